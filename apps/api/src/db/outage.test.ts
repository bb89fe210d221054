import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { openPglite } from './client';
import { isDatabaseUnreachable, roundFailure, watchDatabaseOutages } from './outage';

/** The error a query through Drizzle and a pg pool with these settings fails with. */
async function queryError(config: pg.PoolConfig): Promise<unknown> {
  const pool = new pg.Pool({ user: 'shop', database: 'shop', connectionTimeoutMillis: 300, ...config });
  pool.on('error', () => {});
  try {
    await drizzle(pool).execute(sql`select 1`);
    throw new Error('the query answered');
  } catch (error) {
    return error;
  } finally {
    await pool.end().catch(() => {});
  }
}

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  for (const open of servers.splice(0)) await new Promise((resolve) => open.close(resolve));
});

/** A TCP server on a free local port that does `onConnection` to every connection; closed after the test. */
async function server(onConnection: (socket: Socket) => void): Promise<number> {
  const listening = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  servers.push(listening);
  return (listening.address() as { port: number }).port;
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const port = await server(() => {});
  const listening = servers.pop();
  await new Promise((resolve) => listening?.close(resolve));
  return port;
}

describe('an unreachable database', () => {
  it('is told by a closed PGlite', async () => {
    const database = await openPglite();
    await database.close();
    const error = await database.db.execute(sql`select 1`).catch((caught: unknown) => caught);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('is told by a PostgreSQL port nobody listens on', async () => {
    expect(isDatabaseUnreachable(await queryError({ host: '127.0.0.1', port: await closedPort() }))).toBe(true);
  });

  it('is told by a server that hangs up, and by one that never answers (connect and pool time-outs)', async () => {
    const hangsUp = await server((socket) => socket.destroy());
    const silent = await server(() => {});
    expect(isDatabaseUnreachable(await queryError({ host: '127.0.0.1', port: hangsUp }))).toBe(true);
    expect(isDatabaseUnreachable(await queryError({ host: '127.0.0.1', port: silent }))).toBe(true);

    const pool = new pg.Pool({ host: '127.0.0.1', port: silent, max: 1, connectionTimeoutMillis: 300 });
    pool.on('error', () => {});
    const db = drizzle(pool);
    const errors = await Promise.all([1, 2].map(() => db.execute(sql`select 1`).catch((error: unknown) => error)));
    await pool.end().catch(() => {});
    for (const error of errors) expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('is not a query the database refused, nor any other failure', async () => {
    const database = await openPglite();
    const syntax = await database.db.execute(sql`selec 1`).catch((error: unknown) => error);
    const missing = await database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    await database.close();
    for (const error of [syntax, missing, new Error('boom'), new DomainError('NOT_FOUND'), 'text', undefined]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
    }
  });
});

describe('the log of an outage', () => {
  afterEach(() => vi.useRealTimers());

  it('says once that the database is down and once that it is back, however many requests fail', async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn(), warn: vi.fn() };
    let up = false;
    const outages = watchDatabaseOutages({
      ping: async () => {
        if (!up) throw new Error('connect ECONNREFUSED');
      },
      log,
      probeIntervalMs: 1000,
    });
    for (let request = 0; request < 5; request += 1) outages.unreachable(new Error('connect ECONNREFUSED'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toMatch(/database unreachable/);
    expect(log.warn).not.toHaveBeenCalled();

    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]).toEqual([{ downSeconds: 4 }, 'database reachable again, after 4 s']);
    outages.reachable();
    expect(log.warn).toHaveBeenCalledTimes(1);

    outages.unreachable(new Error('Connection terminated unexpectedly'));
    expect(log.error).toHaveBeenCalledTimes(2);
    outages.close();
  });
});

describe('a background task’s failed round', () => {
  it('reports an outage to the once-per-outage log, anything else to its own', () => {
    const outages = { unreachable: vi.fn() };
    const report = vi.fn();
    const failed = roundFailure(outages, report);
    failed(new Error('failed query', { cause: new Error('Connection terminated unexpectedly') }));
    failed(new Error('SMTP said no'));
    expect(outages.unreachable).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toEqual(new Error('SMTP said no'));
  });
});
