import type { FeeLine } from '@beast/domain/cart/price-to-pay.rules';
import type { OfferRefusal } from '@beast/domain/offers/offer.rules';
import { type CartError, toCartError } from './cart-errors';
import type { CartProduct, CartTotals } from './offline-cart';

/** One line as the cart page shows it, whichever cart it comes from. */
export interface CartLineView {
  id: string;
  /** The server's cartItemId (signed in). */
  serverId?: number;
  productId: number;
  product: CartProduct;
  type: string;
  quantity: number;
  maxQuantity: number;
  attachTo?: string;
  attachedServiceQuantity: number;
  configuratorOptions: Record<string, string> | null;
  couponName: string | null;
  /** The coupon's discount on the whole line, in centimes. */
  couponDiscount: number;
  lineTotal: number;
  /** The fees of the line's bike units (spec §3 package fees); empty for other products. */
  fees: readonly FeeLine[];
  /** The special offer the line was added from, if any. */
  specialOfferId?: number | null;
  /** Why the line's offer no longer holds (the server's verdict; the line is at the normal price), else null. */
  offerRefusal?: OfferRefusal | null;
}

/** A line of the guest cart the server refused at sign-in: it stays offline, with the reason. */
export interface HeldBackLineView {
  line: CartLineView;
  error: CartError;
}

/** The cart as it is after a load or a change. */
export interface CartSnapshot {
  lines: CartLineView[];
  totals: CartTotals;
  /** Signed in: the guest lines the server refused at sign-in; a guest has none. */
  heldBack: HeldBackLineView[];
}

/**
 * One cart behind the store's actions (spec §4): the guest's offline cart in localStorage, or the
 * signed-in visitor's cart on the server. Each action answers the cart as it is afterwards, or throws why
 * it was refused; each keeps its own copy and the header's count up to date.
 */
export interface CartAdapter {
  readonly mode: 'offline' | 'server';
  /** spec §4: signed in, a typed quantity is sent 750 ms after the last change; offline it applies at once. */
  readonly delaysQuantity: boolean;
  /** The offline cart answers at once, so that a page shows it in its first render (never a previous cart first). */
  load(): CartSnapshot | Promise<CartSnapshot>;
  /** One unit of a product, or a service attached to the bike line `attachTo`. */
  add(product: CartProduct, attachTo?: string): Promise<CartSnapshot>;
  setQuantity(line: CartLineView, quantity: number): Promise<CartSnapshot>;
  remove(line: CartLineView): Promise<CartSnapshot>;
  /** A coupon code for the line; null removes it. */
  setCoupon(line: CartLineView, code: string | null): Promise<CartSnapshot>;
}

/** A change the cart refused before asking anyone (the offline cart's own checks). */
export class CartRefusal extends Error {
  constructor(readonly reason: CartError) {
    super(reason.code);
    this.name = 'CartRefusal';
  }
}

/** The reason of a failed cart action: the offline cart's own, or the API's. */
export function cartErrorOf(error: unknown): CartError {
  return error instanceof CartRefusal ? error.reason : toCartError(error);
}
