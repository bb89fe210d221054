import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Listener, ListenHandlers } from './listen';
import { emptyCluster } from './pglite-cluster';

/** The one database type every repository receives: the same Drizzle API over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections in use, idle and waited for, read by the metrics at each scrape. */
  poolUsage(): PoolUsage;
  /**
   * PostgreSQL only: LISTENs on `channel` over a connection of its own, outside the pool (db/listen.ts). The
   * embedded database has none: one process uses it, so there is nobody to hear from.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
}

export interface PoolUsage {
  max: number;
  inUse: number;
  idle: number;
  /** Queries or checkouts waiting for a connection. */
  waiting: number;
}

const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export class DatabaseUnreachableError extends Error {}

/** The embedded database is open in another process (PGlite allows one process at a time). */
export class DatabaseInUseError extends DatabaseUnreachableError {}

/** PostgreSQL through a `pg` pool: the production system of record. */
export async function connectPostgres(
  url: string,
  options: { poolSize?: number; connectionTimeoutMs?: number } = {},
): Promise<Database> {
  const max = options.poolSize ?? 10;
  // Only the driver of the database in use is loaded (decision 11).
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const connectionTimeoutMillis = options.connectionTimeoutMs ?? 5000;
  const pool = new pg.Pool({ connectionString: withDefaultUser(url), max, connectionTimeoutMillis });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnreachableError(`Cannot reach PostgreSQL at ${redactUrl(url)}: ${reason}`);
  }
  const db = drizzlePostgres(pool, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWithLock(pool),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolUsage: () => ({
      max,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: async (channel, handlers) => {
      const { listenOnPostgres } = await import('./listen');
      const settings = { connectionString: withDefaultUser(url), connectionTimeoutMillis };
      return listenOnPostgres(pg, settings, channel, handlers);
    },
  };
}

/**
 * PostgreSQL's settings inside PGlite (decision 11). Its defaults are a server's, sized for 100 connections
 * with 128 MB of shared buffers, and PGlite touches the whole buffer pool at start: the WASM heap, which never
 * shrinks, held about 150 MB before a single query. One backend serves this process, and the demo catalogue and
 * a shop's orders fit in a small pool many times over.
 */
export const PGLITE_SETTINGS = ['shared_buffers=8MB', 'max_connections=10'];

/**
 * PGlite: PostgreSQL compiled to WASM, in-process. `dataDir` undefined keeps it in memory (tests). A data
 * directory without a database is made from `newCluster` when it gives one, else by PGlite's initdb.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; newCluster?: () => Promise<Blob | undefined> } = {},
): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    const isNew = options.dataDir !== undefined && !existsSync(join(options.dataDir, 'PG_VERSION'));
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ?? (isNew ? await options.newCluster?.() : undefined),
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      unlock();
    },
    poolUsage: countPgliteUsage(client),
    // Exposed for the test harness's migrated snapshot.
    ...{ pglite: client },
  };
}

/**
 * PGlite runs one statement or transaction at a time, like a pool of one connection: the operations under
 * way beyond the first are waiting for it. Counting starts at the first call (the metrics ask once at start),
 * so a shop without metrics pays nothing per query.
 */
function countPgliteUsage(client: PGlite): () => PoolUsage {
  let active = -1;
  return () => {
    if (active < 0) {
      active = 0;
      for (const name of ['query', 'exec', 'transaction'] as const) {
        const operation = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
        (client as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
          active += 1;
          try {
            return await operation(...args);
          } finally {
            active -= 1;
          }
        };
      }
    }
    return { max: 1, inUse: Math.min(active, 1), idle: active > 0 ? 0 : 1, waiting: Math.max(active - 1, 0) };
  };
}

/**
 * Several instances starting together each run the migrations: a PostgreSQL advisory lock lets one apply
 * them while the others wait, then find nothing left to do. Without it two migrators race to create the
 * same tables and one start fails.
 */
async function migrateWithLock(pool: import('pg').Pool): Promise<void> {
  // Loaded here, only on PostgreSQL (decision 11).
  const [{ drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The advisory lock's key: any constant that no other lock of this database uses ("beast" in ASCII). */
const MIGRATION_LOCK_KEY = 0x6265617374;

/**
 * PGlite does not stop a second process from opening the same directory, and two writers would corrupt
 * it: a lock file next to it names the process holding it (the shop, or `npm run orders`). A lock left by
 * a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (isRunning(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder} (the shop, or another command). ` +
          'PGlite allows one process at a time: stop the shop first, or run the shop on PostgreSQL (DATABASE_URL).',
      );
    }
    rmSync(path, { force: true });
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : openPglite({ dataDir: join(config.dataDir, 'pglite'), newCluster: emptyCluster });
}

/** Like psql: without a user in the URL or PGUSER, connect as the operating-system user. */
function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || userInfo().username;
  return parsed.toString();
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@');
}

/**
 * How many of this version's migrations the database has not applied (all of them when it was never
 * migrated): the readiness check answers 503 until this is 0. Drizzle records each applied migration with
 * its journal time, in `drizzle.__drizzle_migrations` on both databases.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  let latest = -1;
  try {
    const result = (await db.execute(
      sql`select coalesce(max(created_at), -1) as latest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { latest: string | number }[] };
    latest = Number(result.rows[0]?.latest ?? -1);
  } catch (error) {
    // Never migrated: the table does not exist yet (42P01, undefined table; 3F000, undefined schema).
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code !== '42P01' && code !== '3F000') throw error;
  }
  return journal.entries.filter((entry) => entry.when > latest).length;
}

/** Runs `work` in one transaction; repositories built on `tx` take part in it. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** PostgreSQL's unique_violation, as thrown by pg or PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
