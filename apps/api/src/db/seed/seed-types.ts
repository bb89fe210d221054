import type {
  Geometry,
  PackageFee,
  ProductPageKind,
  ProductTypeCode,
  RefurbishedDetails,
  SpecEntryKey,
} from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';

/** Demo content is written once per language; the seeder stores one translation row per locale. */
export type Translated<T> = Record<Locale, T>;

/** A file the seeder writes into file storage, served from `/files/<path>`. */
export interface SeedFile {
  /** Path under /files, e.g. `media/mighty-beast/side.svg`. */
  path: string;
  contentType: 'image/svg+xml' | 'application/pdf' | 'video/webm' | 'video/mp4';
  /** Produces the file's bytes (an SVG drawn from the catalogue data, a PDF made from the product's text, a committed asset). */
  render: () => string | Uint8Array;
}

export interface MediaSeed {
  file: SeedFile;
  kind: 'image' | 'video';
  width: number;
  height: number;
  alt: Translated<string>;
}

export interface DownloadSeed {
  kind: 'manual' | 'brochure';
  /** One document per language. */
  files: Translated<SeedFile>;
  title: Translated<string>;
}

export interface ProductText {
  name: string;
  tagline: string;
  description: string;
  highlights: string[];
  /** spec §3 bike spec entries; accessories and services leave this empty. */
  specs: Partial<Record<SpecEntryKey, string>>;
}

export interface ProductSeed {
  slug: string;
  type: ProductTypeCode;
  /** Slug of a subcategory from the subcategory seed (accessories, services, refurbished goods). */
  subcategory?: string;
  page: ProductPageKind | null;
  /** Integer centimes, VAT included. */
  price: number;
  originalPrice: number;
  speedKmh?: number;
  batteryWh?: number;
  weightKg?: number;
  configuratorCatalogId?: string;
  /** Units of a limited edition (spec §9: Xplorer 100, circular coffee edition 220). */
  editionSize?: number;
  refurbished?: RefurbishedDetails;
  media: MediaSeed[];
  geometry?: Geometry;
  packageFees: PackageFee[];
  downloads: DownloadSeed[];
  text: Translated<ProductText>;
}

export interface SubcategorySeed {
  slug: string;
  kind: 'accessory' | 'service' | 'refurbished';
  name: Translated<string>;
}

export interface SpecialOfferSeed {
  productSlug: string;
  partnerName: string;
  price: number;
  originalPrice: number;
  /** Relative to the day the demo is seeded, so the demo's offers are current whenever it is installed. */
  validFromDaysAgo: number;
  validForDays: number;
  text: Translated<{ title: string; description: string }>;
}

export interface HomePageSeed {
  video: { file: SeedFile; poster: SeedFile; title: Translated<string> };
  advantageSections: { icon: string; text: Translated<{ title: string; text: string }> }[];
}

export interface CouponSeed {
  code: string;
  /** Exactly one of the two: a percentage, or centimes off one unit. */
  percentOff?: number;
  amountOff?: number;
  /** Product types it applies to; absent: every product. */
  productTypes?: ProductTypeCode[];
  /** Relative to the day the demo is seeded, like the special offers. */
  validFromDaysAgo: number;
  /** Null: no end date. */
  validForDays: number | null;
  maxRedemptions: number | null;
  perCustomerLimit: number | null;
}
