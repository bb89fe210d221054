import { CURRENCY, type Currency } from '../constants/business';
import { addMoney, chf, type Money, multiplyMoney, sumMoney } from '../money/money';

/** A line of the logged-out (offline) cart kept in the browser (spec §3 Cart item, §4 Cart, logged out). */
export interface OfflineCartLine {
  cartItemId: string;
  quantity: number;
  /** Price of one unit now, in centimes (a discounted price when an offer applies). */
  price: number;
  /** Price of one unit before any offer, in centimes. */
  originalPrice: number;
  currency: Currency;
  type: string;
  attachTo?: { vehicleId: string };
  attachedServiceQuantity?: number;
}

/** spec §4: a new item starts at quantity 1, and a quantity is always a whole number of units. */
function assertQuantity(line: OfflineCartLine): void {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`Cart line ${line.cartItemId} has quantity ${line.quantity}; it must be a whole number ≥ 1`);
  }
}

function assertCurrency(line: OfflineCartLine): void {
  if (line.currency !== CURRENCY) throw new RangeError(`Cart line ${line.cartItemId} is in ${line.currency}, not CHF`);
}

/** spec §4: the count equals the number of lines, not the number of units. */
export function cartCount(lines: readonly OfflineCartLine[]): number {
  return lines.length;
}

/**
 * spec §4, taken literally: "the sum over lines of originalPrice times (quantity-1) plus price".
 * So the first unit of a line costs `price` and every further unit `originalPrice`: an offer price
 * applies to one unit only. The server's cart (logged in) computes its own total.
 */
export function lineTotal(line: OfflineCartLine): Money {
  assertQuantity(line);
  assertCurrency(line);
  return addMoney(multiplyMoney(chf(line.originalPrice), line.quantity - 1), chf(line.price));
}

export function cartTotal(lines: readonly OfflineCartLine[]): Money {
  return sumMoney(lines.map(lineTotal));
}
