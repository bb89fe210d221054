import type { WorkHours } from './checkout-api.schema';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  COURIER_LEAD_DAYS,
  isoWeekday,
  PICK_UP_LEAD_DAYS,
  pickUpSlotsBetween,
} from './checkout-rules';

/**
 * What the shop offers on a given day, from its delivery data and the rules alone (no bookings): the courier
 * windows of a zone and the pick-up slots of a centre. Zones, windows, closed days and capacities are rows
 * staff edit; these rules take them as arguments. The API's lists and the order's booking read these, and the
 * storefront lists a centre's days with them, so the order accepts exactly what the customer was shown.
 */

/** Swiss postcodes a courier zone serves, both ends included (1000–1999). */
export interface PostcodeRange {
  from: number;
  to: number;
}

/** A courier time window ("HH:MM" Swiss local time) on some weekdays (1 = Monday … 7 = Sunday). */
export interface CourierWindow {
  from: string;
  to: string;
  weekdays: readonly number[];
  /** Deliveries the zone's couriers can make in this window of one day. */
  capacity: number;
}

export interface CourierZone {
  slug: string;
  postcodeRanges: readonly PostcodeRange[];
  windows: readonly CourierWindow[];
}

/** The days a centre hands orders over: its opening hours, less the days it is closed (ISO days). */
export interface PickUpCalendar {
  workHours: readonly WorkHours[];
  closedDays: readonly string[];
}

export interface PickUpCentre extends PickUpCalendar {
  /** Pick-up slots cut the opening hours into slots of this length. */
  pickUpSlotMinutes: number;
  /** Customers the centre can hand over to in one slot. */
  pickUpSlotCapacity: number;
}

/** A window or slot a day offers: its id ("HH:MM-HH:MM") and how many places it has. */
export interface OfferedSlot {
  id: string;
  capacity: number;
}

/** A Swiss postcode: four digits, 1000–9999. */
const SWISS_POSTCODE = /^[1-9]\d{3}$/;

/**
 * The courier zone serving a postcode (spec §4 "non-standard ZIP"), or null when none does: the customer may
 * still order and a sales manager calls to arrange the delivery (spec §8). Zones never overlap (their write
 * use case refuses it), so the first match is the only one.
 */
export function courierZoneOf<Zone extends Pick<CourierZone, 'postcodeRanges'>>(
  zipCode: string,
  zones: readonly Zone[],
): Zone | null {
  const zip = zipCode.trim();
  if (!SWISS_POSTCODE.test(zip)) return null;
  const postcode = Number(zip);
  return zones.find((zone) => zone.postcodeRanges.some((range) => isWithin(postcode, range))) ?? null;
}

function isWithin(postcode: number, range: PostcodeRange): boolean {
  return range.from <= postcode && postcode <= range.to;
}

/** Whether two lists of postcode ranges share a postcode. */
export function rangesOverlap(a: readonly PostcodeRange[], b: readonly PostcodeRange[]): boolean {
  return a.some((first) => b.some((second) => first.from <= second.to && second.from <= first.to));
}

/** Today is never bookable (spec §8 "we are not available today"). */
function firstBookableDay(today: string, leadDays: number): string {
  return addDays(today, Math.max(leadDays, 1));
}

/** ISO days compare as text. */
function isWithinBookingWindow(date: string, today: string, leadDays: number): boolean {
  return date >= firstBookableDay(today, leadDays) && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/** A zone's windows on one weekday, the earliest first, whatever the day's date. */
export function courierWindowsOnWeekday(zone: Pick<CourierZone, 'windows'>, weekday: number): OfferedSlot[] {
  return zone.windows
    .filter((window) => window.weekdays.includes(weekday))
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map((window) => ({ id: `${window.from}-${window.to}`, capacity: window.capacity }));
}

/** A courier day: a standard ZIP, a window of its zone that weekday, after the lead time and within the horizon. */
export function isCourierDay(zone: Pick<CourierZone, 'windows'> | null, date: string, today: string): boolean {
  if (zone === null) return false;
  return (
    courierWindowsOnWeekday(zone, isoWeekday(date)).length > 0 && isWithinBookingWindow(date, today, COURIER_LEAD_DAYS)
  );
}

/** The courier windows of a day, the earliest first; none when the courier does not come that day. */
export function courierWindowsOn(
  zone: Pick<CourierZone, 'windows'> | null,
  date: string,
  today: string,
): OfferedSlot[] {
  if (zone === null || !isCourierDay(zone, date, today)) return [];
  return courierWindowsOnWeekday(zone, isoWeekday(date));
}

/** A pick-up day: the centre opens that weekday and is not closed that day, after the lead time and within the horizon. */
export function isPickUpDay(centre: PickUpCalendar, date: string, today: string): boolean {
  const weekday = isoWeekday(date);
  return (
    centre.workHours.some((hours) => hours.weekday === weekday) &&
    !centre.closedDays.includes(date) &&
    isWithinBookingWindow(date, today, PICK_UP_LEAD_DAYS)
  );
}

/** A centre's pick-up slots of a day: its opening periods of that weekday cut into slots. */
export function pickUpSlotsOn(centre: PickUpCentre, date: string, today: string): OfferedSlot[] {
  if (!isPickUpDay(centre, date, today)) return [];
  const weekday = isoWeekday(date);
  return centre.workHours
    .filter((hours) => hours.weekday === weekday)
    .toSorted((a, b) => a.opens.localeCompare(b.opens))
    .flatMap((hours) => pickUpSlotsBetween(hours.opens, hours.closes, centre.pickUpSlotMinutes))
    .map((id) => ({ id, capacity: centre.pickUpSlotCapacity }));
}

/** A centre's next `count` pick-up days, from the first bookable day; fewer when the horizon comes first. */
export function pickUpDays(centre: PickUpCalendar, today: string, count: number): string[] {
  const days: string[] = [];
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  for (
    let day = firstBookableDay(today, PICK_UP_LEAD_DAYS);
    day <= last && days.length < count;
    day = addDays(day, 1)
  ) {
    if (isPickUpDay(centre, day, today)) days.push(day);
  }
  return days;
}
