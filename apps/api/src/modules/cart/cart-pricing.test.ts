import { describe, expect, it } from 'vitest';
import { cartTotals, priceLine } from './cart-pricing';

const classy = { cartItemId: 1, type: 'classy_beast', price: 399900, originalPrice: 429900 };

describe('priceLine (spec §4 line rule, then the coupon)', () => {
  it('charges the first unit at the price and the others at the original price', () => {
    expect(priceLine({ ...classy, quantity: 1 })).toEqual({ couponDiscount: null, lineTotal: 399900 });
    expect(priceLine({ ...classy, quantity: 2 })).toEqual({ couponDiscount: null, lineTotal: 829800 });
  });

  it('takes the coupon off every unit', () => {
    expect(priceLine({ ...classy, quantity: 2, unitDiscount: 20000 })).toEqual({
      couponDiscount: 40000,
      lineTotal: 789800,
    });
  });

  it('refuses a quantity that is not a whole number of units', () => {
    expect(() => priceLine({ ...classy, quantity: 0 })).toThrow(RangeError);
    expect(() => priceLine({ ...classy, quantity: 1.5 })).toThrow(RangeError);
  });
});

describe('cartTotals', () => {
  it('counts lines, sums totals and discounts, and shows the VAT included (8.1 %)', () => {
    const totals = cartTotals([
      { couponDiscount: 40000, lineTotal: 789800 },
      { couponDiscount: 1750, lineTotal: 15750 },
      { couponDiscount: null, lineTotal: 0 },
    ]);
    expect(totals).toEqual({
      count: 3,
      totalPrice: { amount: 805550, currency: 'CHF' },
      discountTotal: { amount: 41750, currency: 'CHF' },
      // 805550 × 81 / 1081 = 60360.4…
      vat: { ratePermille: 81, amount: { amount: 60360, currency: 'CHF' } },
    });
  });

  it('answers zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      count: 0,
      totalPrice: { amount: 0, currency: 'CHF' },
      discountTotal: { amount: 0, currency: 'CHF' },
      vat: { ratePermille: 81, amount: { amount: 0, currency: 'CHF' } },
    });
  });
});
