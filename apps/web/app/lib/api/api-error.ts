// Without schemas: pages' error boundaries need these, and zod must stay out of the public pages' first visit.

/** An answer of the API's one error shape `{ error: { code, message, fields } }`, or a transport failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** True when the message is the API's own (translated) text, not a transport or parsing failure. */
    readonly fromServer = false,
    /** Seconds from a `Retry-After` header (429 RATE_LIMITED, RESEND_TOO_SOON). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The API answered that it cannot serve now (503: its database is down, and it has logged that once), or
 * could not be reached: worth a retry, not a stack trace per page.
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
