import type { z } from '../zod';
import { TermsAcceptanceSchema } from './consent.schema';
import { EmailSchema } from './email.schema';
import { formObject } from './text-rules';

/** spec §5 Newsletter: email required and valid; agreement to the terms required. */
export const NewsletterSchema = formObject({
  email: EmailSchema,
  acceptTerms: TermsAcceptanceSchema,
});
export type Newsletter = z.infer<typeof NewsletterSchema>;
