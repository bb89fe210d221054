import { z } from '../zod';

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from './public-form-names';

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD };

/** The two fields, to `.extend()` a public form's request body with (they show in the OpenAPI document). */
export const PUBLIC_FORM_FIELDS = {
  [HONEYPOT_FIELD]: z.string().max(500).optional().describe('Leave empty: a field only robots fill'),
  [FORM_TOKEN_FIELD]: z.string().max(200).describe('From GET /forms/token, taken when the form was shown'),
} as const;

/** GET /forms/token's answer. */
export const FormTokenSchema = z.object({
  formToken: z.string().describe('Send it back with the form, with the empty `website` field'),
});

export interface PublicFormFields {
  website?: string;
  formToken: string;
}
