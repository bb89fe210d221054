import type { z } from '../zod';

/** Root-level issues (not tied to a field) are filed under this path. */
export const FORM_ERROR_PATH = '';

/** Field path as forms and the API's `fields` name it: `email`, `address.city`, `lines.0.quantity`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * spec §5 "each validator shows the first error found": keeps only the first issue per field.
 * Messages are translation keys; the API translates them into `fields`, the forms show them as they are.
 */
export function firstErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = fieldPath(issue.path);
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Empty for a successful parse, so `Object.keys(firstErrors(result)).length === 0` means valid. */
export function firstErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return result.success ? {} : firstErrorsOf(result.error);
}
