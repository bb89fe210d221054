import { courierWindowsOnWeekday, type OfferedSlot } from '@beast/domain/checkout/delivery-offer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courierZones } from '../db/schema/delivery';
import { pickUpCenters } from '../db/schema/orders';
import type { Clock } from '../lib/clock';

/**
 * Helpers of the delivery tests: a movable Swiss "now", and the imported centres and courier zones by slug,
 * so tests read windows and places from the data instead of repeating it.
 */

/** A new experience centre's record (Sion, open Tuesday mornings), as its write use case takes it. */
export function centreInput(slug: string, isDefault = false) {
  return {
    slug,
    name: { en: 'Beast Sion', fr: 'Beast Sion', de: 'Beast Sitten' },
    city: { en: 'Sion', fr: 'Sion', de: 'Sitten' },
    address: 'Rue du Rhône 1',
    zipCode: '1950',
    phoneNumber: '+41 27 000 00 00',
    email: `${slug}@beast.example`,
    workHours: [{ weekday: 2, opens: '09:00', closes: '12:00' }],
    isDefault,
    sortOrder: 50,
  };
}

/** Calendar of the tests: a Friday, the weekend after it and the week after. */
export const DAYS = {
  friday: '2026-11-20',
  saturday: '2026-11-21',
  sunday: '2026-11-22',
  monday: '2026-11-23',
  tuesday: '2026-11-24',
} as const;

/** A clock at a time of an ISO day in Swiss winter time (noon unless told); `set` moves it. */
export function swissClock(day: string, time = '12:00'): Clock & { set(day: string, time?: string): void } {
  let now = swissTime(day, time);
  return Object.assign(() => now, {
    set(next: string, nextTime = '12:00') {
      now = swissTime(next, nextTime);
    },
  });
}

function swissTime(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+01:00`);
}

export async function centreIdOf(db: Db, slug: string): Promise<number> {
  return (await centreOf(db, slug)).id;
}

export async function centreOf(db: Db, slug: string) {
  const [row] = await db.select().from(pickUpCenters).where(eq(pickUpCenters.slug, slug));
  if (!row) throw new Error(`no centre ${slug} in the seed`);
  return row;
}

export async function courierZoneRow(db: Db, slug: string) {
  const [row] = await db.select().from(courierZones).where(eq(courierZones.slug, slug));
  if (!row) throw new Error(`no courier zone ${slug} in the seed`);
  return row;
}

/** A zone's windows on a weekday (1 = Monday), the earliest first, with their places. */
export async function courierWindowsOf(db: Db, slug: string, weekday: number): Promise<OfferedSlot[]> {
  const windows = courierWindowsOnWeekday(await courierZoneRow(db, slug), weekday);
  if (windows.length === 0) throw new Error(`no courier window of ${slug} on weekday ${weekday}`);
  return windows;
}

export async function setCentreColumns(
  db: Db,
  id: number,
  values: Partial<
    Pick<typeof pickUpCenters.$inferInsert, 'isActive' | 'workHours' | 'pickUpSlotCapacity' | 'pickUpSlotMinutes'>
  >,
): Promise<void> {
  await db.update(pickUpCenters).set(values).where(eq(pickUpCenters.id, id));
}
