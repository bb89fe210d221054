import { VEHICLE_TYPES } from '@beast/domain/catalog/vehicle-types';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTypes } from '../../db/schema/catalog';
import { editionUnits, orderLines, orderStatusHistory, orders, payments, vehicles } from '../../db/schema/orders';

export type LockedOrder = typeof orders.$inferSelect;
export type StatusActor = (typeof orderStatusHistory.$inferInsert)['actor'];
export type NewVehicle = typeof vehicles.$inferInsert;

/** What happens to an order after it is placed: status, history, held units and slots, vehicles. */
export function createOrderLifecycleRepository(db: Db) {
  return {
    /** The order row, locked until the transaction ends so two changes of one order run one after the other. */
    async lockOrder(orderId: number): Promise<LockedOrder | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /** The order row as it is, without locking it (reads). */
    async findOrder(orderId: number): Promise<LockedOrder | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    /** Raises the order's version: a staff member's change based on the previous one is then refused. */
    async updateOrder(
      orderId: number,
      changes: Partial<Pick<LockedOrder, 'status' | 'deliveredAt' | 'reservedUntil' | 'reservationReleasedAt'>>,
      now: Date,
    ): Promise<void> {
      await db
        .update(orders)
        .set({ ...changes, updatedAt: now, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, orderId));
    },

    async insertHistory(entry: {
      orderId: number;
      fromStatus: OrderStatus | null;
      toStatus: OrderStatus;
      actor: StatusActor;
      staffId?: number | null;
      note: string | null;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(orderStatusHistory).values(entry);
    },

    /**
     * Gives the order's limited-edition units back: deletes them and lowers each edition's sold count by
     * as many. Answers how many units went back.
     */
    async releaseEditionUnits(orderId: number): Promise<number> {
      const released = await db
        .delete(editionUnits)
        .where(
          inArray(
            editionUnits.orderLineId,
            db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)),
          ),
        )
        .returning({ productId: editionUnits.productId });
      const perProduct = new Map<number, number>();
      for (const { productId } of released) perProduct.set(productId, (perProduct.get(productId) ?? 0) + 1);
      for (const [productId, count] of perProduct) {
        await db
          .update(products)
          .set({ editionSold: sql`${products.editionSold} - ${count}` })
          .where(eq(products.id, productId));
      }
      return released.length;
    },

    async clearSlotBooking(orderId: number): Promise<void> {
      await db.update(orders).set({ slotBookingId: null }).where(eq(orders.id, orderId));
    },

    /** The bike lines of an order (vehicle product types), with the edition units of each, by unit number. */
    async findBikeLines(orderId: number) {
      const lines = await db
        .select({
          id: orderLines.id,
          productId: orderLines.productId,
          quantity: orderLines.quantity,
          configuratorOptions: orderLines.configuratorOptions,
          editionSize: products.editionSize,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .where(and(eq(orderLines.orderId, orderId), inArray(productTypes.code, [...VEHICLE_TYPES])))
        .orderBy(asc(orderLines.position), asc(orderLines.id));
      const units =
        lines.length === 0
          ? []
          : await db
              .select({ orderLineId: editionUnits.orderLineId, unitNumber: editionUnits.unitNumber })
              .from(editionUnits)
              .where(
                inArray(
                  editionUnits.orderLineId,
                  lines.map((line) => line.id),
                ),
              )
              .orderBy(asc(editionUnits.unitNumber));
      return lines.map((line) => ({
        ...line,
        unitNumbers: units.filter((unit) => unit.orderLineId === line.id).map((unit) => unit.unitNumber),
      }));
    },

    /** One row per delivered unit; a unit already recorded is left alone (unique line and unit index). */
    async insertVehicles(rows: NewVehicle[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(vehicles)
        .values(rows)
        .onConflictDoNothing({ target: [vehicles.orderLineId, vehicles.unitIndex] })
        .returning({ id: vehicles.id });
      return inserted.length;
    },

    /** An order by its id or its number ("BB-26-000042", any case), for the operators' command. */
    async findOrderId(reference: string): Promise<number | undefined> {
      const byNumber = sql`lower(${orders.number}) = lower(${reference})`;
      const condition = /^\d+$/.test(reference) ? or(eq(orders.id, Number(reference)), byNumber) : byNumber;
      const [row] = await db.select({ id: orders.id }).from(orders).where(condition).limit(1);
      return row?.id;
    },

    /** The newest orders, optionally in one status. */
    async listRecent(filter: { status?: OrderStatus; limit: number }): Promise<LockedOrder[]> {
      return db
        .select()
        .from(orders)
        .where(filter.status ? eq(orders.status, filter.status) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit);
    },

    async findHistory(orderId: number) {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id));
    },

    /**
     * Unpaid orders whose reservation ran out, locked for this worker; rows another worker holds are
     * skipped (ARCHITECTURE: background work), so no order is released twice.
     */
    async claimExpiredReservations(now: Date, limit: number): Promise<LockedOrder[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            isNotNull(orders.reservedUntil),
            lt(orders.reservedUntil, now),
            isNull(orders.paidAt),
            // The processor is still deciding: its answer settles the order, and a success needs the units.
            sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'processing')`,
          ),
        )
        .orderBy(asc(orders.reservedUntil), asc(orders.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}

export type OrderLifecycleRepository = ReturnType<typeof createOrderLifecycleRepository>;
