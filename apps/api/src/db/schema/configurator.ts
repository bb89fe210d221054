import type { ConfiguratorGroupKey, ConfiguratorRule, OptionLook } from '@beast/domain/configurator/configurator.rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * A configurable model's option groups (spec §3 bike spec entries, plus the speed class where a model has both),
 * in the order the configurator shows them. Written whole with the model’s options and rules, by one use case.
 */
export const configuratorGroups = pgTable(
  'configurator_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').$type<ConfiguratorGroupKey>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('configurator_groups_product_key_idx').on(t.productId, t.key)],
);

/**
 * An option of a group: its list price in centimes (0 when included, VAT included, spec §9), an offer's price
 * below it where the model has one (the circular edition's), whether it is the group's default, its name per
 * language and how the picture draws it.
 */
export const configuratorOptions = pgTable(
  'configurator_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => configuratorGroups.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    price: integer('price').notNull(),
    offerPrice: integer('offer_price'),
    isDefault: boolean('is_default').notNull().default(false),
    label: jsonb('label').$type<Record<Locale, string>>().notNull(),
    look: jsonb('look').$type<OptionLook>(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('configurator_options_group_key_idx').on(t.groupId, t.key),
    check(
      'configurator_options_price_check',
      sql`${t.price} >= 0 AND (${t.offerPrice} IS NULL OR (${t.offerPrice} >= 0 AND ${t.offerPrice} < ${t.price}))`,
    ),
  ],
);

/** A rule of a model: choosing `option` requires one of `others`, or excludes all of them (`group=option` refs). */
export const configuratorRules = pgTable('configurator_rules', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<ConfiguratorRule['kind']>().notNull(),
  option: text('option').notNull(),
  others: jsonb('others').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
