import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, specialOffers } from './catalog';

/** What a coupon applies to: every product, the products of some types, or a list of products. */
export type CouponScope = 'all' | 'product_types' | 'products';

/**
 * Coupon codes (spec §3 Cart item couponName, §5 Coupon, §8 coupon invalid, expired or not found).
 * A code is unique ignoring case, since customers type it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** Exactly one of percentOff (1–100) and amountOff (centimes off one unit) is set. */
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    scope: text('scope').$type<CouponScope>().notNull().default('all'),
    scopeProductTypes: text('scope_product_types').array().$type<ProductTypeCode[]>(),
    scopeProductIds: integer('scope_product_ids').array(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Null: no end date. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Redemptions of all customers together; null: no cap. */
    maxRedemptions: integer('max_redemptions'),
    /** Redemptions of one customer; null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_unique').on(sql`lower(${t.code})`),
    check(
      'coupons_one_discount',
      sql`(${t.percentOff} IS NULL) <> (${t.amountOff} IS NULL)
        AND (${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100)
        AND (${t.amountOff} IS NULL OR ${t.amountOff} > 0)`,
    ),
    check(
      'coupons_scope_list',
      sql`${t.scope} = 'all'
        OR (${t.scope} = 'product_types' AND ${t.scopeProductTypes} IS NOT NULL)
        OR (${t.scope} = 'products' AND ${t.scopeProductIds} IS NOT NULL)`,
    ),
    check(
      'coupons_limits_positive',
      sql`(${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} >= 0)
        AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} >= 0)`,
    ),
  ],
);

/**
 * One use of a coupon. Written by the checkout when an order is placed; the cart only counts them against
 * `maxRedemptions` and `perCustomerLimit`. A redemption with a user id is a verified customer's (placed
 * signed in, or a guest order its account's owner claimed); a guest's has only the email it was placed with.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** `customerEmailKey` of the customer's address (the account's when signed in): one per mailbox. */
    customerEmail: text('customer_email').notNull(),
    orderId: integer('order_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_customer_idx').on(t.couponId, t.customerEmail),
  ],
);

/**
 * The signed-in user's cart, one row per line (spec §3 Cart item). Prices are never stored: the cart is
 * priced from the catalogue on every read (ARCHITECTURE: the server alone computes prices).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    configuratorOptions: jsonb('configurator_options').$type<Record<string, string>>(),
    /** SHA-256 of the options in key order ('' without options): part of the merge key. */
    optionsHash: text('options_hash').notNull().default(''),
    /** A service's bike line (spec §4); deleting the bike deletes its services. */
    attachedToLineId: integer('attached_to_line_id').references((): AnyPgColumn => cartLines.id, {
      onDelete: 'cascade',
    }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The special offer the line was added from; priced at the offer while the offer holds for the account. */
    specialOfferId: integer('special_offer_id').references(() => specialOffers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The merge key of POST /carts/: one line per product, options, attachment and offer (INSERT … ON CONFLICT).
    unique('cart_lines_merge_key')
      .on(t.userId, t.productId, t.optionsHash, t.attachedToLineId, t.specialOfferId)
      .nullsNotDistinct(),
    index('cart_lines_user_idx').on(t.userId, t.id),
    index('cart_lines_attached_idx').on(t.attachedToLineId),
    index('cart_lines_coupon_idx').on(t.couponId),
    check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
