import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CONTENT_ROOT } from '../boot';
import { connectPostgres, type Db, openPglite } from '../db/client';
import { createLocalFileStorage, type FileStorage } from '../files/file-storage';
import { hashPassword } from '../modules/auth/passwords';
import { importContent } from '../modules/content-import/content-import';
import { readContentSet } from '../modules/content-import/content-set';
import { PASSWORD } from './accounts';
import { TEST_FILES } from './stored-files';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    testFilesDir: string;
    /** On PostgreSQL (TEST_DATABASE_URL): the migrated, seeded database every test file copies. */
    postgresTemplate: string | null;
    /** The Argon2id hash of the test customers' password, computed once per run (test/accounts.ts). */
    customerPasswordHash: string;
  }
}

/**
 * Migrates one PGlite database and imports the reference and demo content into it once per run and hands its data-dir snapshot to every test
 * file: loading a snapshot is far faster than migrating and seeding in each file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'beast-tests-'));
  const files = createLocalFileStorage(join(dir, 'files'));
  const database = await openPglite();
  await database.migrate();
  await importShopContent(database.db, files);
  for (const [path, content] of Object.entries(TEST_FILES)) await files.put(path, content);
  const snapshot = await (
    database as unknown as { pglite: { dumpDataDir(c: 'gzip'): Promise<Blob> } }
  ).pglite.dumpDataDir('gzip');
  const snapshotPath = join(dir, 'snapshot.tar.gz');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('testFilesDir', join(dir, 'files'));
  project.provide('customerPasswordHash', await hashPassword(PASSWORD));

  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', null);
    return;
  }
  const dropTemplate = await createPostgresTemplate(url, files);
  project.provide('postgresTemplate', dropTemplate.name);
  return dropTemplate.run;
}

/**
 * The PostgreSQL twin of the snapshot: one database migrated and seeded once, which each test file
 * copies with `create database … template` (a file copy on the server, far faster than migrating and
 * seeding per file). Returns the teardown that drops it.
 */
async function createPostgresTemplate(url: string, files: ReturnType<typeof createLocalFileStorage>) {
  const name = `beast_template_${randomUUID().replaceAll('-', '')}`;
  const admin = await connectPostgres(url, { poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const template = await connectPostgres(templateUrl.toString(), { poolSize: 1 });
  await template.migrate();
  await importShopContent(template.db, files);
  // A template must have no open connections while it is copied.
  await template.close();
  return {
    name,
    run: async () => {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/**
 * The content a demo start imports, without the demo customer and staff: tests get a database without anyone's
 * orders, and make the staff members they need.
 */
async function importShopContent(db: Db, files: FileStorage) {
  for (const folder of ['reference', 'demo']) {
    await importContent(db, files, readContentSet(join(CONTENT_ROOT, folder)), {
      mode: 'demo',
      customer: false,
      staff: false,
    });
  }
}
