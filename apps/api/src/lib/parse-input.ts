import { firstErrorsOf } from '@beast/domain/validation/first-errors';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { hasMessage } from '../i18n/translate';

/**
 * Parses a use case's input with its domain schema, or refuses it the way a route refuses a body: a
 * VALIDATION_FAILED whose fields hold message keys, translated by the error handler (zod's own English
 * messages become `validation.invalid`).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.entries(firstErrorsOf(result.error)).map(([field, key]) => [
    field || 'body',
    hasMessage(key) ? key : 'validation.invalid',
  ]);
  throw new DomainError('VALIDATION_FAILED', Object.fromEntries(fields));
}
