import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { PASSWORD_ERRORS, PasswordSchema, PasswordWithConfirmationSchema } from './password.schema';

const passwordError = (value: unknown) => firstErrors(PasswordSchema.safeParse(value))[''];

describe('password (spec §5)', () => {
  it.each([
    ['ten characters', 'abcdefghij'],
    ['twenty characters', 'abcdefghij0123456789'],
    ['symbols', 'Pa$$w0rd!-_'],
  ])('accepts %s', (_, value) => {
    expect(passwordError(value)).toBeUndefined();
  });

  it.each([
    ['an empty password', '', PASSWORD_ERRORS.required],
    ['a password with a space', 'abcde fghij', PASSWORD_ERRORS.noSpaces],
    ['a short password with a space (spaces come first)', 'a b', PASSWORD_ERRORS.noSpaces],
    ['nine characters', 'abcdefghi', PASSWORD_ERRORS.length],
    ['twenty-one characters', 'abcdefghij0123456789x', PASSWORD_ERRORS.length],
  ])('refuses %s', (_, value, error) => {
    expect(passwordError(value)).toBe(error);
  });
});

describe('password with confirmation (spec §5)', () => {
  it('accepts a confirmation equal to the password', () => {
    const result = PasswordWithConfirmationSchema.safeParse({
      password: 'abcdefghij',
      passwordConfirmation: 'abcdefghij',
    });
    expect(result.success).toBe(true);
  });

  it.each([
    [
      { password: 'abcdefghij', passwordConfirmation: 'abcdefghik' },
      { passwordConfirmation: PASSWORD_ERRORS.mismatch },
    ],
    [
      { password: 'abcdefghij', passwordConfirmation: '' },
      { passwordConfirmation: PASSWORD_ERRORS.confirmationRequired },
    ],
    [{ password: 'short', passwordConfirmation: 'other' }, { password: PASSWORD_ERRORS.length }],
  ])('reports %j as %j', (value, errors) => {
    expect(firstErrors(PasswordWithConfirmationSchema.safeParse(value))).toEqual(errors);
  });
});
