import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { coupons } from '../../db/schema/cart';

export type Coupon = typeof coupons.$inferSelect;

/** The product a coupon is checked against, priced from the catalogue. */
export interface CouponProduct {
  id: number;
  type: ProductTypeCode;
  /** Price of one unit now, in centimes. */
  price: number;
}

/**
 * Whose once-per-customer limits count: a signed-in account (`userId`), else a guest known by the address
 * they typed (`userId` null). `emailKey` is `customerEmailKey` of the account's or the guest's address.
 */
export interface CouponCustomer {
  userId: number | null;
  emailKey: string;
}

/** Redemptions counted so far: by everyone, and by this customer (0 for an unknown visitor). */
export interface CouponUsage {
  total: number;
  byCustomer: number;
}

export type CouponRefusal = 'COUPON_INVALID' | 'COUPON_EXPIRED';

/**
 * Why the coupon cannot be used on this product now, or undefined when it can (spec §5 Coupon, §8: "coupon
 * invalid, expired or not found"). Dates outside the validity window say "expired"; everything else
 * (switched off, another product, used up, the customer's own limit) says "invalid".
 */
export function couponRefusal(
  coupon: Coupon,
  product: CouponProduct,
  usage: CouponUsage,
  now: Date,
): CouponRefusal | undefined {
  if (!coupon.isActive) return 'COUPON_INVALID';
  if (!isWithinValidity(coupon, now)) return 'COUPON_EXPIRED';
  if (!appliesToProduct(coupon, product)) return 'COUPON_INVALID';
  if (coupon.maxRedemptions !== null && usage.total >= coupon.maxRedemptions) return 'COUPON_INVALID';
  if (coupon.perCustomerLimit !== null && usage.byCustomer >= coupon.perCustomerLimit) return 'COUPON_INVALID';
  return undefined;
}

export function isWithinValidity(coupon: Pick<Coupon, 'validFrom' | 'validUntil'>, now: Date): boolean {
  if (now < coupon.validFrom) return false;
  return coupon.validUntil === null || now <= coupon.validUntil;
}

export function appliesToProduct(
  coupon: Pick<Coupon, 'scope' | 'scopeProductTypes' | 'scopeProductIds'>,
  product: Pick<CouponProduct, 'id' | 'type'>,
): boolean {
  switch (coupon.scope) {
    case 'all':
      return true;
    case 'product_types':
      return coupon.scopeProductTypes?.includes(product.type) ?? false;
    case 'products':
      return coupon.scopeProductIds?.includes(product.id) ?? false;
  }
}

/** The discount on one unit: a percentage rounded to the centime, or a fixed amount never above the price. */
export function unitDiscount(coupon: Pick<Coupon, 'percentOff' | 'amountOff'>, unitPrice: number): number {
  if (coupon.percentOff !== null) return Math.round((unitPrice * coupon.percentOff) / 100);
  return Math.min(coupon.amountOff ?? 0, unitPrice);
}

/** A line's discount: the unit discount for every unit, never more than the line costs before it. */
export function lineDiscount(unitDiscountCentimes: number, quantity: number, lineTotalBefore: number): number {
  return Math.min(lineTotalBefore, unitDiscountCentimes * quantity);
}
