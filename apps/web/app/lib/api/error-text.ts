import type { TFunction } from '../i18n/translator';
import { ApiError } from './api-error';

/**
 * The one way the storefront turns an error into text (STYLE: the translation keyed by the error code,
 * else the server's translated message; spec §8 for the forms that differ). What an error offers:
 * - `field`: the message of the first field it names (the API's, translated; or a key of the storefront's own checks);
 * - `code`: the catalogue's `errors.<CODE>`;
 * - `server`: the API's own translated message (never a transport or parsing failure's text).
 * A rule says which of these count, in which order, and what is shown when none does.
 */
export type ErrorTextSource = 'field' | 'code' | 'server';

export interface ErrorTextRule {
  order?: readonly ErrorTextSource[];
  /** Only these codes' texts count (the payment pages'); by default every code with a text. */
  codes?: readonly string[];
  /** spec §8: each form's own fallback; by default "something went wrong". */
  fallback?: string;
}

/** An error as the storefront keeps it with a cart line: the code, the server's message, the field's message. */
export interface ErrorReading {
  code: string;
  message?: string;
  field?: string;
}

export function readError(error: unknown): ErrorReading {
  if (error instanceof ApiError) {
    const field = Object.values(error.fields)[0];
    return {
      code: error.code,
      ...(error.fromServer && error.message ? { message: error.message } : {}),
      ...(field ? { field } : {}),
    };
  }
  const { code, message, field } = (error ?? {}) as Partial<Record<keyof ErrorReading, unknown>>;
  if (typeof code !== 'string') return { code: 'INTERNAL' };
  // Only a reading kept earlier carries a server's message; another error's message is for the log.
  if (error instanceof Error) return { code };
  return {
    code,
    ...(typeof message === 'string' && message ? { message } : {}),
    ...(typeof field === 'string' && field ? { field } : {}),
  };
}

/** A catalogue key (`validation.quantity.max`), as the storefront's own checks name a field, not a sentence. */
const MESSAGE_KEY = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;

export function errorText(error: unknown, t: TFunction, rule: ErrorTextRule = {}): string {
  const reading = readError(error);
  for (const source of rule.order ?? ['code', 'server']) {
    const text = textFrom(source, reading, t, rule);
    if (text) return text;
  }
  return t(rule.fallback ?? 'errors.INTERNAL');
}

function textFrom(
  source: ErrorTextSource,
  reading: ErrorReading,
  t: TFunction,
  rule: ErrorTextRule,
): string | undefined {
  if (source === 'server') return reading.message;
  if (source === 'field') {
    if (!reading.field) return undefined;
    const text = t(reading.field);
    // The API names a field with its message already translated; the storefront's own checks with a key.
    return text !== reading.field || !MESSAGE_KEY.test(reading.field) ? text : undefined;
  }
  if (rule.codes && !rule.codes.includes(reading.code)) return undefined;
  const key = `errors.${reading.code}`;
  const text = t(key);
  if (text === key) return undefined;
  // A text naming what only the server knows (which slot, which day) is the server's, filled in.
  return PLACEHOLDER.test(text) ? reading.message : text;
}

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
