import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { couponRedemptions, coupons } from '../../db/schema/cart';
import type { Coupon, CouponUsage } from './coupon.rules';

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
     * Redemptions per coupon: all of them, and the customer's own (by user id, or by the account's email for
     * orders placed as a guest). A guest at checkout is known by `email` alone. Coupons without redemptions
     * are absent from the map.
     */
    async countRedemptions(
      couponIds: number[],
      userId: number | undefined,
      email?: string,
    ): Promise<Map<number, CouponUsage>> {
      if (couponIds.length === 0) return new Map();
      const customer = userId ?? 0;
      const rows = await db
        .select({
          couponId: couponRedemptions.couponId,
          total: sql<number>`count(*)`.mapWith(Number),
          byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${customer}
            or lower(${couponRedemptions.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${customer})
            or lower(${couponRedemptions.email}) = lower(${email ?? ''}))`.mapWith(Number),
        })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, couponIds))
        .groupBy(couponRedemptions.couponId);
      return new Map(rows.map(({ couponId, ...usage }) => [couponId, usage]));
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
