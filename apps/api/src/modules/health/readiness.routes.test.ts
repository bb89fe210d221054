import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createLocalFileStorage } from '../../files/file-storage';
import { createTestApp, createTestDatabase, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

/** The app on some database, without migrating it (as an instance whose migrations have not run). */
function appOn(database: Database) {
  return buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET }),
    database,
    files: createLocalFileStorage('/tmp'),
    logger: false,
  });
}

describe('GET /api/health/ready', () => {
  it('is ready on a migrated database that answers', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: harness.database.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a migration of this version is missing, and 200 once another instance applied it', async () => {
    const database = await createTestDatabase();
    const app = await appOn(database);
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    try {
      const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
      const [row] = (
        (await database.db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations
        where created_at = ${latest}`)) as unknown as { rows: { hash: string; created_at: string }[] }
      ).rows;
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest}`);
      const waiting = await ready();
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json().error.code).toBe('SERVICE_UNAVAILABLE');

      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
      expect((await ready()).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 on a database that was never migrated', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`drop schema drizzle cascade`);
    const app = await appOn(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 when the database is gone, without its error', async () => {
    const broken = { ...harness.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await appOn(broken);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('connection refused');
    await app.close();
  });
});
