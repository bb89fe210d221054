import { ApiError } from '../api/api-client';
import type { TFunction } from '../i18n/translator';

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

export function errorMessage(error: unknown, t: TFunction, fallback: FallbackKey): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : t(fallback);
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
