import type { BookedSlot, PlaceKind } from '@beast/domain/checkout/slot-capacity.rules';
import { and, asc, between, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courierZones, pickUpCenterClosedDays } from '../../db/schema/delivery';
import { deliverySlotBookings, pickUpCenters } from '../../db/schema/orders';

export type PickUpCenterRow = typeof pickUpCenters.$inferSelect;
export type CourierZoneRow = typeof courierZones.$inferSelect;
/** A day a centre is closed, with why in every language when staff said it. */
export type ClosedDayRow = Pick<typeof pickUpCenterClosedDays.$inferSelect, 'date' | 'reason'>;
/** A centre with the closed days that matter to the question asked. */
export type PickUpCenterDays = PickUpCenterRow & { closedDays: string[] };

/** One bookable place: a courier zone's window or a centre's slot, on one day. */
export interface SlotKey {
  kind: PlaceKind;
  /** The courier zone, or the centre's id as text (test rides: see schema/test-rides.ts). */
  location: string;
  date: string;
  timeWindow: string;
}

/** Courier zones, experience centres and the places booked in courier windows and pick-up slots. */
export function createDeliveryRepository(db: Db) {
  return {
    /**
     * The zones our couriers serve now (a handful of rows, read whole). `forBooking` holds them until the
     * booking commits, so a change of their windows' places waits for it and then sees its place.
     */
    async listActiveZones({ forBooking = false } = {}): Promise<CourierZoneRow[]> {
      const query = db
        .select()
        .from(courierZones)
        .where(eq(courierZones.isActive, true))
        .orderBy(asc(courierZones.slug));
      return forBooking ? query.for('share') : query;
    },

    /** The centres a customer can choose: spec §3's default (Geneva) first, then the shop's order. */
    async listActiveCentres(): Promise<PickUpCenterRow[]> {
      return db
        .select()
        .from(pickUpCenters)
        .where(eq(pickUpCenters.isActive, true))
        .orderBy(desc(pickUpCenters.isDefault), asc(pickUpCenters.sortOrder), asc(pickUpCenters.id));
    },

    /** The closed days of every centre from one day to another (ISO days, both included), by centre id. */
    async closedDaysBetween(from: string, to: string): Promise<Map<number, ClosedDayRow[]>> {
      const rows = await db
        .select({
          centreId: pickUpCenterClosedDays.pickUpCenterId,
          date: pickUpCenterClosedDays.date,
          reason: pickUpCenterClosedDays.reason,
        })
        .from(pickUpCenterClosedDays)
        .where(between(pickUpCenterClosedDays.date, from, to))
        .orderBy(asc(pickUpCenterClosedDays.date));
      const days = new Map<number, ClosedDayRow[]>();
      for (const { centreId, ...day } of rows) days.set(centreId, [...(days.get(centreId) ?? []), day]);
      return days;
    },

    /**
     * One centre and whether it is closed on one day, in one query. `forBooking` holds the centre until the
     * booking commits: a change of its places or closed days waits for the booking and then counts it.
     */
    async findCentreOn(id: number, date: string, { forBooking = false } = {}): Promise<PickUpCenterDays | undefined> {
      const closed = db
        .select({ date: pickUpCenterClosedDays.date })
        .from(pickUpCenterClosedDays)
        .where(and(eq(pickUpCenterClosedDays.pickUpCenterId, pickUpCenters.id), eq(pickUpCenterClosedDays.date, date)));
      const query = db
        .select({ centre: pickUpCenters, isClosed: sql<boolean>`exists (${closed})` })
        .from(pickUpCenters)
        .where(eq(pickUpCenters.id, id))
        .limit(1);
      const [row] = forBooking ? await query.for('share', { of: pickUpCenters }) : await query;
      return row && { ...row.centre, closedDays: row.isClosed ? [date] : [] };
    },

    /** Places booked per window of one location and day; windows nobody booked yet are absent. */
    async bookedByWindow(kind: PlaceKind, location: string, date: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ timeWindow: deliverySlotBookings.timeWindow, booked: deliverySlotBookings.booked })
        .from(deliverySlotBookings)
        .where(
          and(
            eq(deliverySlotBookings.kind, kind),
            eq(deliverySlotBookings.location, location),
            eq(deliverySlotBookings.date, date),
          ),
        );
      return new Map(rows.map((row) => [row.timeWindow, row.booked]));
    },

    /** The places booked in a zone's windows or a centre's slots from one day on (the index's order). */
    async bookedFrom(kind: PlaceKind, location: string, from: string): Promise<BookedSlot[]> {
      return db
        .select({
          date: deliverySlotBookings.date,
          timeWindow: deliverySlotBookings.timeWindow,
          booked: deliverySlotBookings.booked,
        })
        .from(deliverySlotBookings)
        .where(
          and(
            eq(deliverySlotBookings.kind, kind),
            eq(deliverySlotBookings.location, location),
            gte(deliverySlotBookings.date, from),
          ),
        );
    },

    /** Places booked per day, for these days of one location (days nobody booked are absent). */
    async bookedOnDays(kind: PlaceKind, location: string, dates: readonly string[]): Promise<Map<string, number>> {
      if (dates.length === 0) return new Map();
      const rows = await db
        .select({ date: deliverySlotBookings.date, booked: sql<number>`sum(${deliverySlotBookings.booked})::int` })
        .from(deliverySlotBookings)
        .where(
          and(
            eq(deliverySlotBookings.kind, kind),
            eq(deliverySlotBookings.location, location),
            inArray(deliverySlotBookings.date, [...dates]),
          ),
        )
        .groupBy(deliverySlotBookings.date);
      return new Map(rows.filter((row) => row.booked > 0).map((row) => [row.date, row.booked]));
    },

    /**
     * Takes one place in one statement: the first booking creates the row, the next ones add to it while
     * places are left. Concurrent bookings queue on the row lock, so the last place goes to exactly one
     * of them. The capacity is the window's or slot's as it is now: staff may have changed it since the
     * row was made, so it is judged against the new one and stored with the place. Answers the row's id,
     * or undefined when the slot is full.
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
          set: { booked: sql`${deliverySlotBookings.booked} + 1`, capacity: sql`excluded.capacity` },
          setWhere: sql`${deliverySlotBookings.booked} < excluded.capacity`,
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
