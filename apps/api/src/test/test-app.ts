import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectPostgres, type Database, openPglite } from '../db/client';
import { seedDemoContent } from '../db/seed/seed';
import { createLocalFileStorage } from '../files/file-storage';

/**
 * A database for one test file: the migrated, seeded PGlite snapshot, or, when TEST_DATABASE_URL is
 * set, a fresh database of its own on that PostgreSQL server (so test files can run in parallel).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openPglite({ loadDataDir: snapshot });
  }
  const name = `beast_test_${randomUUID().replaceAll('-', '')}`;
  const admin = await connectPostgres(url, { poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  const scopedUrl = new URL(url);
  scopedUrl.pathname = `/${name}`;
  const database = await connectPostgres(scopedUrl.toString(), { poolSize: 8 });
  await database.migrate();
  await seedDemoContent(database.db, createLocalFileStorage(inject('testFilesDir')));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** The whole API on a test database, used through `app.inject()`. */
export async function createTestApp() {
  const database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: inject('testFilesDir'), LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    database,
    files: createLocalFileStorage(inject('testFilesDir')),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
