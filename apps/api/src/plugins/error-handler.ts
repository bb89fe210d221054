import type { ApiErrorBody, ErrorCode } from '@beast/domain/errors/error-codes';
import { interpolate, type PlaceholderValues } from '@beast/domain/i18n/interpolate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseOutages, isDatabaseUnreachable } from '../db/outage';
import { DomainError } from '../errors/domain-error';
import { hasMessage, translate } from '../i18n/translate';
import { hangUpAfterAnswer } from '../lib/upload-limit';

/**
 * The one error handler: every failure leaves the API as `{ error: { code, message, fields } }`,
 * translated into the request's language. Unexpected errors are logged with the request id and
 * answer a generic 500: no stack, SQL or internal text reaches a client. A database that cannot be
 * reached answers 503 with Retry-After (the request may succeed later), logged once per outage.
 */
export function registerErrorHandler(app: FastifyInstance, outages?: Pick<DatabaseOutages, 'unreachable'>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.status, error.code, error.fields, error.values?.(request.locale));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        const message = issue.message ?? '';
        fields[field] ??= hasMessage(message) ? message : 'validation.invalid';
      }
      return sendError(request, reply, 400, 'VALIDATION_FAILED', fields);
    }
    if (error.statusCode === 429) return sendError(request, reply, 429, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a body too large, an unsupported media type…: the client's fault, said plainly.
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, error.statusCode, 'VALIDATION_FAILED');
    }
    if (isDatabaseUnreachable(error)) {
      outages?.unreachable(error);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, 500, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'ROUTE_NOT_FOUND'));
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fieldKeys?: Record<string, string>,
  values: PlaceholderValues = {},
) {
  const body: ApiErrorBody = {
    error: {
      code,
      message: interpolate(translate(request.locale, `errors.${code}`), values),
      ...(fieldKeys && { fields: translateFields(request, fieldKeys, values) }),
      ...(status >= 500 && { requestId: request.id }),
    },
  };
  // A body too large is answered before it is read, and the rest is not read either.
  if (status === 413) {
    reply.header('connection', 'close');
    hangUpAfterAnswer(request);
  }
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

function translateFields(
  request: FastifyRequest,
  keys: Record<string, string>,
  values: PlaceholderValues,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, interpolate(translate(request.locale, key), values)]),
  );
}
