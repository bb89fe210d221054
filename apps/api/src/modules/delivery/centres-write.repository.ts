import type { CentreClosedDays } from '@beast/domain/checkout/centre-write.schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickUpCenterClosedDays } from '../../db/schema/delivery';
import { pickUpCenters } from '../../db/schema/orders';

export type CentreRow = typeof pickUpCenters.$inferSelect;
export type CentreValues = Omit<typeof pickUpCenters.$inferInsert, 'id'>;

export function createCentresWriteRepository(db: Db) {
  return {
    async findCentre(where: { id: number } | { slug: string }): Promise<CentreRow | undefined> {
      const [row] = await db
        .select()
        .from(pickUpCenters)
        .where('id' in where ? eq(pickUpCenters.id, where.id) : eq(pickUpCenters.slug, where.slug))
        .limit(1);
      return row;
    },

    /** spec §3 has one default centre: the others stop being it before one becomes it. */
    async clearDefaultExcept(id: number | null): Promise<void> {
      await db
        .update(pickUpCenters)
        .set({ isDefault: false })
        .where(and(eq(pickUpCenters.isDefault, true), id === null ? undefined : ne(pickUpCenters.id, id)));
    },

    async insertCentre(values: CentreValues): Promise<number> {
      const [row] = await db.insert(pickUpCenters).values(values).returning({ id: pickUpCenters.id });
      return row!.id;
    },

    async updateCentre(id: number, values: CentreValues): Promise<void> {
      await db.update(pickUpCenters).set(values).where(eq(pickUpCenters.id, id));
    },

    /** Locks the centre's row, so two changes of its closed days apply one after the other. */
    async lockCentre(id: number): Promise<CentreRow | undefined> {
      const [row] = await db.select().from(pickUpCenters).where(eq(pickUpCenters.id, id)).for('update');
      return row;
    },

    async listClosedDays(centreId: number): Promise<CentreClosedDays> {
      return db
        .select({ date: pickUpCenterClosedDays.date, reason: pickUpCenterClosedDays.reason })
        .from(pickUpCenterClosedDays)
        .where(eq(pickUpCenterClosedDays.pickUpCenterId, centreId))
        .orderBy(asc(pickUpCenterClosedDays.date));
    },

    async replaceClosedDays(centreId: number, days: CentreClosedDays): Promise<void> {
      await db.delete(pickUpCenterClosedDays).where(eq(pickUpCenterClosedDays.pickUpCenterId, centreId));
      if (days.length === 0) return;
      await db.insert(pickUpCenterClosedDays).values(days.map((day) => ({ pickUpCenterId: centreId, ...day })));
    },
  };
}

export type CentresWriteRepository = ReturnType<typeof createCentresWriteRepository>;
