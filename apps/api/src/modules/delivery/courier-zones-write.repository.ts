import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courierZones } from '../../db/schema/delivery';
import { deliverySlotBookings } from '../../db/schema/orders';

export type CourierZoneRow = typeof courierZones.$inferSelect;
export type CourierZoneValues = Omit<typeof courierZones.$inferInsert, 'id'>;

/** Writers of courier zones take this lock, so two zones are never saved at once with the same ZIP codes. */
const COURIER_ZONES_LOCK_KEY = 731002;

export function createCourierZonesWriteRepository(db: Db) {
  return {
    async lockZones(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${COURIER_ZONES_LOCK_KEY})`);
    },

    async findZone(where: { id: number } | { slug: string }): Promise<CourierZoneRow | undefined> {
      const [row] = await db
        .select()
        .from(courierZones)
        .where('id' in where ? eq(courierZones.id, where.id) : eq(courierZones.slug, where.slug))
        .limit(1);
      return row;
    },

    /** Locks a zone's row until the change commits: its bookings wait, or are waited for (delivery-booking.ts). */
    async lockZone(id: number): Promise<CourierZoneRow | undefined> {
      const [row] = await db.select().from(courierZones).where(eq(courierZones.id, id)).for('update');
      return row;
    },

    /** The active zones other than this one (all of them for a new zone). */
    async listOtherActiveZones(id: number | null): Promise<CourierZoneRow[]> {
      return db
        .select()
        .from(courierZones)
        .where(and(eq(courierZones.isActive, true), id === null ? undefined : ne(courierZones.id, id)));
    },

    async insertZone(values: CourierZoneValues): Promise<number> {
      const [row] = await db.insert(courierZones).values(values).returning({ id: courierZones.id });
      return row!.id;
    },

    async updateZone(id: number, values: CourierZoneValues): Promise<void> {
      await db.update(courierZones).set(values).where(eq(courierZones.id, id));
    },

    /** The places booked in a zone's windows follow it to its new slug (bookings name the zone by slug). */
    async moveBookings(fromSlug: string, toSlug: string): Promise<void> {
      await db
        .update(deliverySlotBookings)
        .set({ location: toSlug })
        .where(and(eq(deliverySlotBookings.kind, 'courier'), eq(deliverySlotBookings.location, fromSlug)));
    },
  };
}

export type CourierZonesWriteRepository = ReturnType<typeof createCourierZonesWriteRepository>;
