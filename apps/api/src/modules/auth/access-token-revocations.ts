import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedAccessTokens, users } from '../../db/schema/accounts';
import type { AccessTokenClaims } from './tokens';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/**
 * Access tokens stop working before they expire (ARCHITECTURE: Security model): signing out puts the token's
 * `jti` on a deny-list until its expiry, and "sign out everywhere" sets the user's `tokens_valid_after`, so
 * every token issued before that moment is refused. Checked on every authenticated request, so the check is
 * one round trip: one query in the database, or one MGET in Redis when REDIS_URL is set.
 */
export interface AccessTokenRevocations {
  /** Refuses this one token until it expires (sign-out). */
  revoke(token: Pick<AccessTokenClaims, 'jti' | 'expiresAt'>): Promise<void>;
  /** Refuses every token of the user issued before `at` (sign out everywhere). */
  revokeUserTokensBefore(userId: number, at: Date): Promise<void>;
  isRevoked(token: AccessTokenClaims): Promise<boolean>;
  /** Forgets deny-list entries of tokens that expired anyway; answers how many. */
  prune(now: Date): Promise<number>;
  close(): Promise<void>;
}

/** Where the deny-list and the users' cut-off live: always the database, the system of record. */
export function createDatabaseRevocations(db: Db): AccessTokenRevocations {
  return {
    async revoke({ jti, expiresAt }) {
      await db.insert(revokedAccessTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },

    async revokeUserTokensBefore(userId, at) {
      await db.update(users).set({ tokensValidAfter: at }).where(eq(users.id, userId));
    },

    async isRevoked({ jti, userId, issuedAtMs }) {
      const [row] = await db
        .select({
          denied: sql<boolean>`exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = ${jti})`,
          validAfterMs: sql<number | null>`(select extract(epoch from ${users.tokensValidAfter}) * 1000
            from ${users} where ${users.id} = ${userId})`.mapWith((value) => (value === null ? null : Number(value))),
        })
        .from(sql`(select 1) as one`);
      return isRefused(row?.denied ?? false, row?.validAfterMs ?? null, issuedAtMs);
    },

    async prune(now) {
      const rows = await db
        .delete(revokedAccessTokens)
        .where(lt(revokedAccessTokens.expiresAt, now))
        .returning({ jti: revokedAccessTokens.jti });
      return rows.length;
    },

    async close() {},
  };
}

/**
 * With REDIS_URL: written to the database and to Redis, checked in Redis (keys expire with the tokens they
 * concern). Should Redis fail, the database answers: a signed-out token is never accepted for want of Redis.
 */
export function createRedisRevocations(
  url: string,
  db: Db,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): AccessTokenRevocations {
  const database = createDatabaseRevocations(db);
  // ioredis is loaded only when REDIS_URL is set (decision 11).
  const connection = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, lazyConnect: true });
    redis.on('error', (error) => options.onError?.(error));
    return redis;
  });
  const prefix = options.prefix ?? 'revoked:';
  const tokenKey = (jti: string) => `${prefix}jti:${jti}`;
  const userKey = (userId: number) => `${prefix}user:${userId}`;
  // After a token's lifetime no token issued before the cut-off is alive: the key can go.
  const userKeyTtlMs = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;

  async function mirrored(write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      options.onError?.(error);
    }
  }

  return {
    async revoke(token) {
      await database.revoke(token);
      await mirrored(async () => (await connection).set(tokenKey(token.jti), '1', 'PXAT', token.expiresAt.getTime()));
    },

    async revokeUserTokensBefore(userId, at) {
      await database.revokeUserTokensBefore(userId, at);
      await mirrored(async () => (await connection).set(userKey(userId), String(at.getTime()), 'PX', userKeyTtlMs));
    },

    async isRevoked(token) {
      let answer: (string | null)[];
      try {
        answer = await (await connection).mget(tokenKey(token.jti), userKey(token.userId));
      } catch (error) {
        options.onError?.(error);
        return database.isRevoked(token);
      }
      const [denied, validAfter] = answer;
      return isRefused(denied !== null, validAfter ? Number(validAfter) : null, token.issuedAtMs);
    },

    prune: (now) => database.prune(now),

    async close() {
      (await connection).disconnect();
    },
  };
}

function isRefused(denied: boolean, validAfterMs: number | null, issuedAtMs: number): boolean {
  return denied || (validAfterMs !== null && issuedAtMs <= validAfterMs);
}
