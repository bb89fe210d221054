import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/cart';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

export function createCouponsWriteRepository(db: Db) {
  return {
    /** Codes are unique ignoring case, as customers type them. */
    /** `lock`: the coupon row stays locked until the transaction ends, so two changes of it run one after the other. */
    async findCoupon(where: { id: number } | { code: string }, { lock = false } = {}): Promise<CouponRow | undefined> {
      const query = db
        .select()
        .from(coupons)
        .where('id' in where ? eq(coupons.id, where.id) : sql`lower(${coupons.code}) = lower(${where.code})`)
        .limit(1);
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async insertCoupon(values: CouponValues): Promise<number> {
      const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
      return row!.id;
    },

    async updateCoupon(id: number, values: CouponValues): Promise<void> {
      await db.update(coupons).set(values).where(eq(coupons.id, id));
    },
  };
}

export type CouponsWriteRepository = ReturnType<typeof createCouponsWriteRepository>;
