import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import type { CouponCheck } from '@beast/domain/cart/cart-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { type Coupon, type CouponCustomer, type CouponProduct, couponRefusal, unitDiscount } from './coupon.rules';
import { type CouponsRepository, createCouponsRepository } from './coupons.repository';

/** spec §4 and §7 POST /coupons/{couponId}/apply-to-products/{productId}: may this code be used on this product? */
export function createCouponsService({ db, clock }: { db: Db; clock: Clock }) {
  const repository = createCouponsRepository(db);
  const catalog = createCatalogRepository(db);

  return {
    /** `userId` is set when the request carried a valid access token: the customer's own limit counts then. */
    async checkCoupon(locale: Locale, code: string, productId: number, userId?: number): Promise<CouponCheck> {
      const coupon = await repository.findByCode(code);
      if (!coupon) throw new DomainError('COUPON_NOT_FOUND');
      const row = await catalog.findProduct(locale, { id: productId });
      if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
      const product = { id: row.product.id, type: row.typeCode, price: row.product.price };
      const customer = userId ? await couponCustomer(db, { userId }) : undefined;
      await assertCouponApplies(repository, coupon, product, customer, clock());
      return toCouponCheck(coupon, product);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;

/**
 * The customer whose coupon limits count: the signed-in account, by the address it signs in with, else
 * the guest by the address of the checkout. `db` may be the order's transaction.
 */
export async function couponCustomer(
  db: Db,
  who: { userId: number; guestEmail?: undefined } | { userId?: undefined; guestEmail: string },
): Promise<CouponCustomer> {
  if (who.userId === undefined) return { userId: null, emailKey: customerEmailKey(who.guestEmail) };
  const email = await createCouponsRepository(db).findAccountEmail(who.userId);
  if (email === undefined) throw new DomainError('UNAUTHORIZED');
  return { userId: who.userId, emailKey: customerEmailKey(email) };
}

/** The coupon of `code` when it may be used on the product by this customer now; else the reason, thrown. */
export async function findApplicableCoupon(
  repository: CouponsRepository,
  code: string,
  product: CouponProduct,
  customer: CouponCustomer,
  now: Date,
): Promise<Coupon> {
  const coupon = await repository.findByCode(code);
  if (!coupon) throw new DomainError('COUPON_NOT_FOUND');
  await assertCouponApplies(repository, coupon, product, customer, now);
  return coupon;
}

async function assertCouponApplies(
  repository: CouponsRepository,
  coupon: Coupon,
  product: CouponProduct,
  customer: CouponCustomer | undefined,
  now: Date,
): Promise<void> {
  const usage = (await repository.countRedemptions([coupon.id], customer)).get(coupon.id) ?? NO_USAGE;
  const refusal = couponRefusal(coupon, product, usage, now);
  if (refusal) throw new DomainError(refusal);
}

/**
 * The coupons of a cart that may still be used, for pricing it on every read: a coupon that expired, was
 * switched off or got used up since it was applied no longer discounts its line.
 */
export async function loadUsableCoupons(db: Db, couponIds: number[], userId: number) {
  const ids = [...new Set(couponIds)];
  const repository = createCouponsRepository(db);
  const rows = await repository.findByIds(ids);
  const usage =
    ids.length === 0 ? new Map() : await repository.countRedemptions(ids, await couponCustomer(db, { userId }));
  const byId = new Map(rows.map((coupon) => [coupon.id, coupon]));
  return (couponId: number | null, product: CouponProduct, now: Date): Coupon | undefined => {
    const coupon = couponId === null ? undefined : byId.get(couponId);
    if (!coupon || couponRefusal(coupon, product, usage.get(coupon.id) ?? NO_USAGE, now)) return undefined;
    return coupon;
  };
}

const NO_USAGE = { total: 0, byCustomer: 0 };

function toCouponCheck(coupon: Coupon, product: CouponProduct): CouponCheck {
  return {
    couponName: coupon.code,
    productId: product.id,
    discount: chf(unitDiscount(coupon, product.price)),
    percentOff: coupon.percentOff,
    validUntil: coupon.validUntil?.toISOString() ?? null,
  };
}
