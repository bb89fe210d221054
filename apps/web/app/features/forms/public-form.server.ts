import { FORM_TOKEN_FIELD, FormTokenSchema, HONEYPOT_FIELD } from '@beast/domain/validation/public-form';
import { data } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import type { ApiTransport } from '../../lib/api/api-transport';
import { errorText } from '../../lib/api/error-text';
import type { TFunction } from '../../lib/i18n/translator';

/** What a public form's action answers when the API refused the form: every value kept, the errors to show. */
export interface PublicFormFailure {
  values: Record<string, string>;
  fields: Record<string, string>;
  formError: string | null;
}

/** A token for a form about to be drawn (GET /forms/token): the page's loader asks for it. */
export async function formTokenOf(api: ApiTransport): Promise<string> {
  return (await api.get('/api/forms/token', { schema: FormTokenSchema })).formToken;
}

/** A posted form's fields as text (files are not public forms' business). */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** The visitor's values without the guard's two fields, to give back to the form. */
export function typedValues(fields: Record<string, string>): Record<string, string> {
  const { [HONEYPOT_FIELD]: _trap, [FORM_TOKEN_FIELD]: _token, ...values } = fields;
  return values;
}

/**
 * The answer of a public form's action when its call failed: the page is drawn again with every value
 * kept, each field's message from the server, and the form's message (spec §8: "Form submission failed!"
 * when no field is to blame). Unexpected failures are still answered this way, never by an error page.
 */
export function publicFormFailure(error: unknown, fields: Record<string, string>, t: TFunction) {
  const apiError = error instanceof ApiError ? error : undefined;
  if (!apiError) console.error('[storefront] a public form failed:', error);
  const fieldErrors = apiError?.fields ?? {};
  const formError =
    Object.keys(fieldErrors).length > 0 && apiError?.code === 'VALIDATION_FAILED'
      ? null
      : apiError
        ? errorText(apiError, t)
        : t('errors.FORM_SUBMISSION_FAILED');
  const failure: PublicFormFailure = { values: typedValues(fields), fields: fieldErrors, formError };
  return data(failure, { status: apiError?.status && apiError.status < 500 ? apiError.status : 500 });
}
