// Makes an empty PostgreSQL cluster with PGlite (its initdb) and writes it as a gzipped tarball.
// Usage: node scripts/pglite-cluster.mjs <out.tar.gz>, run by the shop in a process of its own when it needs a
// new embedded database and has none kept (apps/api/src/db/pglite-cluster.ts, decision 11); or
// node scripts/pglite-cluster.mjs --install, run by `npm install`: makes the kept one if it is missing, so a
// newcomer's first start unpacks it instead of running initdb beside the shop. Never fails an install.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the shop looks for it: node_modules/.cache, named by the installed PGlite's version (pglite-cluster.ts). */
function defaultClusterCache() {
  const root = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return join(dirname(dirname(root)), '.cache', 'beast-shop', `pglite-${version}-empty-cluster.tar.gz`);
}

async function makeCluster(out) {
  const { PGlite } = await import('@electric-sql/pglite');
  // The shop's own small settings (client.ts): initdb with PostgreSQL's default 128 MB of shared buffers
  // peaked 150 MB higher.
  const pg = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB', '-c', 'max_connections=10'],
  });
  const tarball = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  await pg.close();
  // Written beside and renamed into place: a start running at the same time reads a whole file or none.
  mkdirSync(dirname(out), { recursive: true });
  const partial = `${out}.${process.pid}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, out);
}

const [argument] = process.argv.slice(2);
if (argument === '--install') {
  try {
    const out = defaultClusterCache();
    if (!existsSync(out)) await makeCluster(out);
  } catch (error) {
    // The shop makes it at its first start instead.
    console.warn(`[shop] The empty embedded database was not prepared now (${error.message}); the first start will.`);
  }
} else if (argument) {
  await makeCluster(argument);
} else {
  throw new Error('Usage: node scripts/pglite-cluster.mjs <out.tar.gz> | --install');
}
