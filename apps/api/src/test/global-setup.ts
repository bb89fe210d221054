import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { seedDemoContent } from '../db/seed/seed';
import { createLocalFileStorage } from '../files/file-storage';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    testFilesDir: string;
  }
}

/**
 * Migrates and seeds one PGlite database once per run and hands its data-dir snapshot to every test
 * file: loading a snapshot is far faster than migrating and seeding in each file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'beast-tests-'));
  const files = createLocalFileStorage(join(dir, 'files'));
  const database = await openPglite();
  await database.migrate();
  await seedDemoContent(database.db, files);
  const snapshot = await (
    database as unknown as { pglite: { dumpDataDir(c: 'gzip'): Promise<Blob> } }
  ).pglite.dumpDataDir('gzip');
  const snapshotPath = join(dir, 'snapshot.tar.gz');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('testFilesDir', join(dir, 'files'));
}
