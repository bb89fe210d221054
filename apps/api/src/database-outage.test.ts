import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectPostgres, type Database } from './db/client';
import { createLocalFileStorage } from './files/file-storage';
import { systemClock } from './lib/clock';
import { createTokens } from './modules/auth/tokens';
import { storefrontPlugin } from './plugins/storefront';
import { fakeStorefrontBuild } from './test/fake-storefront';
import { createTestDatabase, TEST_JWT_SECRET } from './test/test-app';

/** A TCP relay in front of PostgreSQL that can be stopped (every connection dropped, new ones refused) and restarted. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server?.listening) return resolve();
      const listening = createServer((client) => {
        const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    port,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    start,
  };
}

/**
 * The test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a way to lose it: PGlite is closed
 * (in-process, it never comes back); PostgreSQL is reached through a relay that is stopped, then restarted.
 */
async function losableDatabase(): Promise<{ database: Database; lose(): Promise<void>; bringBack?(): Promise<void> }> {
  const database = await createTestDatabase();
  if (database.kind === 'pglite') return { database, lose: () => database.close() };
  const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = current.rows[0]?.name;
  const relay = await relayTo(new URL(process.env.TEST_DATABASE_URL ?? ''));
  const viaRelay = await connectPostgres(`postgres://127.0.0.1:${relay.port}/${name}`, { poolSize: 2 });
  cleanups.push(async () => {
    await relay.start();
    await viaRelay.close();
    await database.close();
  });
  return { database: viaRelay, lose: relay.stop, bringBack: relay.start };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('a database outage', () => {
  it('answers 503 with Retry-After on the catalogue, the account, the health check and pages, and logs it once (and once when it is back)', async () => {
    const { database, lose, bringBack } = await losableDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
    const app = await buildApp({
      config,
      database,
      files: createLocalFileStorage(inject('testFilesDir')),
      logger: false,
      storefront: storefrontPlugin({
        buildDir: fakeStorefrontBuild(),
        brandName: config.brandName,
        publicUrl: config.publicUrl,
        demoMode: true,
      }),
    });
    cleanups.unshift(() => app.close());
    const logged = { error: vi.spyOn(app.log, 'error'), warn: vi.spyOn(app.log, 'warn') };
    const accessToken = await createTokens({
      secret: TEST_JWT_SECRET,
      issuer: 'beast-shop',
      clock: systemClock,
    }).issueAccessToken(1);
    const requests = [
      { url: '/api/products?take=3', headers: { 'accept-language': 'fr' } },
      { url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'de' } },
      { url: '/api/health', headers: {} },
    ];
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await lose();
    for (const { url, headers } of [...requests, ...requests]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('30');
      expect(response.json().error.code, url).toBe('SERVICE_UNAVAILABLE');
    }
    const products = await app.inject(requests[0] ?? {});
    expect(products.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Ce service n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
        requestId: expect.any(String),
      },
    });
    expect(products.body).not.toMatch(/ECONNREFUSED|PGlite|terminated|select/i);
    expect(logged.error).toHaveBeenCalledTimes(1);
    expect(logged.error.mock.calls[0]?.[1]).toMatch(/database unreachable/);
    // The driver's reason, not the failed query with its parameters (a customer's email, say).
    expect(JSON.stringify(logged.error.mock.calls[0])).not.toMatch(/select|params|\bat /i);

    // A page whose loader needs the catalogue answers 503 too; one that does without it is not kept.
    const failed = await app.inject({ url: '/?api=/api/products%3Ftake%3D4&required' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    for (let visit = 0; visit < 2; visit += 1) {
      const degraded = await app.inject({ url: '/?api=/api/products%3Ftake%3D4' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.headers['x-page-cache']).toBe('miss');
      expect(degraded.headers['cache-control']).toBe('no-store');
    }
    expect(logged.error).toHaveBeenCalledTimes(1);

    // PGlite runs in the process: closed, it does not come back. PostgreSQL does.
    if (!bringBack) return;
    await bringBack();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject(requests[0] ?? {})).statusCode).toBe(200);
    expect(logged.warn).toHaveBeenCalledTimes(1);
    expect(logged.warn.mock.calls[0]?.[1]).toMatch(/^database reachable again/);
    expect(logged.error).toHaveBeenCalledTimes(1);
  });
});
