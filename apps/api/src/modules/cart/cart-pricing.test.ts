import { describe, expect, it } from 'vitest';
import { priceLine } from './cart-pricing';

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
