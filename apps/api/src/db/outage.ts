import { DatabaseUnreachableError } from './client';

/** What a client is told (Retry-After) while the database cannot be reached: a restart or a fail-over. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Node's network errors (nothing listens, the connection broke, the name does not resolve) and PostgreSQL's. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shut down by an administrator, crashed, still starting, out of connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** PostgreSQL's class 08, connection exceptions. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** Errors without a code: pg's lost connection, connect or pool time-out and ended pool; a closed PGlite. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^PGlite is clos(?:ed|ing)/,
];

/**
 * True when `error` says the database cannot be reached (rather than that a query was wrong): then the
 * request may succeed later, and the answer is 503. The database is the only network peer whose errors
 * reach the error handler (payments and email catch their own).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return unreachableCause(error) !== undefined;
}

/**
 * The driver's error that says the database is unreachable, within `error`: Drizzle wraps it as its
 * `cause` (with the query and its parameters, which the log must not get), Node reports parallel
 * connection attempts as an AggregateError.
 */
function unreachableCause(error: unknown): { message?: unknown; code?: unknown } | undefined {
  const queue = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof DatabaseUnreachableError) return current;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) return current;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return current;
    queue.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return undefined;
}

interface OutageLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DatabaseOutages {
  /** A request failed because the database cannot be reached: logged once per outage, then its end is awaited. */
  unreachable(error: unknown): void;
  /** The database answered (the health check): ends an outage. */
  reachable(): void;
  close(): void;
}

/**
 * Turns the failures of an outage into two log lines: one when the database stops answering, one when it is
 * back (a request per second would otherwise log a stack trace each). While it is down, `ping` is tried every
 * `probeIntervalMs`, so its return is seen without waiting for a request or the load balancer's health check.
 */
export function watchDatabaseOutages({
  ping,
  log,
  probeIntervalMs = 5000,
  now = Date.now,
}: {
  ping: () => Promise<void>;
  log: OutageLog;
  probeIntervalMs?: number;
  now?: () => number;
}): DatabaseOutages {
  let downSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  function reachable() {
    if (downSince === undefined) return;
    const downSeconds = Math.round((now() - downSince) / 1000);
    downSince = undefined;
    clearTimeout(probe);
    log.warn({ downSeconds }, `database reachable again, after ${downSeconds} s`);
  }

  function scheduleProbe() {
    if (closed) return;
    probe = setTimeout(() => {
      ping().then(reachable, () => {
        if (downSince !== undefined) scheduleProbe();
      });
    }, probeIntervalMs);
    probe.unref();
  }

  return {
    unreachable(error) {
      if (downSince !== undefined) return;
      downSince = now();
      // The driver's reason only: no stack, and not the failed query with its parameters.
      const { message, code } = unreachableCause(error) ?? (error as { message?: unknown; code?: unknown });
      const reason = String(message);
      log.error({ reason, code }, `database unreachable (${reason}): requests answer 503 until it is back`);
      scheduleProbe();
    },
    reachable,
    close() {
      closed = true;
      clearTimeout(probe);
    },
  };
}

/**
 * What a background task (the outbox worker, reservation expiry, the payment sweep) does with a failed
 * round: an outage is logged once with the requests' (the outbox is polled every second), anything else
 * by `report`.
 */
export function roundFailure(
  outages: Pick<DatabaseOutages, 'unreachable'> | undefined,
  report: (error: unknown) => void,
) {
  return (error: unknown) => (outages && isDatabaseUnreachable(error) ? outages.unreachable(error) : report(error));
}
