import type { AdminCouponFilter } from '@beast/domain/staff/catalogue-api.schema';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema/cart';

/** The back office's coupon list and a coupon's redemptions, paged in the database. */
export function createCouponsAdminRepository(db: Db) {
  return {
    /** Newest first, each with how often it was redeemed (one grouped subquery, not a query per coupon). */
    async list(filter: AdminCouponFilter, now: Date, offset: number, limit: number) {
      const where = and(...conditions(filter, now));
      const used = db
        .select({ couponId: couponRedemptions.couponId, redemptions: count().as('redemptions') })
        .from(couponRedemptions)
        .groupBy(couponRedemptions.couponId)
        .as('used');
      const [rows, [total]] = await Promise.all([
        db
          .select({ coupon: coupons, redemptions: sql<number>`coalesce(${used.redemptions}, 0)::int` })
          .from(coupons)
          .leftJoin(used, eq(used.couponId, coupons.id))
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(coupons).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async redemptionCount(couponId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, couponId));
      return row?.total ?? 0;
    },

    async redemptions(couponId: number, offset: number, limit: number) {
      const where = eq(couponRedemptions.couponId, couponId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(couponRedemptions)
          .where(where)
          .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(couponRedemptions).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

/**
 * The filter in SQL; a state is read as `couponState` (packages/domain) reads it. Coupons limited to listed
 * products are written by no form (only by hand in the database), so the screen leaves them out.
 */
function conditions(filter: AdminCouponFilter, now: Date): (SQL | undefined)[] {
  const started = lte(coupons.validFrom, now);
  const notOver = or(isNull(coupons.validUntil), gt(coupons.validUntil, now));
  const byState: Record<NonNullable<AdminCouponFilter['state']>, SQL | undefined> = {
    disabled: eq(coupons.isActive, false),
    scheduled: and(eq(coupons.isActive, true), gt(coupons.validFrom, now)),
    expired: and(eq(coupons.isActive, true), started, isNotNull(coupons.validUntil), lte(coupons.validUntil, now)),
    active: and(eq(coupons.isActive, true), started, notOver),
  };
  return [
    ne(coupons.scope, 'products'),
    filter.state ? byState[filter.state] : undefined,
    filter.q ? sql`lower(${coupons.code}) like ${`%${escapeLike(filter.q.toLowerCase())}%`}` : undefined,
  ];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
