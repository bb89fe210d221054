import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { post, registrationBody, uniqueEmail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

const redisUrl = process.env.REDIS_URL;

/** The same contract for both counters: `limit` hits per window, then refused until the window ends. */
async function expectFixedWindow(limiter: RateLimiter, advance: (ms: number) => Promise<void>) {
  const key = `test:${randomUUID()}`;
  expect((await limiter.hit(key, 2, 1000)).allowed).toBe(true);
  expect((await limiter.hit(key, 2, 1000)).allowed).toBe(true);
  const third = await limiter.hit(key, 2, 1000);
  expect(third.allowed).toBe(false);
  expect(third.retryAfterMs).toBeGreaterThan(0);
  expect(third.retryAfterMs).toBeLessThanOrEqual(1000);
  expect((await limiter.hit(`${key}:other`, 2, 1000)).allowed).toBe(true);
  await advance(1100);
  expect((await limiter.hit(key, 2, 1000)).allowed).toBe(true);
}

/** The counter kinds to prove: memory always, Redis when REDIS_URL names one (CI and developers with Redis). */
const COUNTERS: [string, string | undefined][] = [['in memory', undefined]];
if (redisUrl) COUNTERS.push(['in Redis', redisUrl]);

describe('rate-limit counters', () => {
  it('counts a fixed window in memory', async () => {
    let now = Date.now();
    const limiter = createMemoryRateLimiter(() => new Date(now));
    await expectFixedWindow(limiter, async (ms) => {
      now += ms;
    });
  });

  // Registered only when REDIS_URL names a server: there is nothing to prove against otherwise.
  if (redisUrl) {
    it('counts a fixed window in Redis (INCR + PEXPIRE), shared by every instance', async () => {
      const prefix = `test:${randomUUID()}:`;
      const one = createRedisRateLimiter(redisUrl, { prefix });
      const two = createRedisRateLimiter(redisUrl, { prefix });
      try {
        await expectFixedWindow(one, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
        const key = `shared:${randomUUID()}`;
        expect((await one.hit(key, 1, 5000)).allowed).toBe(true);
        expect((await two.hit(key, 1, 5000)).allowed).toBe(false);
      } finally {
        await one.close();
        await two.close();
      }
    });
  }

  it('lets requests through when Redis cannot be reached, and says so', async () => {
    const errors: unknown[] = [];
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1', { onError: (error) => errors.push(error) });
    expect((await limiter.hit('x', 1, 1000)).allowed).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await limiter.close();
  });
});

describe.each(COUNTERS)('auth endpoints are rate limited %s', (_, url) => {
  let harness: TestApp;
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function appWithLimits(perIp: number, perAccount: number) {
    harness = await createTestApp({
      config: { rateLimit: { windowMs: 60_000, perIp, perAccount }, redisUrl: url },
      rateLimiter: url ? createRedisRateLimiter(url, { prefix: `test:${randomUUID()}:` }) : undefined,
    });
    apps.push(harness);
    return harness;
  }

  it('per account: the third login for one email answers 429 RATE_LIMITED with Retry-After', async () => {
    const app = await appWithLimits(100, 2);
    const email = uniqueEmail();
    const attempt = () => post(app, '/api/auth/login', { email, password: 'Whatever-123' });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account from the same address is still allowed.
    expect((await post(app, '/api/auth/login', { email: uniqueEmail(), password: 'Whatever-123' })).statusCode).toBe(
      401,
    );
  });

  it('per address: registrations, codes and confirmations from one IP are limited', async () => {
    const app = await appWithLimits(2, 100);
    expect((await post(app, '/api/users', registrationBody())).statusCode).toBe(201);
    expect((await post(app, '/api/users', registrationBody())).statusCode).toBe(201);
    const third = await post(app, '/api/users', registrationBody());
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    for (const [url, body] of [
      ['/api/auth/code', { email: uniqueEmail(), purpose: 'login' }],
      ['/api/auth/code/verify', { email: uniqueEmail(), code: '123456', purpose: 'login' }],
      ['/api/auth/confirm/email', { email: uniqueEmail() }],
    ] as const) {
      await post(app, url, body);
      await post(app, url, body);
      expect((await post(app, url, body)).statusCode, url).toBe(429);
    }
  });
});
