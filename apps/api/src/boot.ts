import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { DEMO_CUSTOMER } from './db/seed/content/demo-customer';
import { missingDemoContent } from './db/seed/seed-state';
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
    log('Bringing the database schema up to date…');
    await database.migrate();
    const files = createLocalFileStorage(join(config.dataDir, 'files'));
    if (config.mode === 'demo') await ensureDemoContent(database, files, log);
    return { database, files };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** What a newcomer can try in the demo (README, "Try the demo"). */
export function demoHints(): string[] {
  return [
    `Demo customer: ${DEMO_CUSTOMER.email}, password ${DEMO_CUSTOMER.password}.`,
    'Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined (any future expiry, any code).',
    'Coupons: WELCOME10, ALPS200, FIRST50. Every email lands in /dev/mailbox.',
  ];
}

/**
 * Seeds what the demo lacks. The demo content (catalogue, pictures, documents, the demo customer) is loaded
 * only when something is missing: a second start skips it entirely (decision 11).
 */
async function ensureDemoContent(database: Database, files: FileStorage, log: (message: string) => void) {
  const missing = await missingDemoContent(database.db, files);
  if (!Object.values(missing).some(Boolean)) return;
  const seed = await import('./db/seed/seed');
  if (missing.catalogue) {
    const { seeded } = await seed.seedDemoContent(database.db, files);
    if (seeded) log('Seeded the demo catalogue into the empty database.');
    if (seeded && (await (await import('./db/seed/demo-customer')).seedDemoCustomer(database.db)).seeded) {
      log(`Seeded the demo customer ${DEMO_CUSTOMER.email} with orders and vehicles.`);
    }
    return;
  }
  if (missing.files) {
    await seed.writeDemoFiles(files);
    log('Wrote the demo files missing from this data directory.');
  }
  if (missing.coupons && (await seed.seedDemoCoupons(database.db)).seeded) {
    log('Seeded the demo coupons into the existing database.');
  }
  if (missing.pickUpCenters && (await seed.seedPickUpCenters(database.db)).seeded) {
    log('Seeded the experience centres into the existing database.');
  }
}

/**
 * The signing secret: JWT_SECRET when set (always in production, config.ts insists). In demo mode without it,
 * one random secret is generated once and kept in DATA_DIR/secret.key (readable by the owner only), so a
 * restart keeps everyone signed in. No default secret exists anywhere.
 */
export function withJwtSecret(config: Readonly<Config>): Readonly<Config> {
  if (config.jwtSecret) return config;
  const path = join(config.dataDir, 'secret.key');
  return Object.freeze({ ...config, jwtSecret: readOrCreateSecret(path) });
}

function readOrCreateSecret(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(path, '..'), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw error;
  }
}
