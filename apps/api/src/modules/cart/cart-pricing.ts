import { lineTotal } from '@beast/domain/cart/cart-total.rules';
import { CURRENCY } from '@beast/domain/constants/business';
import { lineDiscount } from '../coupons/coupon.rules';

/** A cart line with the catalogue's prices of its product, in centimes. */
export interface LineToPrice {
  cartItemId: number;
  type: string;
  quantity: number;
  price: number;
  originalPrice: number;
  /** The discount of the line's coupon on one unit; absent without a usable coupon. */
  unitDiscount?: number;
}

export interface PricedLine {
  couponDiscount: number | null;
  lineTotal: number;
}

/**
 * spec §4 line rule, the same one the logged-out cart uses (first unit at `price`, the others at
 * `originalPrice`), so a cart does not change price when the guest signs in; then minus the coupon.
 */
export function priceLine(line: LineToPrice): PricedLine {
  const before = lineTotal({
    cartItemId: String(line.cartItemId),
    quantity: line.quantity,
    price: line.price,
    originalPrice: line.originalPrice,
    currency: CURRENCY,
    type: line.type,
  }).amount;
  if (line.unitDiscount === undefined) return { couponDiscount: null, lineTotal: before };
  const discount = lineDiscount(line.unitDiscount, line.quantity, before);
  return { couponDiscount: discount, lineTotal: before - discount };
}
