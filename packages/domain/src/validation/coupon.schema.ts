import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MIN_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { INVALID_VALUE_ERROR, matches, requiredText } from './text-rules';

/**
 * spec §5 Coupon: the server answers "invalid", "expired" or "not found" (errors.COUPON_*); the browser
 * only refuses what cannot be a code, before the debounced check of spec §4 spends a request on it.
 */
export const COUPON_ERRORS = {
  required: 'validation.coupon.required',
  invalid: 'validation.coupon.invalid',
} as const satisfies Record<string, MessageKey>;

/** Letters, digits, "-" and "_" (an assumption: the spec shows no code). */
const COUPON_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`);

/** Surrounding spaces of a pasted code are dropped before the rules run. */
export const CouponCodeSchema = z
  .string({ error: COUPON_ERRORS.required })
  .trim()
  .pipe(requiredText(COUPON_ERRORS.required, [matches(COUPON_CODE_PATTERN, COUPON_ERRORS.invalid)]));

/**
 * A code as a request carries it (PUT /carts/{id}, a guest's order line, the coupon check's path): what
 * the customer typed, trimmed, up to the longest code. Whether it is a code at all is the server's
 * answer (errors.COUPON_NOT_FOUND), not a validation error.
 */
export const CouponCodeRequestSchema = z
  .string({ error: INVALID_VALUE_ERROR })
  .trim()
  .min(1, INVALID_VALUE_ERROR)
  .max(COUPON_CODE_MAX_LENGTH, INVALID_VALUE_ERROR);
