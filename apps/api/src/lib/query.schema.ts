import { LOCALES } from '@beast/domain/i18n/locale';
import { z } from 'zod';

/** Every request may name its language (ARCHITECTURE: API conventions). */
export const LangQuery = z.object({ lang: z.enum(LOCALES).optional() });

/** An optional whole number from a query string, within bounds. */
export function queryInt(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max).optional();
}

/** A whole number from a query string, within bounds, with its default. */
export function queryIntDefault(min: number, max: number, fallback: number) {
  return z.coerce.number().int().min(min).max(max).default(fallback);
}

export function pagingQuery(defaultLimit: number, maxLimit = 500) {
  return LangQuery.extend({
    offset: queryIntDefault(0, 1_000_000, 0),
    limit: queryIntDefault(1, maxLimit, defaultLimit),
  });
}

export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });

const IDEMPOTENCY_KEY_REQUIRED = 'validation.idempotencyKey.required';

/** The Idempotency-Key header of a request that must happen once (an order, a payment, a refund). */
export const idempotencyKey = z
  .string({ error: IDEMPOTENCY_KEY_REQUIRED })
  .trim()
  .min(1, { error: IDEMPOTENCY_KEY_REQUIRED })
  .max(200, { error: IDEMPOTENCY_KEY_REQUIRED })
  .describe('One value per attempt (a UUID): the same key sent again answers the first answer');
