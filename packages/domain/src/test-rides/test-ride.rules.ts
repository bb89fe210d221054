import { SLOT_CAPACITY_MAX } from '../constants/field-limits';
import { INBOX_STATUSES } from '../inbox/inbox';

/**
 * Test rides (issue: bookings and requests): a centre's test-ride slots cut its opening hours (the pick-up
 * slots' rule, with the test rides' own length and places), and a slot for a model is offered only while one of
 * that model's demo bikes at the centre is free then. No schema here: the storefront imports it at no cost.
 */

/** What a centre offers until staff set its test rides: hour-long rides, two riders at a time. */
export const TEST_RIDE_SLOT_DEFAULTS = { minutes: 60, capacity: 2 } as const;

/** The most demo bikes of one model a centre can hold (a form's bound, not a business rule). */
export const DEMO_BIKES_MAX = SLOT_CAPACITY_MAX;

/** A ride's statuses are its request's in the staff's inbox (booked → checked-in | no-show | cancelled). */
export const TEST_RIDE_STATUSES = INBOX_STATUSES['test-ride'];
export type TestRideStatus = (typeof TEST_RIDE_STATUSES)[number];

/** Only a booked ride can still be checked in, marked a no-show, moved or cancelled. */
export function isOpenRide(status: TestRideStatus): boolean {
  return status === 'booked';
}

/** The back office's schedule shows one day or a week from it. */
export const TEST_RIDE_SCHEDULE_SPANS = [1, 7] as const;

/**
 * Places a visitor can take in a slot for one model: the riders the slot still takes, and no more than the
 * model's demo bikes still free then.
 */
export function placesForModel(slot: { capacity: number; booked: number }, bikes: { count: number; booked: number }) {
  return Math.max(0, Math.min(slot.capacity - slot.booked, bikes.count - bikes.booked));
}
