import type { Locale } from '@beast/domain/i18n/locale';
import type { OrderPricing } from '@beast/domain/orders/orders-api.schema';
import type { QuotationTerms } from '@beast/domain/quotations/quotation.rules';
import type { QuotationStatus } from '@beast/domain/quotations/quotation-api.schema';
import type { QuotationCustomerType } from '@beast/domain/validation/quotation.schema';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A priced quotation (spec §2 /quotation, §7 POST /orders/quotation…): its prices are frozen when it is made and
 * held until `valid_until`, so its PDF reads the same on every download. `pricing` is the order pricing block the
 * checkout computes for the same lines; `total` repeats its total for the lists. Its inbox request (kind
 * 'quotation', ref_id = id) carries the same status.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    /** "Q-2026-000123": the year it was made and its id. */
    number: text('number').notNull().unique(),
    /** The signed-in customer who asked; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<QuotationStatus>().notNull().default('new'),
    customerType: text('customer_type').$type<QuotationCustomerType>().notNull(),
    companyName: text('company_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    comment: text('comment'),
    pricing: jsonb('pricing').$type<OrderPricing>().notNull(),
    terms: jsonb('terms').$type<QuotationTerms>().notNull(),
    total: integer('total').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** When the staff last emailed the customer the link to order the won quotation. */
    orderLinkSentAt: instant('order_link_sent_at'),
    /** The order a won quotation became. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('quotations_user_created_idx').on(t.userId, t.createdAt),
    check('quotations_total_check', sql`${t.total} >= 0`),
  ],
);
