import { lineTotal, type OfflineCartLine } from '@beast/domain/cart/cart-total.rules';
import { sameOptions } from '@beast/domain/cart/line-options';
import { type CartAmounts, cartAmounts, type FeeLine, feeLines } from '@beast/domain/cart/price-to-pay.rules';
import type { Product } from '@beast/domain/catalog/product.schema';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { CART_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import { OFFLINE_CART_KEY } from './cart-count';
import { maxQuantity } from './line-maximum';

/**
 * The logged-out cart (spec §4 "Cart, logged out"): lines kept in localStorage under `offlineCart`, so it
 * survives reloads and needs no API call (only the coupon check asks the server). Every operation is a
 * pure function from lines to lines; `readOfflineCart`/`writeOfflineCart` are the only I/O.
 *
 * Decision: adding a product that is already in the cart with the same options and attachment adds one
 * unit to that line instead of a second line, as the server cart merges them (so signing in changes
 * nothing). A new line starts at quantity 1 (spec §4).
 */

/** What a line keeps of its product: enough to show it and to price it without the API. */
export type CartProduct = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'type'
  | 'price'
  | 'originalPrice'
  | 'currency'
  | 'media'
  | 'cardPreviewInfo'
  | 'configuratorCatalogId'
  | 'isRefurbished'
  | 'limitedEdition'
  | 'page'
  | 'packageFees'
> & {
  /** Added from a special offer's page: `price` is the offer's, and the server checks the offer again. */
  specialOfferId?: number | null;
};

export interface OfflineLine extends OfflineCartLine {
  productId: number;
  product: CartProduct;
  configuratorOptions?: Record<string, string> | null;
  /** spec §3 Cart item: the coupon accepted for this product and its discount on one unit, in centimes. */
  couponName?: string | null;
  couponDiscount?: number | null;
  /** The special offer the line was added from. */
  specialOfferId?: number | null;
}

export type OfflineCartError = 'MAX_QUANTITY' | 'OUT_OF_STOCK' | 'NOT_FOUND' | 'ATTACH_TO_INVALID';

export interface OfflineResult {
  lines: OfflineLine[];
  error?: OfflineCartError;
  /** The line that was added to or changed. */
  lineId?: string;
}

export interface AddOptions {
  attachTo?: { vehicleId: string } | null;
  configuratorOptions?: Record<string, string> | null;
  specialOfferId?: number | null;
}

export function toCartProduct(product: CartProduct): CartProduct {
  const { id, slug, name, type, price, originalPrice, currency, media, cardPreviewInfo } = product;
  return {
    id,
    slug,
    name,
    type,
    price,
    originalPrice,
    currency,
    // One picture is enough for the cart; localStorage is small.
    media: media.filter((item) => item.kind === 'image').slice(0, 1),
    cardPreviewInfo,
    configuratorCatalogId: product.configuratorCatalogId,
    isRefurbished: product.isRefurbished,
    limitedEdition: product.limitedEdition,
    page: product.page,
    packageFees: product.packageFees,
    ...(product.specialOfferId ? { specialOfferId: product.specialOfferId } : {}),
  };
}

function quantityError(quantity: number, product: CartProduct): OfflineCartError | undefined {
  if (quantity > CART_LINE_MAX_QUANTITY) return 'MAX_QUANTITY';
  if (quantity > maxQuantity(product)) return 'OUT_OF_STOCK';
  return undefined;
}

/** The line of the same product, options, attachment and offer, which an add merges into. */
export function findSameLine<T extends Pick<OfflineLine, 'productId' | 'configuratorOptions' | 'specialOfferId'>>(
  lines: readonly (T & { attachTo?: { vehicleId: string } | null })[],
  productId: number,
  options: AddOptions,
): T | undefined {
  return lines.find(
    (line) =>
      line.productId === productId &&
      (line.attachTo?.vehicleId ?? null) === (options.attachTo?.vehicleId ?? null) &&
      sameOptions(line.configuratorOptions, options.configuratorOptions) &&
      (line.specialOfferId ?? null) === (options.specialOfferId ?? null),
  );
}

/** spec §4: the vehicle's attachedServiceQuantity follows the service lines attached to it. */
function withAttachedCounts(lines: OfflineLine[]): OfflineLine[] {
  return lines.map((line) => {
    if (!isVehicleType(line.type)) return line;
    const attached = lines.filter((other) => other.attachTo?.vehicleId === line.cartItemId).length;
    return { ...line, attachedServiceQuantity: attached };
  });
}

let sequence = 0;
/** A line id unique in this browser (offline ids are strings; server ids are numbers). */
export function newLineId(now: number = Date.now()): string {
  sequence += 1;
  return `offline-${now.toString(36)}-${sequence}`;
}

/** spec §4: a new item starts at quantity 1; the same item again adds a unit to its line. */
export function addOfflineLine(
  lines: readonly OfflineLine[],
  product: CartProduct,
  options: AddOptions = {},
  id: string = newLineId(),
): OfflineResult {
  if (options.attachTo) {
    const vehicle = lines.find((line) => line.cartItemId === options.attachTo?.vehicleId);
    if (product.type !== 'service' || !vehicle || !isVehicleType(vehicle.type)) {
      return { lines: [...lines], error: 'ATTACH_TO_INVALID' };
    }
  }
  const same = findSameLine(lines, product.id, { ...options, specialOfferId: product.specialOfferId ?? null });
  if (same) {
    const quantity = same.quantity + 1;
    const error = quantityError(quantity, same.product);
    if (error) return { lines: [...lines], error, lineId: same.cartItemId };
    return {
      lines: lines.map((line) => (line === same ? { ...line, quantity } : line)),
      lineId: same.cartItemId,
    };
  }
  const error = quantityError(1, product);
  if (error) return { lines: [...lines], error };
  const line: OfflineLine = {
    cartItemId: id,
    productId: product.id,
    product: toCartProduct(product),
    quantity: 1,
    price: product.price,
    originalPrice: product.originalPrice,
    currency: product.currency,
    type: product.type,
    configuratorOptions: options.configuratorOptions ?? null,
    ...(product.specialOfferId ? { specialOfferId: product.specialOfferId } : {}),
    ...(options.attachTo ? { attachTo: { vehicleId: options.attachTo.vehicleId } } : {}),
    ...(isVehicleType(product.type) ? { attachedServiceQuantity: 0 } : {}),
  };
  return { lines: withAttachedCounts([...lines, line]), lineId: id };
}

/** A new quantity for one line: a whole number from 1 to the line's maximum, else the lines stay as they are. */
export function setOfflineQuantity(lines: readonly OfflineLine[], id: string, quantity: number): OfflineResult {
  const target = lines.find((line) => line.cartItemId === id);
  if (!target) return { lines: [...lines], error: 'NOT_FOUND' };
  if (!Number.isInteger(quantity) || quantity < 1) return { lines: [...lines], error: 'MAX_QUANTITY', lineId: id };
  const error = quantityError(quantity, target.product);
  if (error) return { lines: [...lines], error, lineId: id };
  return { lines: lines.map((line) => (line === target ? { ...line, quantity } : line)), lineId: id };
}

/**
 * Removes a line; a vehicle takes its attached services with it (as the server does), and removing a
 * service lowers its vehicle's attachedServiceQuantity (spec §4). Removing the last line empties the cart.
 */
export function removeOfflineLine(lines: readonly OfflineLine[], id: string): OfflineResult {
  if (!lines.some((line) => line.cartItemId === id)) return { lines: [...lines], error: 'NOT_FOUND' };
  const kept = lines.filter((line) => line.cartItemId !== id && line.attachTo?.vehicleId !== id);
  return { lines: withAttachedCounts(kept) };
}

/** Keeps an accepted coupon on its line (discount per unit); `null` removes it. */
export function setOfflineCoupon(
  lines: readonly OfflineLine[],
  id: string,
  coupon: { couponName: string; discount: number } | null,
): OfflineLine[] {
  return lines.map((line) =>
    line.cartItemId === id
      ? { ...line, couponName: coupon?.couponName ?? null, couponDiscount: coupon?.discount ?? null }
      : line,
  );
}

/** The coupon's discount on a line: min(discount × quantity, line total), like the server's. */
export function offlineLineDiscount(line: OfflineLine): number {
  if (!line.couponName || !line.couponDiscount) return 0;
  return Math.min(line.couponDiscount * line.quantity, lineTotal(line).amount);
}

/** spec §4 line rule (originalPrice × (quantity − 1) + price) minus the coupon. */
export function offlineLineTotal(line: OfflineLine): number {
  return lineTotal(line).amount - offlineLineDiscount(line);
}

export type CartTotals = CartAmounts;

/** The fees of the line's bike units, from the fees its product carried when it was added. */
export function offlineLineFees(line: OfflineLine): FeeLine[] {
  return feeLines({ type: line.type, price: line.price, packageFees: line.product.packageFees }, line.quantity);
}

/**
 * spec §4: count = number of lines; goods = Σ line totals (after coupons); plus the bikes' fees, as the
 * server's cart adds them; Swiss VAT is included.
 */
export function offlineTotals(lines: readonly OfflineLine[]): CartTotals {
  return cartAmounts(
    lines.map((line) => ({
      lineTotal: offlineLineTotal(line),
      couponDiscount: offlineLineDiscount(line),
      fees: offlineLineFees(line),
    })),
  );
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isLine(value: unknown): value is OfflineLine {
  const line = value as Partial<OfflineLine> | null;
  return (
    typeof line?.cartItemId === 'string' &&
    typeof line.productId === 'number' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1 &&
    typeof line.price === 'number' &&
    typeof line.originalPrice === 'number' &&
    typeof line.product?.name === 'string'
  );
}

/** The stored lines; anything unreadable counts as an empty cart. */
export function readOfflineCart(store: Storage | undefined = storage()): OfflineLine[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(OFFLINE_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

/** Stores the lines; an empty cart removes the entry (spec §4: deleting the last line empties the cart). */
export function writeOfflineCart(lines: readonly OfflineLine[], store: Storage | undefined = storage()): void {
  try {
    if (lines.length === 0) store?.removeItem(OFFLINE_CART_KEY);
    else store?.setItem(OFFLINE_CART_KEY, JSON.stringify(lines));
  } catch {
    // Quota or privacy settings: the cart lives as long as the page.
  }
}
