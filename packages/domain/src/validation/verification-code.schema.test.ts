import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { CodeVerificationSchema, VERIFICATION_CODE_ERRORS, VerificationCodeSchema } from './verification-code.schema';

describe('verification code (spec §5)', () => {
  it('accepts six digits', () => {
    expect(VerificationCodeSchema.safeParse('012345').success).toBe(true);
  });

  it.each([
    ['an empty code', '', VERIFICATION_CODE_ERRORS.required],
    ['five digits', '12345', VERIFICATION_CODE_ERRORS.format],
    ['seven digits', '1234567', VERIFICATION_CODE_ERRORS.format],
    ['letters', '12345a', VERIFICATION_CODE_ERRORS.format],
  ])('refuses %s', (_, value, error) => {
    expect(firstErrors(VerificationCodeSchema.safeParse(value))['']).toBe(error);
  });

  it('verifies a code together with its email', () => {
    expect(CodeVerificationSchema.safeParse({ email: 'anna@example.ch', code: '123456' }).success).toBe(true);
  });
});
