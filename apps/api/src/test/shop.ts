import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import type { Product } from '@beast/domain/catalog/product.schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { couponRedemptions, coupons } from '../db/schema/cart';
import { products } from '../db/schema/catalog';
import { bearer, createCustomer, login, uniqueEmail } from './accounts';
import type { TestApp } from './test-app';

/** Helpers of the cart and coupon tests: a signed-in customer, the catalogue by slug, coupons and redemptions. */

/** A customer signed in through the real sign-in route (the account itself is made by `createCustomer`). */
export async function signedIn(harness: TestApp, values: Parameters<typeof createCustomer>[1] = {}) {
  const account = await createCustomer(harness, values);
  const { accessToken } = await login(harness, account.email);
  return { ...account, headers: bearer(accessToken) };
}

export async function productsBySlug(harness: TestApp): Promise<Map<string, Product>> {
  const response = await harness.app.inject({ method: 'GET', url: '/api/products?take=500' });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<Product[]>().map((product) => [product.slug, product]));
}

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

export async function couponIdOf(harness: TestApp, code: string): Promise<number> {
  const [row] = await harness.database.db.select().from(coupons).where(eq(coupons.code, code));
  return row!.id;
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
