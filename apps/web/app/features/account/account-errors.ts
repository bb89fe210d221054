import { ApiError } from '../../lib/api/api-error';
import type { ErrorTextRule } from '../../lib/api/error-text';

/**
 * spec §8: the server's (translated) error.message when it sent one, else the form's own fallback:
 * login → invalid credentials; registration, email confirmation, new password, code verification →
 * invalid data; reset link → no user with this email; profile → get/update user error, save image error.
 */
export type FallbackKey =
  | 'errors.INVALID_CREDENTIALS'
  | 'errors.INVALID_DATA'
  | 'errors.NO_USER_WITH_EMAIL'
  | 'errors.GET_USER_FAILED'
  | 'errors.UPDATE_USER_FAILED'
  | 'errors.SAVE_IMAGE_FAILED';

/** The rule of these forms: the server's message, else the form's fallback (never a transport failure's text). */
export function accountErrorText(fallback: FallbackKey): ErrorTextRule {
  return { order: ['server'], fallback };
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** Seconds to wait from a refusal's Retry-After, if it said. */
export function retryAfter(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterSeconds : undefined;
}
