import { describe, expect, it } from 'vitest';
import { cartCount, cartTotal, lineTotal, type OfflineCartLine } from './cart-total.rules';

function line(overrides: Partial<OfflineCartLine>): OfflineCartLine {
  return {
    cartItemId: 'line-1',
    quantity: 1,
    price: 10_000,
    originalPrice: 10_000,
    currency: 'CHF',
    type: 'accessory',
    ...overrides,
  };
}

describe('logged-out cart (spec §4)', () => {
  it('counts and totals an empty cart as 0', () => {
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toEqual({ amount: 0, currency: 'CHF' });
  });

  it('counts lines, not units', () => {
    expect(cartCount([line({ quantity: 3 }), line({ cartItemId: 'line-2', quantity: 2 })])).toBe(2);
  });

  it('charges the first unit at price and the others at originalPrice', () => {
    // 799.– then 2 × 899.– = 2597.–
    expect(lineTotal(line({ quantity: 3, price: 79_900, originalPrice: 89_900 }))).toEqual({
      amount: 259_700,
      currency: 'CHF',
    });
  });

  it('totals several lines as worked out by hand', () => {
    const lines = [
      // Mighty Beast on offer: 5299.– for one unit.
      line({ cartItemId: 'bike', type: 'mighty_beast', quantity: 1, price: 529_900, originalPrice: 549_900 }),
      // Two bags at 49.50: 49.50 + 1 × 49.50 = 99.–
      line({ cartItemId: 'bag', quantity: 2, price: 4950, originalPrice: 4950 }),
      // Service attached to the bike, 3 trips, first discounted: 100.– + 2 × 120.– = 340.–
      line({
        cartItemId: 'pick-up',
        type: 'service',
        quantity: 3,
        price: 10_000,
        originalPrice: 12_000,
        attachTo: { vehicleId: 'bike' },
      }),
    ];
    // 5299 + 99 + 340 = 5738.–
    expect(cartTotal(lines)).toEqual({ amount: 573_800, currency: 'CHF' });
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('refuses a quantity of %d', (quantity) => {
    expect(() => cartTotal([line({ quantity })])).toThrow(RangeError);
  });

  it('refuses prices that are not whole centimes', () => {
    expect(() => cartTotal([line({ price: 99.5 })])).toThrow(RangeError);
  });
});
