import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { FRAME_SIZE_PATTERN } from './frame-sizes';
import {
  CentimesSchema,
  GeometrySchema,
  PackageFeeSchema,
  ProductPageKindSchema,
  ProductTypeCodeSchema,
  RefurbishedDetailsSchema,
  SpecEntryKeySchema,
  SubcategoryKindSchema,
} from './product.schema';
import { PRODUCT_SLUG_PATTERN } from './product-pages';

/**
 * What staff (and the content importer) send to create or change the catalogue: every language at once,
 * money in centimes, files as the `/files/…` URLs the storage serves them from. The API's write use cases
 * parse their input with these; the same schemas validate the data files of `content/`.
 */

export const CATALOG_WRITE_ERRORS = {
  slug: 'validation.slug.invalid',
  text: 'validation.text.required',
  fileUrl: 'validation.fileUrl.invalid',
  priceAboveOriginal: 'validation.price.aboveOriginal',
  geometryValues: 'validation.geometry.valuesPerSize',
  geometrySize: 'validation.geometry.size',
  packageFeeTwice: 'validation.packageFees.duplicate',
  editionBelowSold: 'validation.editionSize.belowSold',
  unknownSubcategory: 'validation.subcategory.unknown',
  unknownProduct: 'validation.product.unknown',
  unknownCompany: 'validation.company.unknown',
  endBeforeStart: 'validation.validUntil.beforeStart',
} as const satisfies Record<string, MessageKey>;

/** One value per shop language (spec §1: en, fr, de); none may be left out. */
export function translated<T extends z.ZodType>(value: T) {
  return z.object({ en: value, fr: value, de: value });
}

export const SlugSchema = z.string().regex(PRODUCT_SLUG_PATTERN, CATALOG_WRITE_ERRORS.slug);

/** A text the customer reads: never empty, never only spaces. */
export const CopySchema = z.string().trim().min(1, CATALOG_WRITE_ERRORS.text);

/** A file kept by the shop's storage and served from `/files/…` (ARCHITECTURE: files behind one interface). */
export const FileUrlSchema = z.string().regex(/^\/files\/[A-Za-z0-9._/-]+$/, CATALOG_WRITE_ERRORS.fileUrl);

