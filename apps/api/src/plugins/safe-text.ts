import { unsafeTextFields } from '@beast/domain/validation/safe-text';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';

type Part = 'params' | 'querystring' | 'headers' | 'body';
const VALUES: Record<Part, (request: FastifyRequest) => unknown> = {
  params: (request) => request.params,
  querystring: (request) => request.query,
  headers: (request) => request.headers,
  body: (request) => request.body,
};

/**
 * Every API route's input passes the domain's safe-text rule before its own schema: a NUL, a control character
 * or a lone surrogate in a path parameter, the query, a declared header or the body (nested values and keys
 * too) answers 400 naming each such field, and never reaches the database. A hook on the whole `/api` scope,
 * so no route can forget it; the route's schemas tell which text may span lines.
 */
export function refuseUnsafeText(api: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request on the hot path (decision 11).
  api.addHook('preValidation', (request, _reply, done) => {
    try {
      const fields = unsafeFieldsOf(request);
      done(Object.keys(fields).length > 0 ? new DomainError('VALIDATION_FAILED', fields) : undefined);
    } catch (error) {
      done(error as Error);
    }
  });
}

function unsafeFieldsOf(request: FastifyRequest): Record<string, string> {
  const schema = (request.routeOptions.schema ?? {}) as FastifySchema;
  const fields: Record<string, string> = {};
  for (const part of Object.keys(VALUES) as Part[]) {
    // Headers are checked where the route reads them; the others whatever the route declares.
    if (part === 'headers' && schema.headers === undefined) continue;
    const unsafe = unsafeTextFields(schema[part] as z.core.$ZodType | undefined, VALUES[part](request));
    for (const [path, key] of Object.entries(unsafe)) fields[path || part] ??= key;
  }
  return fields;
}
