import { FREE_TEXT_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import { EmailSchema } from './email.schema';
import { FirstNameSchema, LastNameSchema } from './name.schema';
import { OptionalPhoneNumberSchema, RequiredPhoneNumberSchema } from './phone.schema';
import { multilineText } from './safe-text';
import { formObject, maxLength, requiredText } from './text-rules';

export const SUBJECT_ERRORS = {
  required: 'validation.subject.required',
  maxLength: 'validation.subject.maxLength',
} as const satisfies Record<string, MessageKey>;

export const MESSAGE_ERRORS = {
  required: 'validation.message.required',
  maxLength: 'validation.message.maxLength',
} as const satisfies Record<string, MessageKey>;

/** The maxima are not in the spec: they keep free text bounded on the server. */
export const SubjectSchema = requiredText(SUBJECT_ERRORS.required, [
  maxLength(SUBJECT_MAX_LENGTH, SUBJECT_ERRORS.maxLength),
]);
export const MessageSchema = multilineText(
  requiredText(MESSAGE_ERRORS.required, [maxLength(FREE_TEXT_MAX_LENGTH, MESSAGE_ERRORS.maxLength)]),
);

/**
 * spec §5 Contact form: first name, last name, email (valid), subject, message required; the phone
 * is optional but must be valid when given. The names follow their own rules of spec §5.
 */
export const ContactFormSchema = formObject({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  phoneNumber: OptionalPhoneNumberSchema,
  subject: SubjectSchema,
  message: MessageSchema,
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** spec §3, §5 B2B contact form: name, last name, email, phone, subject, message, all required. */
export const B2bContactFormSchema = formObject({
  name: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  phoneNumber: RequiredPhoneNumberSchema,
  subject: SubjectSchema,
  message: MessageSchema,
});
export type B2bContactForm = z.infer<typeof B2bContactFormSchema>;
