import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import { formObject, lengthBetween, noSpaces, requiredText } from './text-rules';

/** spec §5 Password: required; no spaces; 10 to 20 characters; the confirmation must equal it. */
export const PASSWORD_ERRORS = {
  required: 'validation.password.required',
  noSpaces: 'validation.password.noSpaces',
  length: 'validation.password.length',
  mismatch: 'validation.password.mismatch',
  confirmationRequired: 'validation.passwordConfirmation.required',
} as const satisfies Record<string, MessageKey>;

export const PasswordSchema = requiredText(PASSWORD_ERRORS.required, [
  noSpaces(PASSWORD_ERRORS.noSpaces),
  lengthBetween(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_ERRORS.length),
]);

/** Signing in checks presence only: the length rules are for choosing a password, not for typing an old one. */
export const CurrentPasswordSchema = requiredText(PASSWORD_ERRORS.required);

const PasswordConfirmationSchema = requiredText(PASSWORD_ERRORS.confirmationRequired);

export const PASSWORD_FIELDS = { password: PasswordSchema, passwordConfirmation: PasswordConfirmationSchema };

interface PasswordPair {
  password?: unknown;
  passwordConfirmation?: unknown;
}

/**
 * The mismatch rule for any object holding `password` and `passwordConfirmation`.
 * It runs as soon as both fields are valid on their own, even when other fields of the form are not,
 * so the user sees "passwords do not match" together with the other errors.
 */
export function passwordsMustMatch<T extends z.ZodType<PasswordPair>>(schema: T): T {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    error: PASSWORD_ERRORS.mismatch,
    path: ['passwordConfirmation'],
    when: (payload) => bothPasswordsValid(payload.value),
  });
}

function bothPasswordsValid(value: unknown): boolean {
  const pair = (value ?? {}) as PasswordPair;
  return (
    PasswordSchema.safeParse(pair.password).success &&
    PasswordConfirmationSchema.safeParse(pair.passwordConfirmation).success
  );
}

/** New-password forms (registration, password reset). */
export const PasswordWithConfirmationSchema = passwordsMustMatch(formObject(PASSWORD_FIELDS));
export type PasswordWithConfirmation = z.infer<typeof PasswordWithConfirmationSchema>;
