import type {
  DownloadWrite,
  MediaWrite,
  ProductWriteInput,
  SubcategoryWriteInput,
} from '@beast/domain/catalog/catalog-write.schema';
import type { PackageFee, ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { products } from '../db/schema/catalog';
import { DomainError } from '../errors/domain-error';
import type { Actor } from '../lib/content-change';
import type { WriteUseCases } from '../modules/write-use-cases';
import { TEST_MANUAL_PATHS, TEST_MANUAL_PDF, TEST_PICTURE_PATH } from './stored-files';

/** Who the catalogue tests write as. */
export const TEST_ACTOR: Actor = { kind: 'tool', name: 'test' };

let made = 0;

/** A unique slug per call, so tests in one file never collide. */
export function uniqueSlug(prefix = 'test-bike'): string {
  made += 1;
  return `${prefix}-${made}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A complete bike of the tests' own (not a demo product): every language, a picture, a manual, the spec
 * entries, a geometry and the fee lines, so a test can change one part and see it in the shop.
 */
export function bikeInput(overrides: Partial<ProductWriteInput> = {}): ProductWriteInput {
  const text = (name: string, tagline: string) => ({
    name,
    tagline,
    description: `${name}: a test bike.`,
    highlights: ['Light', 'Quick'],
    specs: { motor: 'Hub 250 W', battery: '672 Wh' },
  });
  return {
    slug: uniqueSlug(),
    type: 'classy_beast',
    page: 'product',
    price: 399_000,
    originalPrice: 429_000,
    speedKmh: 25,
    batteryWh: 672,
    weightKg: 24.5,
    media: [
      {
        url: '/files/media/test/side.svg',
        kind: 'image',
        width: 1200,
        height: 800,
        alt: { en: 'The bike from the side', fr: 'Le vélo de côté', de: 'Das Velo von der Seite' },
      },
    ],
    downloads: [
      {
        kind: 'manual',
        title: { en: 'Manual', fr: 'Mode d’emploi', de: 'Anleitung' },
        files: {
          en: { url: '/files/documents/test/manual-en.pdf', bytes: 1200 },
          fr: { url: '/files/documents/test/manual-fr.pdf', bytes: 1300 },
          de: { url: '/files/documents/test/manual-de.pdf', bytes: 1400 },
        },
      },
    ],
    geometry: { sizes: ['M', 'L'], rows: [{ measure: 'seatTube', values: [480, 520] }] },
    packageFees: [
      { kind: 'assembly', price: 14_900 },
      { kind: 'delivery', price: 0 },
    ],
    text: {
      en: text('Test Beast', 'Rides 80 km'),
      fr: text('Test Beast', 'Roule 80 km'),
      de: text('Test Beast', 'Fährt 80 km'),
    },
    ...overrides,
  };
}

/** The DomainError a use case refused with (the test fails when it did not refuse). */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** Where the factories write: a test app, or a bare database with the write use cases built on it. */
export interface CatalogWriter {
  app: { writes: WriteUseCases };
  database: Database;
}

/** A product of the tests' own, as a cart or an order sees it. */
export interface TestProduct {
  id: number;
  slug: string;
  type: ProductTypeCode;
  price: number;
  originalPrice: number;
  /** Units of its limited edition; null when it has none. */
  editionSize: number | null;
  packageFees: PackageFee[];
  /** Its name in each language. */
  name: Record<Locale, string>;
}

/** The picture every product of the tests shows unless told otherwise (stored by global-setup.ts). */
export const TEST_PICTURE = {
  url: `/files/${TEST_PICTURE_PATH}`,
  kind: 'image',
  width: 800,
  height: 480,
  alt: { en: 'The product from the side', fr: 'Le produit de côté', de: 'Das Produkt von der Seite' },
} satisfies MediaWrite;

/** The manual of the tests' bikes: a PDF per language, stored by global-setup.ts. */
export const TEST_MANUAL = {
  kind: 'manual',
  title: { en: 'Manual', fr: 'Mode d’emploi', de: 'Anleitung' },
  files: {
    en: { url: `/files/${TEST_MANUAL_PATHS.en}`, bytes: TEST_MANUAL_PDF.length },
    fr: { url: `/files/${TEST_MANUAL_PATHS.fr}`, bytes: TEST_MANUAL_PDF.length },
    de: { url: `/files/${TEST_MANUAL_PATHS.de}`, bytes: TEST_MANUAL_PDF.length },
  },
} satisfies DownloadWrite;

/**
 * Creates a product through the catalogue's write use case with the figures a test states itself (price, fees,
 * edition), so a cart or order test does not depend on the demo catalogue's prices, which change with the
 * content. An accessory at CHF 100 with a picture unless told otherwise; `editionSold` marks units of an
 * edition as sold, which is the orders' business rather than the catalogue's.
 */
export async function createProduct(
  harness: CatalogWriter,
  { editionSold, ...values }: Partial<ProductWriteInput> & { editionSold?: number } = {},
): Promise<TestProduct> {
  const price = values.price ?? 10_000;
  const input = {
    slug: uniqueSlug('test-product'),
    type: 'accessory' as const,
    price,
    originalPrice: price,
    media: [TEST_PICTURE],
    text: {
      en: { name: 'Test product', tagline: '', description: 'A product of the tests.' },
      fr: { name: 'Produit de test', tagline: '', description: 'Un produit des tests.' },
      de: { name: 'Testprodukt', tagline: '', description: 'Ein Produkt der Tests.' },
    },
    ...values,
  } satisfies ProductWriteInput;
  const { id } = await harness.app.writes.catalog.createProduct(TEST_ACTOR, input);
  if (editionSold !== undefined) {
    await harness.database.db.update(products).set({ editionSold }).where(eq(products.id, id));
  }
  const { slug, type, originalPrice, editionSize = null, packageFees = [], text } = input;
  const name = { en: text.en.name, fr: text.fr.name, de: text.de.name };
  return { id, slug, type, price, originalPrice, editionSize, packageFees, name };
}

/** The five fee lines of spec §3 at the tests' own prices; delivery is free for a bike (spec §9). */
export const BIKE_PACKAGE_FEES: PackageFee[] = [
  { kind: 'assembly', price: 14_900 },
  { kind: 'circulation', price: 9_900 },
  { kind: 'delivery', price: 0 },
  { kind: 'firstService', price: 17_500 },
  { kind: 'cleaning', price: 4_900 },
];

/**
 * A bike of the tests' own (bikeInput: every language, spec entries, a geometry) with the five fee lines of
 * spec §3, the tests' picture and manual, unless told otherwise; `editionSize` makes it a limited edition.
 */
export function createBike(
  harness: CatalogWriter,
  { editionSold, ...values }: Parameters<typeof createProduct>[1] = {},
): Promise<TestProduct> {
  const bike = bikeInput({
    media: [TEST_PICTURE],
    downloads: [TEST_MANUAL],
    packageFees: BIKE_PACKAGE_FEES,
    ...values,
  });
  return createProduct(harness, { ...bike, editionSold });
}

/** A service of the tests' own (a first service at CHF 175 unless told otherwise), sold at pick-up only. */
export function createService(
  harness: CatalogWriter,
  values: Parameters<typeof createProduct>[1] = {},
): Promise<TestProduct> {
  return createProduct(harness, { slug: uniqueSlug('test-service'), type: 'service', price: 17_500, ...values });
}

/** A subcategory of the tests' own, named in every language. */
export async function createSubcategory(
  harness: CatalogWriter,
  kind: SubcategoryWriteInput['kind'],
): Promise<{ id: number; slug: string }> {
  const slug = uniqueSlug(`test-${kind}`);
  const name = { en: 'Test things', fr: 'Choses de test', de: 'Testsachen' };
  const { id } = await harness.app.writes.catalog.createSubcategory(TEST_ACTOR, { slug, kind, name });
  return { id, slug };
}
