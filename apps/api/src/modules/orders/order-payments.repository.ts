import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, vehicles } from '../../db/schema/orders';

export type PaymentRow = typeof payments.$inferSelect;

/** Payment attempts of orders, and who may pay which order. Queries only; the payment service decides. */
export function createOrderPaymentsRepository(db: Db) {
  return {
    /**
     * The order if the caller may pay it: its owner (bearer token) or the holder of its guest token.
     * Anyone else finds nothing, exactly as for an unknown id.
     */
    async findPayableBy(orderId: number, by: { userId?: number; guestTokenHash?: string }) {
      if (!by.userId && !by.guestTokenHash) return undefined;
      const owner = [
        ...(by.userId ? [eq(orders.userId, by.userId)] : []),
        ...(by.guestTokenHash ? [eq(orders.guestTokenHash, by.guestTokenHash)] : []),
      ];
      const [row] = await db
        .select({ id: orders.id, email: orders.email })
        .from(orders)
        .where(and(eq(orders.id, orderId), or(...owner)))
        .limit(1);
      return row;
    },

    /** The order a signed-in customer's vehicle was bought with. */
    async findOrderOfVehicle(vehicleId: number, userId: number) {
      const [row] = await db
        .select({ id: orders.id, email: orders.email })
        .from(vehicles)
        .innerJoin(orders, eq(orders.id, vehicles.orderId))
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
        .limit(1);
      return row;
    },

    async findProcessing(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'processing')))
        .orderBy(asc(payments.id))
        .limit(1);
      return row;
    },

    /** Orders with an attempt still processing since before `before`, oldest first. */
    async findOrdersWithStaleAttempts(before: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.status, 'processing'), lt(payments.createdAt, before)))
        .orderBy(asc(payments.createdAt))
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    async findByProviderRef(providerRef: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
      return row;
    },

    async findById(paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row;
    },

    async lockPayment(paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      return row;
    },

    /**
     * A new processing attempt. Its id is drawn first so that the processor's idempotency key
     * ("payment-<id>") is written with the row.
     */
    async insertProcessing(values: {
      orderId: number;
      amount: number;
      provider: 'test' | 'stripe';
      idempotencyKeyId: number;
      now: Date;
    }) {
      const [next] = await db
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('payments', 'id'))`.mapWith(Number) })
        .from(sql`(select 1) as one`);
      const id = next!.id;
      const [row] = await db
        .insert(payments)
        .values({
          id,
          orderId: values.orderId,
          amount: values.amount,
          status: 'processing',
          provider: values.provider,
          providerIdempotencyKey: `payment-${id}`,
          idempotencyKeyId: values.idempotencyKeyId,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning();
      return row!;
    },

    async updatePayment(paymentId: number, changes: Partial<typeof payments.$inferInsert>, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ ...changes, updatedAt: now })
        .where(eq(payments.id, paymentId));
    },
  };
}

export type OrderPaymentsRepository = ReturnType<typeof createOrderPaymentsRepository>;
