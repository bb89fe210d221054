import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLocalFileStorage } from '../files/file-storage';
import { createTestPaymentProvider } from '../modules/payments/test-provider';
import { createProduct } from '../test/catalog';
import { createTestDatabase, TEST_JWT_SECRET } from '../test/test-app';
import { lazyChildLogger } from './lazy-child-logger';
import { batchedLogStream } from './request-log';

/** A destination that keeps what it is given, one entry per write. */
function capture() {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, writes, lines: () => writes.join('').split('\n').filter(Boolean) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the production request log (decision 11)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes one line per request, with the method, the URL, the status, the time and the request id', async () => {
    const out = capture();
    const config = Object.freeze({
      ...loadConfig({ LOG_LEVEL: 'info', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: inject('testFilesDir') }),
      mode: 'production' as const,
    });
    const app = await buildApp({
      config,
      database,
      files: createLocalFileStorage(inject('testFilesDir')),
      logDestination: out.stream,
      paymentProvider: createTestPaymentProvider(),
    });
    await app.ready();
    const { slug } = await createProduct({ app, database });
    await app.inject({ method: 'GET', url: `/api/products/${slug}?lang=fr` });
    await nextTurn();
    await app.close();
    const requests = out
      .lines()
      .map((line) => JSON.parse(line))
      .filter((record) => record.req || record.res);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      req: { method: 'GET', url: `/api/products/${slug}?lang=fr` },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('the batched log stream', () => {
  it('writes the lines of one turn of the event loop at once, and the next turn’s apart', async () => {
    const out = capture();
    const stream = batchedLogStream(out.stream);
    stream.write('{"a":1}\n');
    stream.write('{"a":2}\n');
    expect(out.writes).toEqual([]);
    await nextTurn();
    expect(out.writes).toEqual(['{"a":1}\n{"a":2}\n']);
    stream.write('{"a":3}\n');
    await nextTurn();
    expect(out.writes).toEqual(['{"a":1}\n{"a":2}\n', '{"a":3}\n']);
  });
});

describe('a request’s logger', () => {
  function parentAt(level: string) {
    const child = { info: vi.fn(), debug: vi.fn(), level } as unknown as FastifyBaseLogger;
    const parent = {
      level,
      child: vi.fn(() => child),
      isLevelEnabled: (asked: string) => (asked === 'debug' ? level === 'debug' : true),
    } as unknown as FastifyBaseLogger & { child: ReturnType<typeof vi.fn> };
    return { parent, child };
  }

  it('is made only when a line is written at an enabled level, with the request’s bindings', () => {
    const { parent, child } = parentAt('info');
    const logger = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    logger.debug('not written at info');
    expect(parent.child).not.toHaveBeenCalled();
    logger.info({ a: 1 }, 'written');
    logger.info('again');
    expect(parent.child).toHaveBeenCalledTimes(1);
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'r-1' }, {});
    expect(child.info).toHaveBeenNthCalledWith(1, { a: 1 }, 'written');
    expect(child.info).toHaveBeenNthCalledWith(2, 'again');
  });
});