export const MediaWriteSchema = z.object({
  url: FileUrlSchema,
  kind: z.enum(['image', 'video']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: translated(CopySchema),
});
export type MediaWrite = z.infer<typeof MediaWriteSchema>;

/** A manual or a brochure: one document per language, with its size for the download link. */
export const DownloadWriteSchema = z.object({
  kind: z.enum(['manual', 'brochure']),
  title: translated(CopySchema),
  files: translated(z.object({ url: FileUrlSchema, bytes: z.number().int().nonnegative() })),
});
export type DownloadWrite = z.infer<typeof DownloadWriteSchema>;

/** A product's copy in one language; spec entries (spec §3) are for bikes, accessories leave them out. */
export const ProductTextWriteSchema = z.object({
  name: CopySchema,
  tagline: z.string().trim(),
  description: CopySchema,
  highlights: z.array(CopySchema).default([]),
  specs: z.partialRecord(SpecEntryKeySchema, CopySchema).default({}),
});
export type ProductTextWrite = z.infer<typeof ProductTextWriteSchema>;

const positiveOrNull = z.number().int().positive().nullable().default(null);

export const ProductWriteSchema = z
  .object({
    slug: SlugSchema,
    type: ProductTypeCodeSchema,
    /** The slug of the product's subcategory (accessories, services, refurbished goods). */
    subcategory: SlugSchema.nullable().default(null),
    /** The storefront page that presents it (spec §2): a vehicle on a product or order page, else null. */
    page: ProductPageKindSchema.nullable().default(null),
    /** Integer centimes, Swiss VAT included; `price` is what the first unit costs (spec §4 cart total). */
    price: CentimesSchema,
    originalPrice: CentimesSchema,
    speedKmh: positiveOrNull,
    batteryWh: positiveOrNull,
    weightKg: z.number().positive().nullable().default(null),
    configuratorCatalogId: z.string().trim().min(1).nullable().default(null),
    /** Units of a limited edition (spec §9); null when the model is not limited. */
    editionSize: positiveOrNull,
    refurbished: RefurbishedDetailsSchema.nullable().default(null),
    media: z.array(MediaWriteSchema).default([]),
    geometry: GeometrySchema.nullable().default(null),
    packageFees: z.array(PackageFeeSchema).default([]),
    downloads: z.array(DownloadWriteSchema).default([]),
    text: translated(ProductTextWriteSchema),
    /** Position in the catalogue's lists (smaller first). */
    sortOrder: z.number().int().nonnegative().default(0),
    /** Shown in the shop; an unpublished product keeps its orders and vehicles but leaves every list and page. */
    isPublished: z.boolean().default(true),
  })
  .superRefine((product, context) => {
    if (product.price > product.originalPrice) {
      context.addIssue({ code: 'custom', path: ['price'], message: CATALOG_WRITE_ERRORS.priceAboveOriginal });
    }
    for (const [index, size] of (product.geometry?.sizes ?? []).entries()) {
      if (!FRAME_SIZE_PATTERN.test(size)) {
        context.addIssue({
          code: 'custom',
          path: ['geometry', 'sizes', index],
          message: CATALOG_WRITE_ERRORS.geometrySize,
        });
      }
    }
    for (const [index, row] of (product.geometry?.rows ?? []).entries()) {
      if (row.values.length !== product.geometry!.sizes.length) {
        context.addIssue({
          code: 'custom',
          path: ['geometry', 'rows', index, 'values'],
          message: CATALOG_WRITE_ERRORS.geometryValues,
        });
      }
    }
    const kinds = product.packageFees.map((fee) => fee.kind);
    if (new Set(kinds).size !== kinds.length) {
      context.addIssue({ code: 'custom', path: ['packageFees'], message: CATALOG_WRITE_ERRORS.packageFeeTwice });
    }
  })
  .meta({ id: 'ProductWrite' });
/** What a write use case receives (defaults still optional) and what it stores (defaults filled in). */
export type ProductWriteInput = z.input<typeof ProductWriteSchema>;
export type ProductWrite = z.infer<typeof ProductWriteSchema>;

export const SubcategoryWriteSchema = z.object({
  slug: SlugSchema,
  kind: SubcategoryKindSchema,
  name: translated(CopySchema),
  sortOrder: z.number().int().nonnegative().default(0),
});
export type SubcategoryWriteInput = z.input<typeof SubcategoryWriteSchema>;
export type SubcategoryWrite = z.infer<typeof SubcategoryWriteSchema>;

/** A timestamp as ISO 8601 with its offset (`2026-03-01T00:00:00.000Z`). */
export const InstantSchema = z.iso.datetime({ offset: true, error: 'validation.invalid' });

/**
 * A special offer: a product at a price, for a while, for everyone (no companies) or as a flash offer for the
 * members of the partner companies named by slug (spec §1, §6). Caps: units at the offer price in all, and
 * units one account may buy (null: no cap).
 */
export const SpecialOfferWriteSchema = z
  .object({
    /** The offer's own name, by which a data file's import finds it again; optional for staff. */
    slug: SlugSchema.nullable().default(null),
    productSlug: SlugSchema,
    partnerName: CopySchema.nullable().default(null),
    companySlugs: z.array(SlugSchema).max(20).default([]),
    unitCap: z.number().int().nonnegative({ error: 'validation.invalid' }).nullable().default(null),
    perMemberCap: z.number().int().positive({ error: 'validation.invalid' }).nullable().default(null),
    price: CentimesSchema,
    originalPrice: CentimesSchema,
    validFrom: InstantSchema,
    validUntil: InstantSchema,
    text: translated(z.object({ title: CopySchema, description: CopySchema })),
  })
  .superRefine((offer, context) => {
    if (offer.price > offer.originalPrice) {
      context.addIssue({ code: 'custom', path: ['price'], message: CATALOG_WRITE_ERRORS.priceAboveOriginal });
    }
    if (Date.parse(offer.validUntil) <= Date.parse(offer.validFrom)) {
      context.addIssue({ code: 'custom', path: ['validUntil'], message: CATALOG_WRITE_ERRORS.endBeforeStart });
    }
  });
export type SpecialOfferWriteInput = z.input<typeof SpecialOfferWriteSchema>;
export type SpecialOfferWrite = z.infer<typeof SpecialOfferWriteSchema>;
