// The bench's baseline: a bare Node `http` server in a process of its own (like the shop's), answering
// the exact bytes the shop answered for each measured path. Usage: node bare-server.mjs <port> <bodies.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8'))).map(([path, { type, base64 }]) => [
    path,
    { type, body: Buffer.from(base64, 'base64') },
  ]),
);

createServer((request, response) => {
  const entry = bodies[request.url];
  response.writeHead(entry ? 200 : 404, { 'content-type': entry?.type ?? 'text/plain' });
  response.end(entry?.body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
