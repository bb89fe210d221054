import { join } from 'node:path';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { hasDemoFiles, isDatabaseEmpty, seedDemoContent, writeDemoFiles } from './db/seed/seed';
import { createLocalFileStorage, type FileStorage } from './files/file-storage';

/**
 * Everything the process needs before it can answer: the database (migrated) and file storage,
 * with the demo content in demo mode.
 */
export async function prepareData(
  config: Readonly<Config>,
  log: (message: string) => void,
): Promise<{ database: Database; files: FileStorage }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const files = createLocalFileStorage(join(config.dataDir, 'files'));
    if (config.mode === 'demo') await ensureDemoContent(database, files, log);
    return { database, files };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function ensureDemoContent(database: Database, files: FileStorage, log: (message: string) => void) {
  if (await isDatabaseEmpty(database.db)) {
    const { seeded } = await seedDemoContent(database.db, files);
    if (seeded) log('Seeded the demo catalogue into the empty database.');
  } else if (!(await hasDemoFiles(files))) {
    await writeDemoFiles(files);
    log('Wrote the demo files missing from this data directory.');
  }
}
