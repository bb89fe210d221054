import { describe, expect, it } from 'vitest';
import { MemoryStorage, cartProduct as product } from './cart.fixtures';
import {
  addOfflineLine,
  type CartProduct,
  type OfflineLine,
  offlineLineTotal,
  offlineTotals,
  readOfflineCart,
  removeOfflineLine,
  setOfflineCoupon,
  setOfflineQuantity,
  writeOfflineCart,
} from './offline-cart';

const bike = product({ id: 1, type: 'mighty_beast', price: 529_900, originalPrice: 549_900 });
const bag = product({ id: 2, type: 'accessory', price: 4950, originalPrice: 4950 });
const pickUp = product({ id: 3, type: 'service', price: 12_000, originalPrice: 12_000 });
const xplorer = product({ id: 4, type: 'xplorer_beast', limitedEdition: { size: 100, remaining: 2 } });

function fill(): OfflineLine[] {
  let lines = addOfflineLine([], bike, {}, 'bike').lines;
  lines = addOfflineLine(lines, bag, {}, 'bag').lines;
  return addOfflineLine(lines, pickUp, { attachTo: { vehicleId: 'bike' } }, 'pick-up').lines;
}

describe('offline cart (spec §4 "Cart, logged out")', () => {
  it('starts a new item at quantity 1', () => {
    const { lines } = addOfflineLine([], bag, {}, 'bag');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ cartItemId: 'bag', productId: 2, quantity: 1, price: 4950 });
  });

  it('adds a unit to the line of the same product (as the server merges), not a second line', () => {
    const once = addOfflineLine([], bag, {}, 'bag').lines;
    const twice = addOfflineLine(once, bag, {}, 'other-id');
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]?.quantity).toBe(2);
    expect(twice.lineId).toBe('bag');
  });

  it('keeps different configurator options on lines of their own', () => {
    const one = addOfflineLine([], bike, { configuratorOptions: { color: 'red' } }, 'a').lines;
    expect(addOfflineLine(one, bike, { configuratorOptions: { color: 'blue' } }, 'b').lines).toHaveLength(2);
  });

  it('counts lines, not units, and totals originalPrice × (quantity − 1) + price per line', () => {
    let lines = fill();
    lines = setOfflineQuantity(lines, 'bag', 2).lines;
    const totals = offlineTotals(lines);
    expect(totals.count).toBe(3);
    // 5299.– + (49.50 + 49.50) + 120.– = 5518.–
    expect(totals.totalPrice).toEqual({ amount: 551_800, currency: 'CHF' });
    expect(totals.vat.ratePermille).toBe(81);
    expect(totals.vat.amount.amount).toBe(Math.round((551_800 * 81) / 1081));
  });

  it('adds the fees of every bike unit to the spec §4 total of the goods, as lines of their own', () => {
    const fees = [
      { kind: 'assembly', price: 14_900 },
      { kind: 'delivery', price: 0 },
    ] as const;
    const feeBike = product({ id: 9, type: 'mighty_beast', packageFees: [...fees] });
    let lines = addOfflineLine([], feeBike, {}, 'bike').lines;
    lines = addOfflineLine(lines, bag, {}, 'bag').lines;
    lines = setOfflineQuantity(lines, 'bike', 2).lines;
    const totals = offlineTotals(lines);
    const goods = lines.reduce((sum, line) => sum + offlineLineTotal(line), 0);
    expect(totals.goodsTotal.amount).toBe(goods);
    expect(totals.fees.map((fee) => [fee.kind, fee.quantity, fee.total.amount])).toEqual([
      ['assembly', 2, 29_800],
      ['delivery', 2, 0],
    ]);
    expect(totals.totalPrice.amount).toBe(goods + 29_800);
    expect(totals.vat.amount.amount).toBe(Math.round(((goods + 29_800) * 81) / 1081));
  });

  it('counts a line stored before fees were kept at its goods price', () => {
    const { packageFees: _none, ...older } = bike;
    const lines = addOfflineLine([], older as CartProduct, {}, 'bike').lines;
    expect(offlineTotals(lines).totalPrice.amount).toBe(bike.price);
  });

  it('raises the vehicle’s attachedServiceQuantity when a service is attached, and lowers it on delete', () => {
    const lines = fill();
    expect(lines.find((line) => line.cartItemId === 'bike')?.attachedServiceQuantity).toBe(1);
    const after = removeOfflineLine(lines, 'pick-up').lines;
    expect(after.find((line) => line.cartItemId === 'bike')?.attachedServiceQuantity).toBe(0);
  });

  it('removes the services attached to a bike with the bike', () => {
    const after = removeOfflineLine(fill(), 'bike').lines;
    expect(after.map((line) => line.cartItemId)).toEqual(['bag']);
  });

  it('refuses to attach anything but a service, or to anything but a bike line', () => {
    const lines = fill();
    expect(addOfflineLine(lines, bag, { attachTo: { vehicleId: 'bike' } }).error).toBe('ATTACH_TO_INVALID');
    expect(addOfflineLine(lines, pickUp, { attachTo: { vehicleId: 'bag' } }).error).toBe('ATTACH_TO_INVALID');
  });

  it('empties the cart when the last line is deleted', () => {
    const storage = new MemoryStorage();
    const one = addOfflineLine([], bag, {}, 'bag').lines;
    writeOfflineCart(one, storage);
    const { lines } = removeOfflineLine(one, 'bag');
    writeOfflineCart(lines, storage);
    expect(lines).toEqual([]);
    expect(storage.getItem('offlineCart')).toBeNull();
    expect(offlineTotals(lines)).toMatchObject({ count: 0, totalPrice: { amount: 0 } });
  });

  it('survives a reload: what is written is read back', () => {
    const storage = new MemoryStorage();
    const lines = fill();
    writeOfflineCart(lines, storage);
    expect(readOfflineCart(storage)).toEqual(lines);
  });

  it('reads an unreadable entry as an empty cart', () => {
    const storage = new MemoryStorage();
    storage.setItem('offlineCart', '{not json');
    expect(readOfflineCart(storage)).toEqual([]);
  });

  it('keeps a quantity between 1 and 10, and a limited edition within what is left', () => {
    const lines = addOfflineLine([], bag, {}, 'bag').lines;
    expect(setOfflineQuantity(lines, 'bag', 11).error).toBe('MAX_QUANTITY');
    expect(setOfflineQuantity(lines, 'bag', 0).error).toBe('MAX_QUANTITY');
    expect(setOfflineQuantity(lines, 'bag', 10).lines[0]?.quantity).toBe(10);
    let edition = addOfflineLine([], xplorer, {}, 'x').lines;
    edition = addOfflineLine(edition, xplorer).lines;
    expect(edition[0]?.quantity).toBe(2);
    expect(addOfflineLine(edition, xplorer).error).toBe('OUT_OF_STOCK');
    expect(setOfflineQuantity(edition, 'x', 3).error).toBe('OUT_OF_STOCK');
  });

  it('cannot add a limited edition that is sold out', () => {
    const soldOut = product({ id: 5, type: 'circular_edition', limitedEdition: { size: 220, remaining: 0 } });
    expect(addOfflineLine([], soldOut).error).toBe('OUT_OF_STOCK');
  });

  it('subtracts a coupon: min(discount per unit × quantity, line total)', () => {
    let lines = addOfflineLine([], bag, {}, 'bag').lines;
    lines = setOfflineQuantity(lines, 'bag', 2).lines;
    lines = setOfflineCoupon(lines, 'bag', { couponName: 'WELCOME10', discount: 495 });
    const line = lines[0] as OfflineLine;
    expect(offlineLineTotal(line)).toBe(9900 - 990);
    expect(offlineTotals(lines).discountTotal.amount).toBe(990);
    const capped = setOfflineCoupon(lines, 'bag', { couponName: 'BIG', discount: 100_000 })[0] as OfflineLine;
    expect(offlineLineTotal(capped)).toBe(0);
    expect(offlineLineTotal(setOfflineCoupon(lines, 'bag', null)[0] as OfflineLine)).toBe(9900);
  });
});
