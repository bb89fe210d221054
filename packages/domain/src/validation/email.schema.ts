import { EMAIL_MAX_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { matches, maxLength, requiredText } from './text-rules';

/** spec §5 Email: required; valid format; at most 128 characters. */
export const EMAIL_ERRORS = {
  required: 'validation.email.required',
  invalid: 'validation.email.invalid',
  maxLength: 'validation.email.maxLength',
} as const satisfies Record<string, MessageKey>;

/** zod's own email pattern (the one behind `z.email()`), kept here so the rule order stays the spec's. */
export const EmailSchema = requiredText(EMAIL_ERRORS.required, [
  matches(z.regexes.email, EMAIL_ERRORS.invalid),
  maxLength(EMAIL_MAX_LENGTH, EMAIL_ERRORS.maxLength),
]);
