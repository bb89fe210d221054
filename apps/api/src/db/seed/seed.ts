import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { typesetAll } from '@beast/domain/i18n/typography';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../files/file-storage';
import type { Db } from '../client';
import { coupons } from '../schema/cart';
import {
  productSubcategories,
  productSubcategoryTranslations,
  products,
  productTranslations,
  productTypes,
  type StoredDownload,
  specialOffers,
  specialOfferTranslations,
} from '../schema/catalog';
import { advantageSections, advantageSectionTranslations, homePage, homePageTranslations } from '../schema/content';
import { pickUpCenters } from '../schema/orders';
import { COUPONS } from './content/coupons';
import { HOME_PAGE } from './content/home-page';
import { centreName, PICK_UP_CENTERS } from './content/pick-up-centers';
import { PRODUCTS } from './content/products';
import { SPECIAL_OFFERS } from './content/special-offers';
import { SUBCATEGORIES } from './content/subcategories';
import { isDatabaseEmpty } from './seed-state';
import type { CouponSeed, ProductSeed, SeedFile } from './seed-types';

/** Every file the demo content refers to. */
function demoFiles(): SeedFile[] {
  return [
    ...PRODUCTS.flatMap((product) => [
      ...product.media.map((media) => media.file),
      ...product.downloads.flatMap((download) => LOCALES.map((locale) => download.files[locale])),
    ]),
    HOME_PAGE.video.file,
    HOME_PAGE.video.poster,
  ];
}

/** Writes the demo files into storage; returns each file's size by path. */
export async function writeDemoFiles(files: FileStorage): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const file of demoFiles()) {
    sizes.set(file.path, (await files.put(file.path, file.render())).bytes);
  }
  return sizes;
}

/**
 * Writes the demo content (catalogue, offers, home page) in one transaction, so a crash half-way
 * leaves an empty database that the next start seeds again. An advisory lock makes instances that
 * start together on one empty PostgreSQL seed it once.
 */
export async function seedDemoContent(db: Db, files: FileStorage): Promise<{ seeded: boolean }> {
  const sizes = await writeDemoFiles(files);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(731001)`);
    if (!(await isDatabaseEmpty(tx))) return { seeded: false };
    const typeIds = await insertProductTypes(tx);
    const subcategoryIds = await insertSubcategories(tx);
    const productIds = new Map<string, number>();
    for (const [index, seed] of PRODUCTS.entries()) {
      productIds.set(seed.slug, await insertProduct(tx, sizes, seed, index, typeIds, subcategoryIds));
    }
    await insertSpecialOffers(tx, productIds);
    await insertCoupons(tx);
    await insertPickUpCenters(tx);
    await insertHomePage(tx);
    return { seeded: true };
  });
}

async function insertProductTypes(db: Db): Promise<Map<string, number>> {
  const codes = [...new Set(PRODUCTS.map((product) => product.type))];
  const rows = await db
    .insert(productTypes)
    .values(codes.map((code) => ({ code })))
    .returning();
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function insertSubcategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sortOrder, seed] of SUBCATEGORIES.entries()) {
    const [row] = await db
      .insert(productSubcategories)
      .values({ kind: seed.kind, slug: seed.slug, sortOrder })
      .returning({ id: productSubcategories.id });
    ids.set(seed.slug, row!.id);
    await db
      .insert(productSubcategoryTranslations)
      .values(LOCALES.map((locale) => ({ subcategoryId: row!.id, locale, name: seed.name[locale] })));
  }
  return ids;
}

function fileUrl(file: SeedFile): string {
  return `/files/${file.path}`;
}

async function insertProduct(
  db: Db,
  sizes: Map<string, number>,
  seed: ProductSeed,
  sortOrder: number,
  typeIds: Map<string, number>,
  subcategoryIds: Map<string, number>,
): Promise<number> {
  const media = seed.media.map((item) => ({
    url: fileUrl(item.file),
    kind: item.kind,
    width: item.width,
    height: item.height,
  }));
  const downloads = Object.fromEntries(LOCALES.map((locale) => [locale, [] as StoredDownload[]])) as Record<
    Locale,
    StoredDownload[]
  >;
  for (const download of seed.downloads) {
    for (const locale of LOCALES) {
      const file = download.files[locale];
      downloads[locale].push({ kind: download.kind, url: fileUrl(file), bytes: sizes.get(file.path) ?? 0 });
    }
  }
  const [row] = await db
    .insert(products)
    .values({
      slug: seed.slug,
      productTypeId: typeIds.get(seed.type)!,
      subcategoryId: seed.subcategory ? requireId(subcategoryIds, seed.subcategory) : null,
      page: seed.page,
      price: seed.price,
      originalPrice: seed.originalPrice,
      speedKmh: seed.speedKmh ?? null,
      batteryWh: seed.batteryWh ?? null,
      weightGrams: seed.weightKg === undefined ? null : Math.round(seed.weightKg * 1000),
      configuratorCatalogId: seed.configuratorCatalogId ?? null,
      isRefurbished: seed.refurbished !== undefined,
      refurbished: seed.refurbished ?? null,
      editionSize: seed.editionSize ?? null,
      media,
      geometry: seed.geometry ?? null,
      packageFees: seed.packageFees,
      downloads,
      sortOrder,
    })
    .returning({ id: products.id });
  await db.insert(productTranslations).values(
    LOCALES.map((locale) => {
      // The copy as the shop prints it (figures with their units, French punctuation); names stay as named.
      const { name, ...copy } = seed.text[locale];
      const text = typesetAll(copy, locale);
      return {
        productId: row!.id,
        locale,
        name,
        description: text.description,
        content: {
          tagline: text.tagline,
          highlights: text.highlights,
          specs: text.specs,
          mediaAlts: seed.media.map((item) => item.alt[locale]),
          downloadTitles: seed.downloads.map((download) => download.title[locale]),
        },
      };
    }),
  );
  return row!.id;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertSpecialOffers(db: Db, productIds: Map<string, number>): Promise<void> {
  const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
  for (const seed of SPECIAL_OFFERS) {
    const validFrom = new Date(today - seed.validFromDaysAgo * DAY_MS);
    const [row] = await db
      .insert(specialOffers)
      .values({
        productId: requireId(productIds, seed.productSlug),
        partnerName: seed.partnerName,
        price: seed.price,
        originalPrice: seed.originalPrice,
        validFrom,
        validUntil: new Date(validFrom.getTime() + seed.validForDays * DAY_MS),
      })
      .returning({ id: specialOffers.id });
    await db
      .insert(specialOfferTranslations)
      .values(LOCALES.map((locale) => ({ specialOfferId: row!.id, locale, ...typesetAll(seed.text[locale], locale) })));
  }
}

/**
 * Writes the demo coupons into a database that has none: a demo database seeded before coupons existed
 * gets them at its next start. Locked like the catalogue seed, for instances starting together.
 */
export async function seedDemoCoupons(db: Db): Promise<{ seeded: boolean }> {
  return seedTableWhenEmpty(db, coupons, insertCoupons);
}

/** Seeds one table when it has no row yet, under the catalogue seed's lock. */
async function seedTableWhenEmpty(db: Db, table: PgTable, insert: (tx: Db) => Promise<void>) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(731001)`);
    const [any] = await tx.select({ one: sql`1` }).from(table).limit(1);
    if (any) return { seeded: false };
    await insert(tx);
    return { seeded: true };
  });
}

