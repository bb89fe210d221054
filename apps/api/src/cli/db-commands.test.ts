import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withJwtSecret } from '../boot';
import { loadConfig } from '../config';
import { connectPostgres, openDatabase, openPglite } from '../db/client';
import { createLocalFileStorage } from '../files/file-storage';
import { bearer, createCustomer, login } from '../test/accounts';
import { createTestApp } from '../test/test-app';
import { BackupError, type DbCliContext, defaultBackupPath, libpqEnvironment, runDbCommand } from './db-commands';

const postgresUrl = process.env.TEST_DATABASE_URL;
const CHECK_FILE = 'uploads/backup-check.txt';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Where the shop keeps its data: a data directory, and on PostgreSQL (TEST_DATABASE_URL) a database of this
 * test's own. `wipe()` loses everything, as a broken disk or a dropped database would.
 */
async function createTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
  let databaseUrl: string | undefined;
  let wipe = async () => rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl) {
    const name = `beast_test_${randomUUID().replaceAll('-', '')}`;
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const admin = await connectPostgres(postgresUrl, { poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const removeFiles = wipe;
    wipe = async () => {
      await removeFiles();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.db.execute(sql.raw(`create database ${name}`));
    };
    cleanups.push(async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    });
  }
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { config: { dataDir, databaseUrl }, wipe };
}

type Target = Awaited<ReturnType<typeof createTarget>>;

/** Starts the shop's API on the target's data as the server does: open, migrate, serve. */
async function startShop(target: Target) {
  const database = await openDatabase(target.config);
  await database.migrate();
  return createTestApp({
    database,
    filesDir: join(target.config.dataDir, 'files'),
    config: { dataDir: target.config.dataDir, databaseUrl: target.config.databaseUrl },
  });
}

function cli(target: Target) {
  const lines: string[] = [];
  const context: DbCliContext = { config: target.config, now: () => new Date(), print: (line) => lines.push(line) };
  return { run: (...argv: string[]) => runDbCommand(argv, context), lines };
}

describe(`npm run db on ${postgresUrl ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('backs up the database and the files, and restores them after everything was lost', async () => {
    const target = await createTarget();
    const { run, lines } = cli(target);
    // Demo mode's generated signing secret lives in DATA_DIR too: tokens signed before stay valid after.
    const secret = withJwtSecret(loadConfig({ DATA_DIR: target.config.dataDir })).jwtSecret;
    let shop = await startShop(target);
    const customer = await createCustomer(shop);
    const tokens = await login(shop, customer.email);
    await createLocalFileStorage(join(target.config.dataDir, 'files')).put(CHECK_FILE, Buffer.from('kept safe'));

    const file = join(mkdtempSync(join(tmpdir(), 'shop-backups-')), 'nested', 'shop.tar.gz');
    if (!postgresUrl) {
      // PGlite admits one process: while the shop holds the database, the command says so and does nothing.
      await expect(run('backup', file)).rejects.toThrow(/in use by process \d+.*stop the shop first/);
      expect(existsSync(file)).toBe(false);
    }
    await shop.close();

    expect(await run('backup', file)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Backed up the (embedded|PostgreSQL) database and 1 files of .* to .*shop\.tar\.gz/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(run('backup', file)).rejects.toThrow(/exists already/);

    // Restoring over data that is there is refused without --force, and changes nothing.
    await expect(run('restore', file)).rejects.toThrow(BackupError);
    await expect(run('restore', file)).rejects.toThrow(/holds data already: add --force/);

    await target.wipe();
    expect(await run('restore', file)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Restored the .* database and 1 files of /);

    shop = await startShop(target);
    expect((await login(shop, customer.email)).accessToken).toBeTruthy();
    const me = await shop.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens.accessToken) });
    expect(me.statusCode, me.body).toBe(200);
    const kept = await shop.app.inject({ method: 'GET', url: `/files/${CHECK_FILE}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe('kept safe');
    expect(readFileSync(join(target.config.dataDir, 'secret.key'), 'utf8').trim()).toBe(secret);

    // --force replaces what came after the backup.
    const later = await createCustomer(shop);
    await shop.close();
    expect(await run('restore', file, '--force')).toBe(0);
    shop = await startShop(target);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: later.email, password: later.password },
    });
    expect(refused.statusCode).toBe(401);
    expect((await login(shop, customer.email)).accessToken).toBeTruthy();
    await shop.close();
  }, 180_000);

  it('refuses a file that is not a backup, and a missing one', async () => {
    const target = await createTarget();
    const { run } = cli(target);
    const notBackup = join(target.config.dataDir, 'notes.tar.gz');
    writeFileSync(notBackup, 'hello');
    await expect(run('restore', notBackup)).rejects.toThrow(/is not a backup of this shop/);
    await expect(run('restore', join(target.config.dataDir, 'missing.tar.gz'))).rejects.toThrow(/does not exist/);
    expect(await run('restore')).toBe(1);
    expect(await run('backup', '--force')).toBe(1);
    expect(await run('vacuum')).toBe(1);
  });
});

if (!postgresUrl) {
  describe('npm run db while the shop runs', () => {
    it('says plainly that the shop holds the embedded database, without a stack trace', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
      const shop = await openPglite({ dataDir: join(dataDir, 'pglite') });
      try {
        const result = spawnSync(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('./db.ts', import.meta.url)), 'backup', join(dataDir, 'b.tar.gz')],
          { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 },
        );
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(
          `[db] The embedded database in ${join(dataDir, 'pglite')} is in use by process`,
        );
        expect(result.stderr).toContain('stop the shop first');
        expect(result.stderr).not.toMatch(/\n\s+at /);
      } finally {
        await shop.close();
      }
    }, 60_000);
  });
}

describe('the backup helpers', () => {
  it('names a default file by the UTC date and time', () => {
    expect(defaultBackupPath(new Date('2026-03-09T07:05:03.120Z'))).toBe(
      join('backups', 'shop-20260309-070503.tar.gz'),
    );
  });

  it('hands pg_dump the connection in its environment, never the password in its arguments', () => {
    expect(libpqEnvironment('postgres://shop:s%40cret@db.internal:5433/beast?sslmode=require')).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '5433',
      PGUSER: 'shop',
      PGPASSWORD: 's@cret',
      PGDATABASE: 'beast',
      PGSSLMODE: 'require',
    });
  });
});
