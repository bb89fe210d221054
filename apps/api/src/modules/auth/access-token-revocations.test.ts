import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type AccessTokenRevocations,
  createDatabaseRevocations,
  createRedisRevocations,
} from './access-token-revocations';

const redisUrl = process.env.REDIS_URL;

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const token = (userId: number, issuedAtMs: number) => ({
  userId,
  jti: randomUUID(),
  issuedAtMs,
  expiresAt: new Date(issuedAtMs + 15 * 60_000),
});

/** The same contract for every store: one token refused after sign-out, every earlier one after "everywhere". */
async function expectRevocations(store: AccessTokenRevocations) {
  const { id } = await createCustomer(harness);
  const now = Date.now();
  const signedOut = token(id, now - 1000);
  const kept = token(id, now - 1000);
  expect(await store.isRevoked(signedOut)).toBe(false);
  await store.revoke(signedOut);
  expect(await store.isRevoked(signedOut)).toBe(true);
  expect(await store.isRevoked(kept)).toBe(false);

  await store.revokeUserTokensBefore(id, new Date(now));
  expect(await store.isRevoked(token(id, now - 1))).toBe(true);
  expect(await store.isRevoked(token(id, now))).toBe(true);
  expect(await store.isRevoked(token(id, now + 1))).toBe(false);
  const { id: otherUser } = await createCustomer(harness);
  expect(await store.isRevoked(token(otherUser, now - 1))).toBe(false);
}

describe('access-token revocations', () => {
  it('refuse signed-out tokens and tokens older than "sign out everywhere" (database)', async () => {
    await expectRevocations(createDatabaseRevocations(harness.database.db));
  });

  // Registered only when REDIS_URL names a server: there is nothing to prove against otherwise.
  if (redisUrl) {
    it('refuse the same tokens in Redis, and every instance sees them', async () => {
      const prefix = `test:${randomUUID()}:`;
      const one = createRedisRevocations(redisUrl, harness.database.db, { prefix });
      const two = createRedisRevocations(redisUrl, harness.database.db, { prefix });
      try {
        await expectRevocations(one);
        const signedOut = token(1, Date.now());
        await one.revoke(signedOut);
        expect(await two.isRevoked(signedOut)).toBe(true);
      } finally {
        await one.close();
        await two.close();
      }
    });
  }

  it('answer from the database when Redis cannot be reached, and say so', async () => {
    const errors: unknown[] = [];
    const store = createRedisRevocations('redis://127.0.0.1:1', harness.database.db, {
      onError: (error) => errors.push(error),
    });
    try {
      const { id } = await createCustomer(harness);
      const signedOut = token(id, Date.now() - 1000);
      await store.revoke(signedOut);
      expect(await store.isRevoked(signedOut)).toBe(true);
      expect(await store.isRevoked(token(id, Date.now() - 1000))).toBe(false);
      expect(errors.length).toBeGreaterThan(0);
      // What was written while Redis was away is in the database, for every instance.
      expect(await createDatabaseRevocations(harness.database.db).isRevoked(signedOut)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
