/**
 * The closed list of error codes the API answers with (ARCHITECTURE: one error shape).
 * The storefront shows the translation `errors.<CODE>`, falling back to the server's message (spec §8).
 * Each feature adds its codes here, with their HTTP status, and their texts to the message catalogues.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
}
