import type { Locale } from '@beast/domain/i18n/locale';
import type { CentreListFilter, CentreSummary, CourierZoneSummary } from '@beast/domain/staff/centres-api.schema';
import { asc, count, eq, gte, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courierZones, pickUpCenterClosedDays } from '../../db/schema/delivery';
import { pickUpCenters } from '../../db/schema/orders';

/** The Centres and Delivery screens' lists: filtered, sorted and paged in the database. */
export function createCentresAdminRepository(db: Db) {
  function centreOrder(sort: CentreListFilter['sort'], locale: Locale): SQL[] {
    if (sort === 'name') return [sql`${pickUpCenters.name}->>${locale}`, asc(pickUpCenters.id)];
    if (sort === 'city') return [sql`${pickUpCenters.city}->>${locale}`, asc(pickUpCenters.id)];
    return [asc(pickUpCenters.sortOrder), asc(pickUpCenters.id)];
  }

  function centreStatus(status: CentreListFilter['status']): SQL | undefined {
    if (status === 'all') return undefined;
    return eq(pickUpCenters.isActive, status === 'active');
  }

  return {
    /** Centres with their next closed day from `today`, one query for the page and one for the total. */
    async listCentres(filter: CentreListFilter, locale: Locale, today: string, offset: number, limit: number) {
      const nextClosed = db
        .select({ centreId: pickUpCenterClosedDays.pickUpCenterId, date: min(pickUpCenterClosedDays.date).as('date') })
        .from(pickUpCenterClosedDays)
        .where(gte(pickUpCenterClosedDays.date, today))
        .groupBy(pickUpCenterClosedDays.pickUpCenterId)
        .as('next_closed');
      const where = centreStatus(filter.status);
      const rows = await db
        .select({ centre: pickUpCenters, nextClosedDay: nextClosed.date })
        .from(pickUpCenters)
        .leftJoin(nextClosed, eq(nextClosed.centreId, pickUpCenters.id))
        .where(where)
        .orderBy(...centreOrder(filter.sort, locale))
        .offset(offset)
        .limit(limit);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pickUpCenters).where(where);
      const data = rows.map(
        ({ centre, nextClosedDay }): CentreSummary => ({
          id: centre.id,
          slug: centre.slug,
          name: centre.name,
          city: centre.city,
          isActive: centre.isActive,
          isDefault: centre.isDefault,
          pickUpSlotCapacity: centre.pickUpSlotCapacity,
          nextClosedDay: nextClosedDay ?? null,
        }),
      );
      return { data, offset, limit, total };
    },

    /** Courier zones by slug (a handful of rows). */
    async listZones(offset: number, limit: number) {
      const rows = await db.select().from(courierZones).orderBy(asc(courierZones.slug)).offset(offset).limit(limit);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(courierZones);
      const data = rows.map(
        (zone): CourierZoneSummary => ({
          id: zone.id,
          slug: zone.slug,
          name: zone.name,
          isActive: zone.isActive,
          postcodeRanges: zone.postcodeRanges,
          windowCount: zone.windows.length,
        }),
      );
      return { data, offset, limit, total };
    },
  };
}
