import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, type RefundStatus, refunds } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';

export type RefundRow = typeof refunds.$inferSelect;

/** Refunds count against what was paid while they are under way or done; a failed one gave nothing back. */
const COUNTING: RefundStatus[] = ['processing', 'succeeded'];

/** The refunds of an order and what each of its payments can still give back. */
export function createAdminRefundsRepository(db: Db) {
  return {
    async findByKey(orderId: number, idempotencyKey: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
      return row;
    },

    async lockRefund(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
      return row;
    },

    /**
     * The order's succeeded payments, newest first, each with what it can still give back (its amount minus
     * its refunds under way or done): one query, whatever the number of payments.
     */
    async refundablePayments(orderId: number) {
      const rows = await db
        .select({
          id: payments.id,
          providerRef: payments.providerRef,
          amount: payments.amount,
          refunded: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${inArray(refunds.status, COUNTING)}), 0)::int`,
        })
        .from(payments)
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
        .groupBy(payments.id)
        .orderBy(desc(payments.id));
      return rows.map((row) => ({ ...row, left: Math.max(0, row.amount - Number(row.refunded)) }));
    },

    /** Centimes of the order's refunds still waiting for the processor's answer. */
    async processingTotal(orderId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processing')));
      return Number(row?.total ?? 0);
    },

    async insert(values: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      return row!;
    },

    async settle(
      id: number,
      outcome: { status: RefundStatus; providerRef: string | null; failureReason: string | null },
      now: Date,
    ) {
      await db
        .update(refunds)
        .set({ ...outcome, updatedAt: now })
        .where(eq(refunds.id, id));
    },

    /** Adds a succeeded refund to the order's refunded amount, raising its version (the order changed). */
    async addRefunded(orderId: number, amount: number, now: Date) {
      await db
        .update(orders)
        .set({
          amountRefunded: sql`${orders.amountRefunded} + ${amount}`,
          updatedAt: now,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, orderId));
    },

    /** The order's refunds, newest first, with who made them. */
    async list(orderId: number) {
      return db
        .select({ refund: refunds, staffName: staffMembers.name })
        .from(refunds)
        .innerJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
        .where(eq(refunds.orderId, orderId))
        .orderBy(desc(refunds.id));
    },
  };
}
