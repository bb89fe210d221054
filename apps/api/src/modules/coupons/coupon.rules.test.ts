import { describe, expect, it } from 'vitest';
import { type Coupon, couponRefusal, lineDiscount, unitDiscount } from './coupon.rules';

const NOW = new Date('2026-05-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'TEST',
    percentOff: 10,
    amountOff: null,
    scope: 'all',
    scopeProductTypes: null,
    scopeProductIds: null,
    validFrom: new Date(NOW.getTime() - DAY),
    validUntil: new Date(NOW.getTime() + DAY),
    maxRedemptions: null,
    perCustomerLimit: null,
    isActive: true,
    createdAt: NOW,
    ...overrides,
  };
}

const helmet = { id: 7, type: 'accessory' as const, price: 15000 };
const unused = { total: 0, byCustomer: 0 };

describe('couponRefusal (spec §5 Coupon: invalid or expired)', () => {
  it('accepts a live coupon for every product', () => {
    expect(couponRefusal(coupon(), helmet, unused, NOW)).toBeUndefined();
  });

  it.each([
    ['not yet valid', { validFrom: new Date(NOW.getTime() + 1000) }],
    ['past its end', { validUntil: new Date(NOW.getTime() - 1000) }],
  ])('says expired when %s', (_, overrides) => {
    expect(couponRefusal(coupon(overrides), helmet, unused, NOW)).toBe('COUPON_EXPIRED');
  });

  it('keeps a coupon without an end date valid', () => {
    expect(couponRefusal(coupon({ validUntil: null }), helmet, unused, NOW)).toBeUndefined();
  });

  it.each([
    ['switched off', coupon({ isActive: false }), unused],
    ['for other product types', coupon({ scope: 'product_types', scopeProductTypes: ['service'] }), unused],
    ['for other products', coupon({ scope: 'products', scopeProductIds: [8, 9] }), unused],
    ['used up', coupon({ maxRedemptions: 3 }), { total: 3, byCustomer: 0 }],
    ['at the customer’s own limit', coupon({ perCustomerLimit: 1 }), { total: 1, byCustomer: 1 }],
  ])('says invalid when %s', (_, candidate, usage) => {
    expect(couponRefusal(candidate, helmet, usage, NOW)).toBe('COUPON_INVALID');
  });

  it('applies within its type and product lists, and below its caps', () => {
    const byType = coupon({ scope: 'product_types', scopeProductTypes: ['accessory', 'service'] });
    const byId = coupon({ scope: 'products', scopeProductIds: [7] });
    const capped = coupon({ maxRedemptions: 3, perCustomerLimit: 2 });
    expect(couponRefusal(byType, helmet, unused, NOW)).toBeUndefined();
    expect(couponRefusal(byId, helmet, unused, NOW)).toBeUndefined();
    expect(couponRefusal(capped, helmet, { total: 2, byCustomer: 1 }, NOW)).toBeUndefined();
  });
});

describe('unitDiscount and lineDiscount', () => {
  it('rounds a percentage to the centime', () => {
    expect(unitDiscount({ percentOff: 15, amountOff: null }, 1999)).toBe(300); // 299.85
    expect(unitDiscount({ percentOff: 10, amountOff: null }, 1995)).toBe(200); // 199.5 rounds up
    expect(unitDiscount({ percentOff: 100, amountOff: null }, 15000)).toBe(15000);
  });

  it('never takes more than the unit price off', () => {
    expect(unitDiscount({ percentOff: null, amountOff: 20000 }, 549900)).toBe(20000);
    expect(unitDiscount({ percentOff: null, amountOff: 20000 }, 15000)).toBe(15000);
  });

  it('discounts every unit of a line, never below zero', () => {
    expect(lineDiscount(20000, 2, 829800)).toBe(40000);
    expect(lineDiscount(15000, 3, 40000)).toBe(40000);
  });
});
