import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { type DatabaseOutages, roundFailure } from '../db/outage';
import { CACHE_AREAS, type CacheArea } from './content-change';

/**
 * Keeps the in-process caches of every instance in step (decision 3): a content change committed by one
 * process is announced with a PostgreSQL NOTIFY, and every instance LISTENs and drops the areas named. The
 * embedded database has one process, which drops its own caches: nothing is sent or listened for there.
 */

/** The channel of cache notices, shared by the shop's instances and the content importer. */
export const CACHE_CHANNEL = 'shop_cache_changes';

interface CacheNotice {
  areas: CacheArea[];
  /** The process that made the change: it dropped its own caches already. */
  origin: string;
}

/**
 * Announces a change. On a transaction the notice leaves at its commit, and not at all if it rolls back;
 * otherwise at once, so call it after the change committed.
 */
export async function notifyCacheChange(db: Db, areas: readonly CacheArea[], origin: string): Promise<void> {
  const notice: CacheNotice = { areas: [...new Set(areas)], origin };
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * A notice another version may have written: an area this one does not know, or a payload it cannot read,
 * drops every cache, since dropping too much costs a refill and dropping too little serves stale prices.
 */
function readCacheNotice(payload: string): CacheNotice {
  try {
    const { areas, origin } = JSON.parse(payload) as { areas?: unknown; origin?: unknown };
    if (Array.isArray(areas) && areas.every((area) => CACHE_AREAS.includes(area))) {
      return { areas, origin: String(origin) };
    }
  } catch {}
  return { areas: [...CACHE_AREAS], origin: '' };
}

export interface CacheSync {
  /** Tells the other instances to drop these areas; call it once the change has committed. */
  publish(areas: readonly CacheArea[]): void;
  /** Waits for the notices under way and ends the LISTEN connection. */
  close(): Promise<void>;
}

interface CacheSyncLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Starts listening for other processes' changes on PostgreSQL, calling `invalidate` with the areas they
 * name, and every area once the connection comes back after a loss (notices sent meanwhile were missed).
 */
export async function startCacheSync({
  database,
  invalidate,
  log,
  outages,
}: {
  database: Database;
  invalidate: (areas: readonly CacheArea[]) => void;
  log: CacheSyncLog;
  /** Failures in a database outage are logged once, with the requests'. */
  outages: Pick<DatabaseOutages, 'unreachable'>;
}): Promise<CacheSync> {
  if (!database.listen) return { publish: () => {}, close: async () => {} };
  const origin = randomUUID();
  const listener = await database.listen(CACHE_CHANNEL, {
    onNotification: (payload) => {
      const notice = readCacheNotice(payload);
      if (notice.origin !== origin) invalidate(notice.areas);
    },
    // Lost alone is no fault (a restart, a fail-over): it is retried, and a database that stays unreachable
    // is reported by the failed attempts, once with the requests' failures.
    onLost: () => log.info('Lost the connection that hears of content changes; connecting again'),
    onConnectFailed: roundFailure(outages, (error) =>
      log.warn({ err: error }, 'Cannot listen for content changes; caches may be stale for up to a minute'),
    ),
    onRestored: () => {
      invalidate(CACHE_AREAS);
      log.info('Hearing of content changes again; dropped every cache');
    },
  });
  const sending = new Set<Promise<void>>();
  return {
    publish: (areas) => {
      if (areas.length === 0) return;
      const notice = notifyCacheChange(database.db, areas, origin)
        .catch(
          roundFailure(outages, (error) =>
            log.warn(
              { err: error },
              'Could not tell the other instances of a content change; they show it within a minute',
            ),
          ),
        )
        .finally(() => sending.delete(notice));
      sending.add(notice);
    },
    close: async () => {
      await Promise.all(sending);
      await listener.close();
    },
  };
}
