import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@beast/domain/validation/public-form-names';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { createSigner } from '../../lib/signed-value';
import type { RateLimiter } from '../../plugins/rate-limit';

/** A rendered form may be sent for this long; after that its page is reloaded for a new token. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface FormGuardSettings {
  /** Least time between rendering a form and sending it. */
  minFillMs: number;
  /** Forms one client address, and one email, may send per hour (per form). */
  perHour: number;
}

/**
 * The abuse checks of every public form (issue: bookings and requests), without a third-party captcha: a
 * limit per client address and per email, a honeypot field, and a minimum fill time read from the signed
 * token the page was rendered with. A robot is answered FORM_SUBMISSION_FAILED ("Form submission failed!"),
 * the same answer whichever check caught it.
 */
export function createFormGuard(options: {
  secret: string;
  clock: Clock;
  limiter: RateLimiter;
  settings: FormGuardSettings;
}) {
  const tokens = createSigner(options.secret, 'public-form');

  async function withinLimit(key: string) {
    const { allowed, retryAfterMs } = await options.limiter.hit(key, options.settings.perHour, HOUR_MS);
    if (!allowed) throw new DomainError('RATE_LIMITED', undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  function tokenAge(token: unknown): number | undefined {
    if (typeof token !== 'string') return undefined;
    const issuedAt = Number(tokens.verify(token));
    return Number.isSafeInteger(issuedAt) ? options.clock().getTime() - issuedAt : undefined;
  }

  return {
    /** A new token for a form about to be shown. */
    issueToken(): string {
      return tokens.sign(String(options.clock().getTime()));
    },

    /**
     * A public form route's `preValidation` hook (before its schema: robots are refused without a word on
     * their fields, and invalid attempts count towards the limits too). `form` names the form in the limits.
     */
    check(form: string) {
      return async (request: FastifyRequest): Promise<void> => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        await withinLimit(`form:${form}:ip:${request.ip}`);
        if (typeof body.email === 'string' && body.email.trim()) {
          await withinLimit(`form:${form}:email:${body.email.trim().toLowerCase()}`);
        }
        const honeypot = body[HONEYPOT_FIELD];
        const age = tokenAge(body[FORM_TOKEN_FIELD]);
        const human =
          (honeypot === undefined || honeypot === '') &&
          age !== undefined &&
          age >= options.settings.minFillMs &&
          age <= FORM_TOKEN_MAX_AGE_MS;
        if (!human) throw new DomainError('FORM_SUBMISSION_FAILED');
      };
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
