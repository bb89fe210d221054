import { z } from '../zod';
import { PACKAGE_FEE_KINDS, type PackageFeeKind } from './package-fee-kinds';
import { PRODUCT_TYPE_CODES } from './product-type-codes';
import { SPEC_ENTRY_KEYS } from './spec-entry-keys';

/**
 * Catalogue answers of the API (spec §3 Product, §7 catalogue calls).
 * Money is integer centimes with its currency; text is already in the request's language.
 */

export { PRODUCT_TYPE_CODES };
export const ProductTypeCodeSchema = z.enum(PRODUCT_TYPE_CODES);
export type ProductTypeCode = z.infer<typeof ProductTypeCodeSchema>;

/** Which storefront page presents a vehicle (spec §2): a product page, or an order (pre-order) page. */
export const ProductPageKindSchema = z.enum(['product', 'order']);
export type ProductPageKind = z.infer<typeof ProductPageKindSchema>;

/** spec §3 bike spec entries, in display order. */
export { SPEC_ENTRY_KEYS };
export const SpecEntryKeySchema = z.enum(SPEC_ENTRY_KEYS);
export type SpecEntryKey = z.infer<typeof SpecEntryKeySchema>;

/** spec §3 package fee lines. */
export { PACKAGE_FEE_KINDS, type PackageFeeKind };
export const PackageFeeKindSchema = z.enum(PACKAGE_FEE_KINDS);

export const CurrencySchema = z.literal('CHF');
export const CentimesSchema = z.number().int().nonnegative();

export const MediaSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'video']),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Media = z.infer<typeof MediaSchema>;

export const CardPreviewInfoSchema = z.object({
  tagline: z.string(),
  speedKmh: z.number().int().positive().nullable(),
  batteryWh: z.number().int().positive().nullable(),
  weightKg: z.number().positive().nullable(),
});
export type CardPreviewInfo = z.infer<typeof CardPreviewInfoSchema>;

export const SpecEntrySchema = z.object({ key: SpecEntryKeySchema, value: z.string() });
export type SpecEntry = z.infer<typeof SpecEntrySchema>;

/** Frame geometry: one column per frame size, one row per measure in millimetres (or degrees for angles). */
export const GEOMETRY_MEASURES = [
  'seatTube',
  'topTube',
  'headTubeAngle',
  'seatTubeAngle',
  'chainstay',
  'wheelbase',
  'standover',
  'stack',
  'reach',
] as const;
export const GeometryMeasureSchema = z.enum(GEOMETRY_MEASURES);
export const GeometrySchema = z.object({
  sizes: z.array(z.string()).min(1),
  rows: z.array(z.object({ measure: GeometryMeasureSchema, values: z.array(z.number()) })),
});
export type Geometry = z.infer<typeof GeometrySchema>;

export const PackageFeeSchema = z.object({ kind: PackageFeeKindSchema, price: CentimesSchema });
export type PackageFee = z.infer<typeof PackageFeeSchema>;

export const DownloadSchema = z.object({
  kind: z.enum(['manual', 'brochure']),
  title: z.string(),
  url: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type Download = z.infer<typeof DownloadSchema>;

export const LimitedEditionSchema = z.object({ size: z.number().int().positive(), remaining: z.number().int() });

/**
 * A refurbished good's state and what it is sold with: spec §9's 2-year warranty on the whole good, and the
 * model's longer frame warranty where it has one (null when the frame has no more than the whole good).
 */
export const RefurbishedDetailsSchema = z.object({
  condition: z.enum(['like_new', 'very_good', 'good']),
  modelYear: z.number().int(),
  mileageKm: z.number().int().nonnegative().nullable(),
  warrantyMonths: z.number().int().positive(),
  frameWarrantyYears: z.number().int().positive().nullable(),
});
export type RefurbishedDetails = z.infer<typeof RefurbishedDetailsSchema>;

export const ProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  type: ProductTypeCodeSchema,
  productTypeId: z.number().int().positive(),
  subcategoryId: z.number().int().positive().nullable(),
  price: CentimesSchema,
  originalPrice: CentimesSchema,
  currency: CurrencySchema,
  media: z.array(MediaSchema),
  cardPreviewInfo: CardPreviewInfoSchema,
  configuratorCatalogId: z.string().nullable(),
  isRefurbished: z.boolean(),
  page: ProductPageKindSchema.nullable(),
  description: z.string(),
  speedClass: z.number().int().positive().nullable(),
  limitedEdition: LimitedEditionSchema.nullable(),
  refurbished: RefurbishedDetailsSchema.nullable(),
  /** The fees every unit of a bike carries (spec §3); empty for accessories and services. */
  packageFees: z.array(PackageFeeSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product with everything its own page shows. */
export const ProductDetailSchema = ProductSchema.extend({
  highlights: z.array(z.string()),
  specs: z.array(SpecEntrySchema),
  geometry: GeometrySchema.nullable(),
  downloads: z.array(DownloadSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const SubcategoryKindSchema = z.enum(['accessory', 'service', 'refurbished']);
export const SubcategorySchema = z.object({
  id: z.number().int().positive(),
  kind: SubcategoryKindSchema,
  slug: z.string(),
  name: z.string(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const AdvantageSectionSchema = z.object({
  icon: z.string(),
  title: z.string(),
  text: z.string(),
});
export type AdvantageSection = z.infer<typeof AdvantageSectionSchema>;

export const HomePageSchema = z.object({
  video: z.object({ url: z.string(), posterUrl: z.string(), title: z.string() }).nullable(),
  translations: z.object({ advantageSections: z.array(AdvantageSectionSchema) }),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const CountrySchema = z.object({ code: z.string().length(2), name: z.string(), dial_code: z.string() });
export type Country = z.infer<typeof CountrySchema>;
/** GET /users/dictionary: every country, named in the request's language. */
export const CountryListSchema = z.array(CountrySchema);

/** spec §7 list answers. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
}
export type Page<T> = { data: T[]; offset: number; limit: number; total: number };
