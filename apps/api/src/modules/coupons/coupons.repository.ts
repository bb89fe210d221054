import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { couponRedemptions, coupons } from '../../db/schema/cart';
import type { Coupon, CouponCustomer, CouponUsage } from './coupon.rules';

/** Coupons and the count of their redemptions (the checkout writes redemptions; the cart only reads them). */
export function createCouponsRepository(db: Db) {
  return {
    /** The code as the customer typed it; codes are unique ignoring case (index on lower(code)). */
    async findByCode(code: string): Promise<Coupon | undefined> {
      const [row] = await db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`).limit(1);
      return row;
    },

    async findByIds(ids: number[]): Promise<Coupon[]> {
      if (ids.length === 0) return [];
      return db.select().from(coupons).where(inArray(coupons.id, ids));
    },

    /**
     * Redemptions per coupon: all of them, and the customer's own (`CouponCustomer`). Coupons without
     * redemptions are absent from the map.
     */
    async countRedemptions(couponIds: number[], customer?: CouponCustomer): Promise<Map<number, CouponUsage>> {
      if (couponIds.length === 0) return new Map();
      const rows = await db
        .select({
          couponId: couponRedemptions.couponId,
          total: sql<number>`count(*)`.mapWith(Number),
          byCustomer: sql<number>`count(*) filter (where ${ownRedemption(customer)})`.mapWith(Number),
        })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, couponIds))
        .groupBy(couponRedemptions.couponId);
      return new Map(rows.map(({ couponId, ...usage }) => [couponId, usage]));
    },

    /** The address of a signed-in customer's account. */
    async findAccountEmail(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;

/**
 * Which redemptions are the customer's own. A signed-in customer's are those of their account and of
 * their other verified accounts at the same mailbox (`anna+1@` is `anna@`); a guest order placed with
 * their address is not theirs until they claim it, or anyone could use up their coupons. A guest, known
 * only by an address, has every redemption of that mailbox, verified or not.
 */
function ownRedemption(customer: CouponCustomer | undefined): SQL {
  if (!customer) return sql`false`;
  const sameMailbox = eq(couponRedemptions.customerEmail, customer.emailKey);
  if (customer.userId === null) return sameMailbox;
  return or(eq(couponRedemptions.userId, customer.userId), and(isNotNull(couponRedemptions.userId), sameMailbox))!;
}
