import type { Locale } from '@beast/domain/i18n/locale';
import type { RentalStatus } from '@beast/domain/rentals/rental.rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The models the shop rents out (spec §2 /rentals) and at what monthly price, in centimes: data staff manage on
 * the back office's Rentals screen (the demo's come from content/demo/rental-models.json). A model without a row,
 * or not `rentable`, is not offered; its price is kept so renting it again restores it.
 */
export const rentalModels = pgTable(
  'rental_models',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    rentable: boolean('rentable').notNull().default(true),
    monthlyPrice: integer('monthly_price').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('rental_models_monthly_price_check', sql`${t.monthlyPrice} > 0`)],
);

/**
 * A rental request (spec §2 /rentals): the model and months, priced by the server when it was sent (the monthly
 * price then, times the months), the person's details and the address the bike goes to. Its inbox request (kind
 * 'rental', ref_id = id) carries the same status; staff confirm or decline it once.
 */
export const rentalRequests = pgTable(
  'rental_requests',
  {
    id: serial('id').primaryKey(),
    /** The model rented; the name below keeps what was asked for if the product goes. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    modelSlug: text('model_slug').notNull(),
    modelName: text('model_name').notNull(),
    months: integer('months').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    total: integer('total').notNull(),
    status: text('status').$type<RentalStatus>().notNull().default('new'),
    locale: text('locale').$type<Locale>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    message: text('message'),
    /** What the staff wrote to the person with their answer. */
    decisionMessage: text('decision_message'),
    decidedAt: instant('decided_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('rental_requests_email_idx').on(sql`lower(${t.email})`),
    check('rental_requests_prices_check', sql`${t.months} > 0 AND ${t.monthlyPrice} > 0 AND ${t.total} >= 0`),
  ],
);
