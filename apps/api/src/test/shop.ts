import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import { eq } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../db/schema/cart';
import { products } from '../db/schema/catalog';
import { uniqueEmail } from './accounts';
import type { TestApp } from './test-app';

/** Helpers of the cart and coupon tests: a product's stock columns, coupons and redemptions. */

export async function setProductColumns(
  harness: TestApp,
  productId: number,
  values: Partial<Pick<typeof products.$inferInsert, 'editionSold' | 'isActive'>>,
) {
  await harness.database.db.update(products).set(values).where(eq(products.id, productId));
}

const HOUR = 60 * 60 * 1000;

/** A coupon valid from an hour ago for a day, 10 % off everything, unless told otherwise. */
export async function insertCoupon(harness: TestApp, values: Partial<typeof coupons.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await harness.database.db
    .insert(coupons)
    .values({
      code: `T${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      percentOff: 10,
      validFrom: new Date(now - HOUR),
      validUntil: new Date(now + 24 * HOUR),
      ...values,
    })
    .returning();
  return row!;
}

/** Redemptions as the checkout will write them (by other customers unless a user or email is given). */
export async function insertRedemptions(
  harness: TestApp,
  couponId: number,
  count: number,
  by: { userId?: number; email?: string } = {},
) {
  if (count === 0) return;
  await harness.database.db.insert(couponRedemptions).values(
    Array.from({ length: count }, () => {
      const email = by.email ?? uniqueEmail('buyer');
      return { couponId, userId: by.userId ?? null, email, customerEmail: customerEmailKey(email) };
    }),
  );
}
