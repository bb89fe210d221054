import { describe, expect, it } from 'vitest';
import { COUPON_ERRORS, CouponCodeRequestSchema, CouponCodeSchema } from './coupon.schema';
import { firstErrors } from './first-errors';

describe('coupon code (spec §5)', () => {
  it.each([['SPRING24'], ['beast-friends'], ['VIP_2025'], ['ABC']])('accepts %j', (value) => {
    expect(CouponCodeSchema.safeParse(value).success).toBe(true);
  });

  it('drops the spaces around a pasted code', () => {
    expect(CouponCodeSchema.parse('  SPRING24 ')).toBe('SPRING24');
  });

  it.each([
    ['an empty code', '', COUPON_ERRORS.required],
    ['only spaces', '   ', COUPON_ERRORS.required],
    ['two characters', 'AB', COUPON_ERRORS.invalid],
    ['an inner space', 'SPRING 24', COUPON_ERRORS.invalid],
    ['punctuation', 'SPRING24!', COUPON_ERRORS.invalid],
    ['33 characters', 'A'.repeat(33), COUPON_ERRORS.invalid],
  ])('refuses %s', (_, value, error) => {
    expect(firstErrors(CouponCodeSchema.safeParse(value))['']).toBe(error);
  });
});

describe('a coupon code in a request', () => {
  it('takes what was typed, trimmed, even what cannot be a code: the server answers it is not found', () => {
    expect(CouponCodeRequestSchema.parse(' SPRING24 ')).toBe('SPRING24');
    expect(CouponCodeRequestSchema.parse('no such code!')).toBe('no such code!');
  });

  it('refuses an empty code and one longer than any code', () => {
    expect(CouponCodeRequestSchema.safeParse('   ').success).toBe(false);
    expect(CouponCodeRequestSchema.safeParse('A'.repeat(33)).success).toBe(false);
  });
});
