// Makes an empty PostgreSQL cluster with PGlite (its initdb) and writes it as a gzipped tarball.
// Usage: node scripts/pglite-cluster.mjs <out.tar.gz>. Run by the shop, in a process of its own, the first
// time it needs a new embedded database (apps/api/src/db/pglite-cluster.ts, decision 11).
import { renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const [out] = process.argv.slice(2);
if (!out) throw new Error('Usage: node scripts/pglite-cluster.mjs <out.tar.gz>');
const pg = await PGlite.create();
const tarball = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
await pg.close();
// Written beside and renamed into place: a start running at the same time reads a whole file or none.
const partial = `${out}.${process.pid}.partial`;
writeFileSync(partial, tarball);
renameSync(partial, out);
