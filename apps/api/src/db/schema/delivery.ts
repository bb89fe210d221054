import type { PostcodeRange } from '@beast/domain/checkout/delivery-offer';
import type { Locale } from '@beast/domain/i18n/locale';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { pickUpCenters } from './orders';

/** A courier window as stored: "HH:MM" Swiss local time, ISO weekdays, places per day. */
export interface CourierWindowRecord {
  from: string;
  to: string;
  weekdays: number[];
  capacity: number;
}

/**
 * Where our couriers deliver (spec §4 "non-standard ZIP": a ZIP no active zone serves is non-standard) and
 * when: each zone's ZIP code ranges and its time windows with their places. A zone is read and written
 * whole (a handful of rows), so its ranges and windows are kept on its row. Bookings name the zone by slug
 * (delivery_slot_bookings.location).
 */
export const courierZones = pgTable('courier_zones', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Record<Locale, string>>().notNull(),
  postcodeRanges: jsonb('postcode_ranges').$type<PostcodeRange[]>().notNull(),
  windows: jsonb('windows').$type<CourierWindowRecord[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Days an experience centre hands no order over (holidays, inventory), with why in every language when staff
 * said it. The key finds one centre's day at booking; the date index finds the coming days of every centre
 * for the centre list.
 */
export const pickUpCenterClosedDays = pgTable(
  'pick_up_center_closed_days',
  {
    pickUpCenterId: integer('pick_up_center_id')
      .notNull()
      .references(() => pickUpCenters.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: jsonb('reason').$type<Record<Locale, string>>(),
  },
  (t) => [primaryKey({ columns: [t.pickUpCenterId, t.date] }), index('pick_up_center_closed_days_date_idx').on(t.date)],
);
