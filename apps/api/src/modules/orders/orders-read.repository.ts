import { FINAL_ORDER_STATUSES, type OrderListType } from '@beast/domain/orders/order-status';
import { and, count, desc, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';

/** The customer's own orders (ARCHITECTURE: Security model: every query is scoped by its owner). */
export function createOrdersReadRepository(db: Db) {
  const ofTab = (userId: number, type: OrderListType): SQL => {
    const final = inArray(orders.status, [...FINAL_ORDER_STATUSES]);
    return and(eq(orders.userId, userId), type === 'history' ? final : not(final))!;
  };

  return {
    /** One page of a My orders tab, newest first. */
    async findPage(userId: number, type: OrderListType, paging: { offset: number; limit: number }) {
      return db
        .select()
        .from(orders)
        .where(ofTab(userId, type))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(paging.limit)
        .offset(paging.offset);
    },

    async countTab(userId: number, type: OrderListType): Promise<number> {
      const [row] = await db.select({ total: count() }).from(orders).where(ofTab(userId, type));
      return row?.total ?? 0;
    },

    /** The order when `reader` may see it: its owner, or whoever holds the guest token (by its SHA-256). */
    async findReadable(orderId: number, reader: { userId?: number; guestTokenHash?: string }) {
      const allowed = [
        reader.userId ? eq(orders.userId, reader.userId) : undefined,
        reader.guestTokenHash ? eq(orders.guestTokenHash, reader.guestTokenHash) : undefined,
      ].filter((condition) => condition !== undefined);
      if (allowed.length === 0) return undefined;
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), or(...allowed)));
      return row;
    },

    async hasProcessingPayment(orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'processing')))
        .limit(1);
      return row !== undefined;
    },
  };
}
