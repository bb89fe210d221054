import { describe, expect, it } from 'vitest';
import type { PackageFee } from '../catalog/product.schema';
import { chf } from '../money/money';
import { includedVat } from '../money/vat';
import { cartAmounts, feeLines, feesPerUnit, groupFees, mandatoryFees, priceToPay } from './price-to-pay.rules';

const fees: PackageFee[] = [
  { kind: 'assembly', price: 14_900 },
  { kind: 'circulation', price: 9_900 },
  { kind: 'delivery', price: 0 },
  { kind: 'firstService', price: 17_500 },
  { kind: 'cleaning', price: 4_900 },
];
const bike = { type: 'mighty_beast', price: 549_900, packageFees: fees };

describe('the price to pay for a bike (Price Indication Ordinance)', () => {
  it('adds every fee the bike always carries to its price', () => {
    expect(feesPerUnit(bike)).toBe(14_900 + 9_900 + 17_500 + 4_900);
    expect(priceToPay(bike)).toBe(549_900 + 14_900 + 9_900 + 17_500 + 4_900);
  });

  it('leaves the price of accessories and services alone, whatever fees their record holds', () => {
    expect(mandatoryFees({ type: 'accessory', price: 4_900, packageFees: fees })).toEqual([]);
    expect(priceToPay({ type: 'service', price: 17_500, packageFees: fees })).toBe(17_500);
  });

  it('counts a bike without known fees at its price', () => {
    expect(priceToPay({ type: 'classy_beast', price: 399_900 })).toBe(399_900);
  });

  it('charges the fees for every unit of a line', () => {
    const lines = feeLines(bike, 3);
    expect(lines.map((line) => line.kind)).toEqual(['assembly', 'circulation', 'delivery', 'firstService', 'cleaning']);
    for (const line of lines) expect(line.total.amount).toBe(line.unitPrice.amount * 3);
  });
});

describe('grouping fee lines', () => {
  it('joins lines of the same kind and unit price and keeps different prices apart, in spec §3 order', () => {
    const grouped = groupFees([
      ...feeLines({ ...bike, packageFees: [{ kind: 'cleaning', price: 4_900 }] }, 1),
      ...feeLines({ ...bike, packageFees: [{ kind: 'assembly', price: 19_900 }] }, 1),
      ...feeLines({ ...bike, packageFees: [{ kind: 'assembly', price: 14_900 }] }, 2),
      ...feeLines({ ...bike, packageFees: [{ kind: 'assembly', price: 14_900 }] }, 1),
    ]);
    expect(grouped.map((line) => [line.kind, line.unitPrice.amount, line.quantity, line.total.amount])).toEqual([
      ['assembly', 14_900, 3, 44_700],
      ['assembly', 19_900, 1, 19_900],
      ['cleaning', 4_900, 1, 4_900],
    ]);
  });
});

describe('the cart total with fees', () => {
  it('is the goods after coupons plus the fees of every bike unit, VAT included', () => {
    const amounts = cartAmounts([
      { lineTotal: 1_099_800, couponDiscount: null, fees: feeLines(bike, 2) },
      { lineTotal: 9_000, couponDiscount: 900, fees: [] },
    ]);
    const feesOfTwo = 2 * feesPerUnit(bike);
    expect(amounts.goodsTotal).toEqual(chf(1_108_800));
    expect(amounts.feesTotal).toEqual(chf(feesOfTwo));
    expect(amounts.totalPrice).toEqual(chf(1_108_800 + feesOfTwo));
    expect(amounts.discountTotal).toEqual(chf(900));
    expect(amounts.vat.amount).toEqual(includedVat(amounts.totalPrice));
    expect(amounts.count).toBe(2);
  });

  it('is zero for an empty cart', () => {
    expect(cartAmounts([]).totalPrice).toEqual(chf(0));
  });
});