async function insertCoupons(db: Db): Promise<void> {
  const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
  await db.insert(coupons).values(COUPONS.map((seed) => couponValues(seed, today)));
}

function couponValues(seed: CouponSeed, today: number): typeof coupons.$inferInsert {
  const validFrom = new Date(today - seed.validFromDaysAgo * DAY_MS);
  return {
    code: seed.code,
    percentOff: seed.percentOff ?? null,
    amountOff: seed.amountOff ?? null,
    scope: seed.productTypes ? 'product_types' : 'all',
    scopeProductTypes: seed.productTypes ?? null,
    validFrom,
    validUntil: seed.validForDays === null ? null : new Date(validFrom.getTime() + seed.validForDays * DAY_MS),
    maxRedemptions: seed.maxRedemptions,
    perCustomerLimit: seed.perCustomerLimit,
  };
}

/** Writes the experience centres into a database that has none (a demo database seeded before checkout). */
export async function seedPickUpCenters(db: Db): Promise<{ seeded: boolean }> {
  return seedTableWhenEmpty(db, pickUpCenters, insertPickUpCenters);
}

async function insertPickUpCenters(db: Db): Promise<void> {
  await db.insert(pickUpCenters).values(
    PICK_UP_CENTERS.map(({ city, isDefault, ...seed }, sortOrder) => ({
      ...seed,
      name: centreName(city),
      city,
      isDefault: isDefault ?? false,
      sortOrder,
    })),
  );
}

async function insertHomePage(db: Db): Promise<void> {
  const { file, poster } = HOME_PAGE.video;
  await db.insert(homePage).values({ id: 1, videoUrl: fileUrl(file), posterUrl: fileUrl(poster) });
  await db
    .insert(homePageTranslations)
    .values(LOCALES.map((locale) => ({ homePageId: 1, locale, videoTitle: HOME_PAGE.video.title[locale] })));
  for (const [sortOrder, section] of HOME_PAGE.advantageSections.entries()) {
    const [row] = await db
      .insert(advantageSections)
      .values({ icon: section.icon, sortOrder })
      .returning({ id: advantageSections.id });
    await db
      .insert(advantageSectionTranslations)
      .values(LOCALES.map((locale) => ({ sectionId: row!.id, locale, ...typesetAll(section.text[locale], locale) })));
  }
}

function requireId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed refers to an unknown slug: ${slug}`);
  return id;
}
