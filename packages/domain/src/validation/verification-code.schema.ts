import { VERIFICATION_CODE_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import { EmailSchema } from './email.schema';
import { formObject, matches, requiredText } from './text-rules';

/** spec §5 Verification code: required; ARCHITECTURE: one-time codes are 6 digits. */
export const VERIFICATION_CODE_ERRORS = {
  required: 'validation.verificationCode.required',
  format: 'validation.verificationCode.format',
} as const satisfies Record<string, MessageKey>;

export const VerificationCodeSchema = requiredText(VERIFICATION_CODE_ERRORS.required, [
  matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), VERIFICATION_CODE_ERRORS.format),
]);

/** spec §4: login or password reset by a code sent to the email, then verified. */
export const CodeRequestSchema = formObject({ email: EmailSchema });
export const CodeVerificationSchema = formObject({ email: EmailSchema, code: VerificationCodeSchema });
export type CodeVerification = z.infer<typeof CodeVerificationSchema>;
