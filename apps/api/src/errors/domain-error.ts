import { ERROR_STATUS, type ErrorCode } from '@beast/domain/errors/error-codes';
import type { PlaceholderValues } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';

/** What fills an error's `{{placeholders}}`: a day, say, written the way the request's language writes it. */
export type ErrorValues = (locale: Locale) => PlaceholderValues;

/**
 * The one error type services throw. The error handler turns it into the API's error shape,
 * translating `errors.<code>` (and each field's message key) into the request's language.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    /** For 429 answers: when the client may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Fills the placeholders of the message and of the fields' messages (which slot is full, which day). */
    readonly values?: ErrorValues,
  ) {
    super(code);
    this.name = 'DomainError';
    this.status = ERROR_STATUS[code];
  }
}
