import { describe, expect, it } from 'vitest';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';
import { LoginSchema } from './login.schema';
import { PASSWORD_ERRORS } from './password.schema';

describe('login (spec §4)', () => {
  it('accepts an email and any non-empty password, since an old password may predate the length rules', () => {
    expect(LoginSchema.safeParse({ email: 'anna@example.ch', password: 'short' }).success).toBe(true);
  });

  it.each([
    ['an empty form', {}, { email: EMAIL_ERRORS.required, password: PASSWORD_ERRORS.required }],
    ['an invalid email', { email: 'anna', password: 'x' }, { email: EMAIL_ERRORS.invalid }],
  ])('refuses %s', (_, value, errors) => {
    expect(firstErrors(LoginSchema.safeParse(value))).toEqual(errors);
  });
});
