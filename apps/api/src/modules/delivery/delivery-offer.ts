import type { WorkHours } from '@beast/domain/checkout/checkout-api.schema';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  COURIER_LEAD_DAYS,
  COURIER_TIME_WINDOWS,
  COURIER_WEEKDAYS,
  isoWeekday,
  PICK_UP_LEAD_DAYS,
  pickUpSlotsBetween,
} from '@beast/domain/checkout/checkout-rules';

/**
 * What the shop offers on a given day, from the rules alone (no bookings): the courier windows of a zone
 * and the pick-up slots of a centre. Both the public lists and the order's booking read these, so the
 * order accepts exactly what the customer was shown.
 */

/** ISO days compare as text. Today is never bookable (spec §8 "we are not available today"). */
function isWithinBookingWindow(date: string, today: string, leadDays: number): boolean {
  return date >= addDays(today, Math.max(leadDays, 1)) && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/** A courier day: a standard ZIP, a courier weekday, after the lead time and within the horizon. */
export function isCourierDay(zone: string | null, date: string, today: string): boolean {
  if (zone === null) return false;
  const weekday = isoWeekday(date) as (typeof COURIER_WEEKDAYS)[number];
  return COURIER_WEEKDAYS.includes(weekday) && isWithinBookingWindow(date, today, COURIER_LEAD_DAYS);
}

/** The courier windows of a day; none when the courier does not come that day. */
export function courierWindowsOn(zone: string | null, date: string, today: string): string[] {
  return isCourierDay(zone, date, today) ? [...COURIER_TIME_WINDOWS] : [];
}

/** A pick-up day: the centre opens that weekday, after the lead time and within the horizon. */
export function isPickUpDay(workHours: readonly WorkHours[], date: string, today: string): boolean {
  const weekday = isoWeekday(date);
  return workHours.some((hours) => hours.weekday === weekday) && isWithinBookingWindow(date, today, PICK_UP_LEAD_DAYS);
}

/** A centre's pick-up slots of a day: its opening periods of that weekday cut into slots. */
export function pickUpSlotsOn(workHours: readonly WorkHours[], date: string, today: string): string[] {
  if (!isPickUpDay(workHours, date, today)) return [];
  const weekday = isoWeekday(date);
  return workHours
    .filter((hours) => hours.weekday === weekday)
    .toSorted((a, b) => a.opens.localeCompare(b.opens))
    .flatMap((hours) => pickUpSlotsBetween(hours.opens, hours.closes));
}
