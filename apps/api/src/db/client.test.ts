import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectPostgres, DatabaseInUseError, openPglite } from './client';
import { emptyCluster } from './pglite-cluster';

describe('openPglite on a directory', () => {
  it('refuses a second opening while the first holds it, and opens again once it is closed', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'beast-lock-')), 'pglite');
    const first = await openPglite({ dataDir });
    await expect(openPglite({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openPglite({ dataDir })).rejects.toThrow(/in use by process \d+.*stop the shop first/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite({ dataDir });
    await again.close();
  }, 60_000);

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'beast-lock-')), 'pglite');
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const database = await openPglite({ dataDir });
    await database.ping();
    await database.close();
  }, 60_000);
});

describe('pool usage of the embedded database', () => {
  it('counts the operations under way: a transaction holds the connection, queries wait for it', async () => {
    const database = await openPglite();
    expect(database.poolUsage()).toEqual({ max: 1, inUse: 0, idle: 1, waiting: 0 });
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    // Drizzle's queries start when awaited (then): start two behind the transaction.
    const queued = Promise.all([sql`select 2`, sql`select 3`].map((query) => database.db.execute(query).then()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(database.poolUsage()).toEqual({ max: 1, inUse: 1, idle: 0, waiting: 2 });
    finish();
    await Promise.all([transaction, queued]);
    expect(database.poolUsage()).toEqual({ max: 1, inUse: 0, idle: 1, waiting: 0 });
    await database.close();
  }, 60_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;
// Concurrent migrators only exist on PostgreSQL: the embedded database admits one process (tested above).
if (postgresUrl) {
  describe('migrations on PostgreSQL', () => {
    it('applies each migration once when several instances start together', async () => {
      const name = `beast_test_${randomUUID().replaceAll('-', '')}`;
      const admin = await connectPostgres(postgresUrl, { poolSize: 1 });
      await admin.db.execute(sql.raw(`create database ${name}`));
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => connectPostgres(url.toString(), { poolSize: 2 })));
      try {
        await Promise.all(instances.map((instance) => instance.migrate()));
        const applied = (await instances[0]!.db.execute(
          sql`select hash from drizzle.__drizzle_migrations`,
        )) as unknown as {
          rows: { hash: string }[];
        };
        expect(applied.rows).toHaveLength(migrationCount());
        expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(migrationCount());
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      }
    }, 60_000);
  });
}

function migrationCount(): number {
  const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'));
  return journal.entries.length;
}

describe('the embedded database’s memory (decision 11)', () => {
  it('runs with a small buffer pool and few connection slots, not a server’s defaults', async () => {
    const database = await openPglite();
    const setting = async (name: string) =>
      (
        (await database.db.execute(`select current_setting('${name}') as value`)) as unknown as {
          rows: { value: string }[];
        }
      ).rows[0]?.value;
    expect(await setting('shared_buffers')).toBe('8MB');
    expect(await setting('max_connections')).toBe('10');
    await database.close();
  }, 60_000);
});

describe('a new data directory', () => {
  it('is unpacked from the cached empty cluster instead of running initdb', async () => {
    // A cluster with a mark of its own: a directory made from it shows the mark.
    const template = await openPglite();
    await template.db.execute('create table made_from_the_template (id int)');
    const pglite = (template as unknown as { pglite: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).pglite;
    const cluster = await pglite.dumpDataDir('gzip');
    await template.close();

    const dataDir = join(mkdtempSync(join(tmpdir(), 'beast-cluster-')), 'pglite');
    let asked = 0;
    const newCluster = async () => {
      asked += 1;
      return cluster;
    };
    const database = await openPglite({ dataDir, newCluster });
    await database.db.execute('insert into made_from_the_template values (1)');
    await database.close();
    // Opened again, the directory holds its database: no new cluster is asked for, and the row is kept.
    const again = await openPglite({ dataDir, newCluster });
    const { rows } = (await again.db.execute('select count(*)::int as n from made_from_the_template')) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(1);
    expect(asked).toBe(1);
    await again.close();
  }, 60_000);

  it('makes the empty cluster once, in a process of its own, and keeps it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'beast-cluster-')), 'empty-cluster.tar.gz');
    const made = await emptyCluster(path);
    expect(made?.size).toBeGreaterThan(1_000_000);
    expect(existsSync(path)).toBe(true);
    const dataDir = join(mkdtempSync(join(tmpdir(), 'beast-cluster-')), 'pglite');
    const database = await openPglite({ dataDir, newCluster: () => emptyCluster(path) });
    await database.migrate();
    await database.ping();
    await database.close();
  }, 120_000);
});
