import { describe, expect, it } from 'vitest';
import { EMAIL_ERRORS, EmailSchema } from './email.schema';
import { firstErrors } from './first-errors';

const emailError = (value: unknown) => firstErrors(EmailSchema.safeParse(value))[''];
const localPart = (length: number) => 'a'.repeat(length);

describe('email (spec §5)', () => {
  it.each([
    ['a plain address', 'anna@example.ch'],
    ['a sub-domain and a plus tag', 'anna.muller+shop@mail.example.com'],
    ['exactly 128 characters', `${localPart(128 - '@example.ch'.length)}@example.ch`],
  ])('accepts %s', (_, value) => {
    expect(emailError(value)).toBeUndefined();
  });

  it.each([
    ['an empty email', '', EMAIL_ERRORS.required],
    ['an email without @', 'anna.example.ch', EMAIL_ERRORS.invalid],
    ['an email without a domain suffix', 'anna@example', EMAIL_ERRORS.invalid],
    ['an email with a space', 'anna @example.ch', EMAIL_ERRORS.invalid],
    ['129 characters', `${localPart(129 - '@example.ch'.length)}@example.ch`, EMAIL_ERRORS.maxLength],
    ['a long malformed email as malformed first', `${localPart(200)}`, EMAIL_ERRORS.invalid],
  ])('refuses %s', (_, value, error) => {
    expect(emailError(value)).toBe(error);
  });
});
