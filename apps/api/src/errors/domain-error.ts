import { ERROR_STATUS, type ErrorCode } from '@beast/domain/errors/error-codes';

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
  ) {
    super(code);
    this.name = 'DomainError';
    this.status = ERROR_STATUS[code];
  }
}
