import type { DeliveryMethod } from '@beast/domain/checkout/checkout-rules';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliverySlotBookings, pickUpCenters } from '../../db/schema/orders';

export type PickUpCenterRow = typeof pickUpCenters.$inferSelect;

/** One bookable place: a courier zone's window or a centre's slot, on one day. */
export interface SlotKey {
  kind: DeliveryMethod;
  /** The courier zone, or the centre's id as text. */
  location: string;
  date: string;
  timeWindow: string;
}

/** Experience centres and the places booked in courier windows and pick-up slots. */
export function createDeliveryRepository(db: Db) {
  return {
    /** The centres a customer can choose: spec §3's default (Geneva) first, then the shop's order. */
    async listActiveCentres(): Promise<PickUpCenterRow[]> {
      return db
        .select()
        .from(pickUpCenters)
        .where(eq(pickUpCenters.isActive, true))
        .orderBy(desc(pickUpCenters.isDefault), asc(pickUpCenters.sortOrder), asc(pickUpCenters.id));
    },

    async findCentre(id: number): Promise<PickUpCenterRow | undefined> {
      const [row] = await db.select().from(pickUpCenters).where(eq(pickUpCenters.id, id)).limit(1);
      return row;
    },

    /** Places left per window of one location and day; windows nobody booked yet are absent. */
    async remainingByWindow(kind: DeliveryMethod, location: string, date: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          timeWindow: deliverySlotBookings.timeWindow,
          booked: deliverySlotBookings.booked,
          capacity: deliverySlotBookings.capacity,
        })
        .from(deliverySlotBookings)
        .where(
          and(
            eq(deliverySlotBookings.kind, kind),
            eq(deliverySlotBookings.location, location),
            eq(deliverySlotBookings.date, date),
          ),
        );
      return new Map(rows.map((row) => [row.timeWindow, Math.max(row.capacity - row.booked, 0)]));
    },

    /**
     * Takes one place in one statement: the first booking creates the row, the next ones add to it while
     * places are left. Concurrent bookings queue on the row lock, so the last place goes to exactly one
     * of them. Answers the row's id, or undefined when the slot is full.
     */
    async takePlace(slot: SlotKey, capacity: number): Promise<number | undefined> {
      const [row] = await db
        .insert(deliverySlotBookings)
        .values({ ...slot, booked: 1, capacity })
        .onConflictDoUpdate({
          target: [
            deliverySlotBookings.kind,
            deliverySlotBookings.location,
            deliverySlotBookings.date,
            deliverySlotBookings.timeWindow,
          ],
          set: { booked: sql`${deliverySlotBookings.booked} + 1` },
          setWhere: sql`${deliverySlotBookings.booked} < ${deliverySlotBookings.capacity}`,
        })
        .returning({ id: deliverySlotBookings.id });
      return row?.id;
    },

    /** Gives one place back, never below zero (the order forgets its booking, so it releases only once). */
    async givePlaceBack(id: number): Promise<void> {
      await db
        .update(deliverySlotBookings)
        .set({ booked: sql`greatest(${deliverySlotBookings.booked} - 1, 0)` })
        .where(eq(deliverySlotBookings.id, id));
    },
  };
}
