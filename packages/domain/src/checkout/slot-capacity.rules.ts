import { isoWeekday } from './checkout-rules';
import type { CourierWindow } from './delivery-offer';

/**
 * spec §9: staff may change how many places a pick-up slot or courier window offers, but never below the
 * places a coming day already has booked in it, or the shop would have sold more than it can hand over.
 */

/**
 * What a counted place belongs to: a courier window (per zone), a pick-up slot (per centre), a centre's test-ride
 * slot, or one model's demo bikes at a centre in a test-ride slot. They share one guarded counter.
 */
export type PlaceKind = 'courier' | 'pickup' | 'test-ride' | 'test-ride-bike';

/** Places booked in one slot or window of one day. */
export interface BookedSlot {
  date: string;
  /** The slot or window ("hh:mm-hh:mm"). */
  timeWindow: string;
  booked: number;
}

/** The busiest of these bookings: most places, then the earliest day and slot. */
export function busiestOf<T extends BookedSlot>(bookings: readonly T[]): T | null {
  let busiest: T | null = null;
  for (const booking of bookings) {
    if (booking.booked <= 0) continue;
    if (!busiest || booking.booked > busiest.booked || (booking.booked === busiest.booked && earlier(booking, busiest)))
      busiest = booking;
  }
  return busiest;
}

function earlier(a: BookedSlot, b: BookedSlot): boolean {
  return a.date < b.date || (a.date === b.date && a.timeWindow < b.timeWindow);
}

/** The busiest booking a centre's new slot capacity would not hold, or null when every booking fits. */
export function pickUpSlotOverbooked(bookings: readonly BookedSlot[], capacity: number): BookedSlot | null {
  return busiestOf(bookings.filter((booking) => booking.booked > capacity));
}

/** The bookings a courier window holds: those of its time, on its weekdays. */
export function bookingsOfWindow<T extends BookedSlot>(bookings: readonly T[], window: CourierWindow): T[] {
  const id = `${window.from}-${window.to}`;
  return bookings.filter((booking) => booking.timeWindow === id && window.weekdays.includes(isoWeekday(booking.date)));
}

/** The busiest booking a zone's new windows would not hold (a booking no window holds any more is not judged). */
export function courierWindowOverbooked(
  bookings: readonly BookedSlot[],
  windows: readonly CourierWindow[],
): BookedSlot | null {
  return busiestOf(
    windows.flatMap((window) =>
      bookingsOfWindow(bookings, window).filter((booking) => booking.booked > window.capacity),
    ),
  );
}
