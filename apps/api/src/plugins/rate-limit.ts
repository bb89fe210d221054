import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../lib/clock';

/**
 * Fixed-window rate limits (ARCHITECTURE: Security model). One interface, two counters: Redis when
 * REDIS_URL is set, so every instance shares them, else the process's memory.
 */
export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Time until the window ends. */
  retryAfterMs: number;
}

const SWEEP_THRESHOLD = 10_000;

export function createMemoryRateLimiter(clock: Clock = () => new Date()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    async hit(key, limit, windowMs) {
      const now = clock().getTime();
      if (windows.size > SWEEP_THRESHOLD) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterMs: window.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR, and PEXPIRE on the first hit of a window, atomically; answers the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export function createRedisRateLimiter(
  url: string,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): RateLimiter {
  // ioredis is loaded only when REDIS_URL is set.
  const connection = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, lazyConnect: true });
    redis.on('error', (error) => options.onError?.(error));
    return redis;
  });
  const prefix = options.prefix ?? 'rate:';
  return {
    async hit(key, limit, windowMs) {
      try {
        const redis = await connection;
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
        return { allowed: count <= limit, retryAfterMs: ttl };
      } catch (error) {
        // Redis down: let the request through rather than lock every customer out; codes and passwords keep
        // their own limits in the database.
        options.onError?.(error);
        return { allowed: true, retryAfterMs: 0 };
      }
    },
    async close() {
      (await connection).disconnect();
    },
  };
}

export type RateLimitedAction =
  | 'register'
  | 'login'
  | 'code'
  | 'verify-code'
  | 'confirm-email'
  | 'reset-password'
  | 'coupon-check'
  | 'order-quote'
  | 'place-order'
  | 'pay'
  | 'staff-sign-in'
  | 'staff-second-factor'
  | 'staff-enrolment'
  | 'editorial-preview'
  | 'membership-code';

export interface RateLimitSettings {
  windowMs: number;
  perIp: number;
  perAccount: number;
}

/**
 * What a route calls before doing the work: one hit per client address and one per account (the email,
 * ignoring case) for the action. Over the limit it throws 429 RATE_LIMITED with Retry-After.
 */
export function createRateLimits(limiter: RateLimiter, settings: RateLimitSettings) {
  async function check(key: string, limit: number, windowMs = settings.windowMs) {
    const { allowed, retryAfterMs } = await limiter.hit(key, limit, windowMs);
    if (!allowed) throw new DomainError('RATE_LIMITED', undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  async function enforce(request: FastifyRequest, action: RateLimitedAction, account?: string) {
    await check(`${action}:ip:${request.ip}`, settings.perIp);
    if (account) await check(`${action}:account:${account.trim().toLowerCase()}`, settings.perAccount);
  }

  return {
    enforce,
    /**
     * A route's preHandler with a budget of its own per signed-in staff member (else per address), for a call
     * made often by design (a preview asked while the member types) that the sign-in limits would stop.
     */
    perStaffMember:
      (action: RateLimitedAction, limit: number, windowMs: number) =>
      async (request: FastifyRequest): Promise<void> => {
        const who = request.staffSession ? `staff:${request.staffSession.member.id}` : `ip:${request.ip}`;
        await check(`${action}:${who}`, limit, windowMs);
      },
    /** A route's preHandler for a form that names its account by `email` (sign-in, codes, registration). */
    perEmail:
      (action: RateLimitedAction) =>
      (request: FastifyRequest): Promise<void> =>
        enforce(request, action, (request.body as { email?: string } | undefined)?.email),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
