import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const flags: string[] = JSON.parse(read('scripts/server-node-flags.json'));
const commandLine = `node ${flags.join(' ')} scripts/start.mjs`;

/** Decision 11: the shop's process runs with a few memory flags; every way of starting it uses the same ones. */
describe('the server’s Node.js flags', () => {
  it('are flags this Node.js accepts', () => {
    const run = spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are the ones `npm start` runs with', () => {
    expect(JSON.parse(read('package.json')).scripts.start).toBe(`exec ${commandLine}`);
  });

  it('are the ones the deployment guide’s service starts with', () => {
    expect(read('docs/deployment.md')).toContain(`ExecStart=/usr/bin/${commandLine}`);
  });
});
