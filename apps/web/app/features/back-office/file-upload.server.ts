import { CATALOGUE_UPLOAD_FIELD } from '@beast/domain/staff/catalogue-api.schema';
import type { z } from '@beast/domain/zod';
import { ApiError } from '../../lib/api/api-error';
import type { BackOfficeApi } from './back-office-api.server';

/**
 * One file of a posted form handed on to an API upload, which checks it by its content and stores it. An
 * empty file field is sent empty, for the API to name; a refusal belongs to the form's field it came from.
 */
export async function uploadFormFile<T>(
  api: BackOfficeApi,
  {
    form,
    field,
    path,
    csrfToken,
    schema,
  }: { form: FormData; field: string; path: string; csrfToken: string | undefined; schema: z.ZodType<T> },
): Promise<T> {
  const file = form.get(field);
  const body = new FormData();
  if (file instanceof File && file.size > 0) body.append(CATALOGUE_UPLOAD_FIELD, file, file.name);
  try {
    return await api.change('POST', path, { body, csrfToken, schema });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    const fields = { ...error.fields, [field]: error.message };
    throw new ApiError(error.status, error.code, error.message, fields, error.fromServer);
  }
}

/** Whether the form carries a file in that field (an empty file field posts a nameless empty file). */
export function hasFile(form: FormData, field: string): boolean {
  const file = form.get(field);
  return file instanceof File && file.size > 0;
}
