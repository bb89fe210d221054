import type { Locale } from '@beast/domain/i18n/locale';
import { TEST_RIDE_SLOT_DEFAULTS, type TestRideStatus } from '@beast/domain/test-rides/test-ride.rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { deliverySlotBookings, pickUpCenters } from './orders';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A centre's test rides as staff set them: the length of a ride and how many riders one slot takes. A centre
 * without a row (or without demo bikes) offers no test rides. Bookings hold this row (FOR SHARE) until they
 * commit, so lowering the places waits for them and then counts their places.
 */
export const testRideCentres = pgTable(
  'test_ride_centres',
  {
    centreId: integer('centre_id')
      .primaryKey()
      .references(() => pickUpCenters.id, { onDelete: 'cascade' }),
    slotMinutes: integer('slot_minutes').notNull().default(TEST_RIDE_SLOT_DEFAULTS.minutes),
    slotCapacity: integer('slot_capacity').notNull().default(TEST_RIDE_SLOT_DEFAULTS.capacity),
  },
  (t) => [check('test_ride_centres_slots', sql`${t.slotMinutes} > 0 AND ${t.slotCapacity} > 0`)],
);

/** The demo bikes of one model a centre keeps for test rides: one bike takes one rider per slot. */
export const testRideFleet = pgTable(
  'test_ride_fleet',
  {
    centreId: integer('centre_id')
      .notNull()
      .references(() => testRideCentres.centreId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bikes: integer('bikes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.productId] }), check('test_ride_fleet_bikes', sql`${t.bikes} >= 0`)],
);

/**
 * A booked test ride. Its places are counted where the delivery slots' are (delivery_slot_bookings, guarded by
 * its CHECK): one in the centre's slot (`slotBookingId`, kind 'test-ride') and one of the model's demo bikes
 * (`bikeBookingId`, kind 'test-ride-bike'); cancelling gives both back. `sequence` counts the changes the
 * visitor's calendar invitation went through (iCalendar SEQUENCE).
 */
export const testRides = pgTable(
  'test_rides',
  {
    id: serial('id').primaryKey(),
    centreId: integer('centre_id')
      .notNull()
      .references(() => pickUpCenters.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    /** When the ride begins: after it, the link no longer moves or cancels it. */
    startsAt: instant('starts_at').notNull(),
    status: text('status').$type<TestRideStatus>().notNull().default('booked'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    slotBookingId: integer('slot_booking_id').references(() => deliverySlotBookings.id),
    bikeBookingId: integer('bike_booking_id').references(() => deliverySlotBookings.id),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: instant('reminder_sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('test_rides_centre_date_idx').on(t.centreId, t.date, t.timeSlot),
    // The reminders' round reads the booked rides of one day not reminded yet.
    index('test_rides_reminder_idx').on(t.date).where(sql`${t.status} = 'booked' AND ${t.reminderSentAt} IS NULL`),
  ],
);
