import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { createLocalFileStorage, type FileStorage } from './files/file-storage';
import { missingDemoContent } from './modules/demo/demo-state';

/** The repository's content folders (decision 13): `reference` every shop needs, `demo` for demo mode. */
export const CONTENT_ROOT = fileURLToPath(new URL('../../../content', import.meta.url));

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
  const demoFile = (name: string) => JSON.parse(readFileSync(join(CONTENT_ROOT, 'demo', name), 'utf8'));
  const customer = demoFile('customer.json');
  const [admin] = demoFile('staff.json');
  const coupons = (demoFile('coupons.json') as { code: string }[]).map((coupon) => coupon.code);
  return [
    `Demo customer: ${customer.email}, password ${customer.password}.`,
    `Back office: /admin, demo admin ${admin.email}, password ${admin.password} (no second factor in demo mode).`,
    'Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined (any future expiry, any code).',
    `Coupons: ${coupons.join(', ')}. Every email lands in /dev/mailbox.`,
  ];
}

/**
 * Imports what the demo lacks: the reference content and the demo content (catalogue, pictures, documents,
 * coupons, the demo customer), through the content import, only when something is missing: a second start
 * skips it entirely (decision 11). The import changes only what differs, so importing both folders again
 * fills in whatever is missing.
 */
async function ensureDemoContent(database: Database, files: FileStorage, log: (message: string) => void) {
  const missing = await missingDemoContent(database.db, files);
  if (!Object.values(missing).some(Boolean)) return;
  const { readContentSet } = await import('./modules/content-import/content-set');
  const { importContent } = await import('./modules/content-import/content-import');
  for (const folder of ['reference', 'demo']) {
    const set = readContentSet(join(CONTENT_ROOT, folder));
    const summary = await importContent(database.db, files, set, { mode: 'demo' });
    if (summary.changes.length > 0 || summary.filesCopied > 0) {
      log(`Imported the ${folder} content: ${summary.changes.length} entries, ${summary.filesCopied} files.`);
    }
    if (summary.customerSeeded) log('Added the demo customer with orders and vehicles.');
    if (summary.staffSeeded > 0) log('Added the demo admin of the back office (/admin).');
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
