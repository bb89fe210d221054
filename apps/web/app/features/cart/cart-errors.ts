import { ApiError } from '../api/api-client';
import type { TFunction } from '../i18n/translator';

/** An error of the cart as it is kept with its line: the API's code, its (translated) message and named field. */
export interface CartError {
  code: string;
  message?: string;
  field?: string;
}

export function toCartError(error: unknown): CartError {
  if (error instanceof ApiError) {
    const field = Object.keys(error.fields)[0];
    return {
      code: error.code,
      ...(error.fromServer ? { message: error.message } : {}),
      ...(field ? { field: error.fields[field] } : {}),
    };
  }
  const code = (error as { code?: unknown } | null)?.code;
  return { code: typeof code === 'string' ? code : 'INTERNAL' };
}

/**
 * STYLE: the text of the error code (`errors.OUT_OF_STOCK`, `errors.COUPON_EXPIRED`, or the field's
 * message such as `validation.quantity.max`), else the server's translated message, else a generic one.
 */
export function cartErrorText(error: CartError, t: TFunction): string {
  if (error.field) {
    const text = t(error.field);
    // The API names a field with its message already translated; the storefront's own checks with a key.
    if (text !== error.field || !MESSAGE_KEY.test(error.field)) return text;
  }
  const key = `errors.${error.code}`;
  const text = t(key);
  if (text !== key) return text;
  return error.message ?? t('errors.INTERNAL');
}

const MESSAGE_KEY = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;
