import type { CartAdapter, CartLineView, CartSnapshot } from './cart-adapter';
import { CartRefusal } from './cart-adapter';
import type { CartApi } from './cart-api';
import { cartCountChanged } from './cart-count';
import type { CartError } from './cart-errors';
import { maxQuantity } from './line-maximum';
import {
  addOfflineLine,
  type OfflineCartError,
  type OfflineLine,
  type OfflineResult,
  offlineLineDiscount,
  offlineLineFees,
  offlineLineTotal,
  offlineTotals,
  readOfflineCart,
  removeOfflineLine,
  setOfflineCoupon,
  setOfflineQuantity,
  writeOfflineCart,
} from './offline-cart';

const OFFLINE_ERRORS: Record<OfflineCartError, CartError> = {
  MAX_QUANTITY: { code: 'VALIDATION_FAILED', field: 'validation.quantity.max' },
  OUT_OF_STOCK: { code: 'OUT_OF_STOCK' },
  NOT_FOUND: { code: 'NOT_FOUND' },
  ATTACH_TO_INVALID: { code: 'VALIDATION_FAILED', field: 'validation.attachTo.invalid' },
};

/** The reason the offline cart refuses a quantity outside 1 to the line maximum. */
export const QUANTITY_REFUSED: CartError = OFFLINE_ERRORS.MAX_QUANTITY;

export function offlineLineView(line: OfflineLine): CartLineView {
  return {
    id: line.cartItemId,
    productId: line.productId,
    product: line.product,
    type: line.type,
    quantity: line.quantity,
    maxQuantity: maxQuantity(line.product),
    attachTo: line.attachTo?.vehicleId,
    attachedServiceQuantity: line.attachedServiceQuantity ?? 0,
    configuratorOptions: line.configuratorOptions ?? null,
    couponName: line.couponName ?? null,
    couponDiscount: offlineLineDiscount(line),
    lineTotal: offlineLineTotal(line),
    fees: offlineLineFees(line),
    specialOfferId: line.specialOfferId ?? null,
    offerRefusal: null,
  };
}

function snapshot(lines: readonly OfflineLine[]): CartSnapshot {
  return { lines: lines.map(offlineLineView), totals: offlineTotals(lines), heldBack: [] };
}

/** Keeps the lines (localStorage) and tells the header's count. */
function saved(lines: readonly OfflineLine[]): CartSnapshot {
  writeOfflineCart(lines);
  cartCountChanged();
  return snapshot(lines);
}

function applied(result: OfflineResult): CartSnapshot {
  if (result.error) throw new CartRefusal(OFFLINE_ERRORS[result.error]);
  return saved(result.lines);
}

/**
 * spec §4 "Cart, logged out": the lines live in localStorage and every change is made here; only a
 * coupon is checked by the API (POST /coupons/{code}/apply-to-products/{productId}), and its discount per
 * unit is kept on the line.
 */
export function createOfflineCart(api: () => Pick<CartApi, 'checkCoupon'>): CartAdapter {
  return {
    mode: 'offline',
    delaysQuantity: false,
    load: () => snapshot(readOfflineCart()),
    add: async (product, attachTo) =>
      applied(addOfflineLine(readOfflineCart(), product, { attachTo: attachTo ? { vehicleId: attachTo } : null })),
    setQuantity: async (line, quantity) => applied(setOfflineQuantity(readOfflineCart(), line.id, quantity)),
    // A line already gone (removed in another tab) is removed all the same.
    remove: async (line) => saved(removeOfflineLine(readOfflineCart(), line.id).lines),
    async setCoupon(line, code) {
      const check = code === null ? null : await api().checkCoupon(code, line.productId);
      const coupon = check ? { couponName: check.couponName, discount: check.discount.amount } : null;
      return saved(setOfflineCoupon(readOfflineCart(), line.id, coupon));
    },
  };
}
