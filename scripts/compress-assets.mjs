// After the storefront build: writes Brotli and gzip twins of every script, stylesheet and SVG under
// build/client, which the server sends to browsers that accept them (no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|css|svg|json|txt)$/.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(clientDir)) {
  const source = readFileSync(path);
  if (source.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Pre-compressed ${count} storefront assets.`);
