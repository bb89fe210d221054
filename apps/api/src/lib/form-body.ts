import { nullToEmpty } from '@beast/domain/validation/nullable';
import type { FastifyRequest } from 'fastify';

/**
 * spec §5: forms send empty fields as null; the server reads them as empty before validating with the
 * very schemas the forms use (a preValidation hook).
 */
export async function nullsAsEmpty(request: FastifyRequest): Promise<void> {
  if (isPlainObject(request.body)) request.body = nullToEmpty(request.body);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
