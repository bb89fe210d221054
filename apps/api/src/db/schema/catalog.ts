import type {
  Geometry,
  PackageFee,
  ProductPageKind,
  ProductTypeCode,
  RefurbishedDetails,
  SpecEntryKey,
} from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Translated rows carry the locale as a plain two-letter code (spec §1: en, fr, de). */
const locale = () => text('locale').$type<Locale>().notNull();

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  code: text('code').$type<ProductTypeCode>().notNull().unique(),
});

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'accessory' | 'service' | 'refurbished'>().notNull(),
    slug: text('slug').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_subcategories_kind_idx').on(t.kind, t.sortOrder)],
);

export const productSubcategoryTranslations = pgTable(
  'product_subcategory_translations',
  {
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => productSubcategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subcategoryId, t.locale] })],
);

export interface StoredMedia {
  url: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
}

export interface StoredDownload {
  kind: 'manual' | 'brochure';
  url: string;
  bytes: number;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    subcategoryId: integer('subcategory_id').references(() => productSubcategories.id),
    page: text('page').$type<ProductPageKind>(),
    /** Integer centimes, Swiss VAT included. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('CHF'),
    speedKmh: integer('speed_kmh'),
    batteryWh: integer('battery_wh'),
    weightGrams: integer('weight_grams'),
    configuratorCatalogId: text('configurator_catalog_id'),
    isRefurbished: boolean('is_refurbished').notNull().default(false),
    refurbished: jsonb('refurbished').$type<RefurbishedDetails>(),
    /** Limited editions (spec §9): the number of units that exist and how many are sold. */
    editionSize: integer('edition_size'),
    editionSold: integer('edition_sold').notNull().default(0),
    media: jsonb('media').$type<StoredMedia[]>().notNull().default([]),
    geometry: jsonb('geometry').$type<Geometry>(),
    packageFees: jsonb('package_fees').$type<PackageFee[]>().notNull().default([]),
    downloads: jsonb('downloads').$type<Record<Locale, StoredDownload[]>>(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx').on(t.isActive, t.sortOrder, t.id),
    index('products_type_idx').on(t.productTypeId),
    index('products_subcategory_idx').on(t.subcategoryId, t.sortOrder, t.id),
    check('products_price_nonnegative', sql`${t.price} >= 0 AND ${t.originalPrice} >= 0`),
    check(
      'products_edition_stock',
      sql`${t.editionSold} >= 0 AND (${t.editionSize} IS NULL OR ${t.editionSold} <= ${t.editionSize})`,
    ),
  ],
);

export interface ProductTranslationContent {
  tagline: string;
  highlights: string[];
  specs: Partial<Record<SpecEntryKey, string>>;
  /** Alt texts of `products.media`, same order. */
  mediaAlts: string[];
  /** Titles of this locale's downloads, same order. */
  downloadTitles: string[];
}

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    content: jsonb('content').$type<ProductTranslationContent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const specialOffers = pgTable(
  'special_offers',
  {
    id: serial('id').primaryKey(),
    /** The offer's name in data files, so an import finds it again; offers made in the back office may have none. */
    slug: text('slug').unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The partner's name shown before partner companies existed; null for offers made since (companies say who). */
    partnerName: text('partner_name'),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Units sold at the offer price, all buyers together; null: no cap. Counted from placed, not cancelled orders. */
    unitCap: integer('unit_cap'),
    /** Units one account may buy at the offer price (e.g. one bike per member); null: no limit. */
    perMemberCap: integer('per_member_cap'),
  },
  (t) => [
    index('special_offers_validity_idx').on(t.validUntil),
    check(
      'special_offers_caps_positive',
      sql`(${t.unitCap} IS NULL OR ${t.unitCap} >= 0) AND (${t.perMemberCap} IS NULL OR ${t.perMemberCap} >= 1)`,
    ),
  ],
);

export const specialOfferTranslations = pgTable(
  'special_offer_translations',
  {
    specialOfferId: integer('special_offer_id')
      .notNull()
      .references(() => specialOffers.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.specialOfferId, t.locale] })],
);
