import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pickUpCenters } from '../db/schema/orders';
import type { Clock } from '../lib/clock';

/** Helpers of the delivery tests: a movable Swiss "now" and the seeded centres by slug. */

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
  const [row] = await db.select({ id: pickUpCenters.id }).from(pickUpCenters).where(eq(pickUpCenters.slug, slug));
  if (!row) throw new Error(`no centre ${slug} in the seed`);
  return row.id;
}

export async function setCentreColumns(
  db: Db,
  id: number,
  values: Partial<Pick<typeof pickUpCenters.$inferInsert, 'isActive' | 'workHours'>>,
): Promise<void> {
  await db.update(pickUpCenters).set(values).where(eq(pickUpCenters.id, id));
}
