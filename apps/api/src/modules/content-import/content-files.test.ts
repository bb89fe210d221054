import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CouponWriteSchema } from '@beast/domain/cart/coupon-write.schema';
import {
  ProductWriteSchema,
  SpecialOfferWriteSchema,
  SubcategoryWriteSchema,
} from '@beast/domain/catalog/catalog-write.schema';
import { PACKAGE_FEE_KINDS, SPEC_ENTRY_KEYS } from '@beast/domain/catalog/product.schema';
import { ITEM_LISTINGS, productPath } from '@beast/domain/catalog/product-pages';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { CentreWriteSchema } from '@beast/domain/checkout/centre-write.schema';
import { addDays } from '@beast/domain/checkout/checkout-rules';
import { CourierZoneWriteSchema } from '@beast/domain/checkout/courier-zone-write.schema';
import { courierZoneOf, pickUpSlotsOn, rangesOverlap } from '@beast/domain/checkout/delivery-offer';
import {
  type ConfiguratorModel,
  checkConfiguration,
  modelProblem,
  priceConfiguration,
} from '@beast/domain/configurator/configurator.rules';
import { ConfiguratorModelWriteSchema } from '@beast/domain/configurator/configurator.schema';
import {
  ADVENTURE_FULL_CARBON_CHF,
  ADVENTURE_PREMIUM_45_CHF,
  CANCELLATION_PERIOD_DAYS,
  CIRCULAR_EDITION_OFFERS_CHF,
  CONFIGURATOR_OPTION_PRICES_CHF,
  DEFAULT_CENTRE_CITY,
  DEFAULT_CENTRE_HOURS,
  FIRST_SERVICE_KM,
  FIRST_SERVICE_VALUE_CENTIMES,
  FLEET_DELIVERY_MAX_WEEKS,
  FRAME_WARRANTY_YEARS,
  FREE_RETURN_DAYS_AFTER_DELIVERY,
  LIMITED_EDITIONS,
  PICK_UP_AND_RETURN_CENTIMES_PER_TRIP,
  REGULAR_DELIVERY_WEEKS,
  RENTAL_COMPARISON_CENTIMES_PER_WEEK,
  REPLACEMENT_BIKE_CENTIMES_PER_DAY,
  REPLACEMENT_BIKE_CENTIMES_PER_HALF_DAY,
  SERVICE_SUBSCRIPTION_YEARLY_CENTIMES,
  SHOP_HOURS_IN_COPY,
  SPEED_45_SURCHARGE_CHF,
  WARRANTY_YEARS,
} from '@beast/domain/constants/business';
import {
  BATTERY_CAPACITIES_WH,
  CARGO_MAX_LOAD_KG,
  CRUISY_MAX_SPEED_KMH,
  MIGHTY_BEAST_WEIGHT_KG,
  SPEED_CLASSES,
} from '@beast/domain/constants/vehicle-facts';
import { AdvantageSectionsWriteSchema, HomePageWriteSchema } from '@beast/domain/content/content-write.schema';
import { FAQ_CATEGORIES } from '@beast/domain/content/editorial';
import {
  ArticleCategoryWriteSchema,
  type ArticleWrite,
  ArticleWriteSchema,
  FaqEntryWriteSchema,
  type PageWrite,
  PageWriteSchema,
  PressReleaseWriteSchema,
} from '@beast/domain/content/editorial-write.schema';
import { pageCompleteness } from '@beast/domain/content/page-completeness';
import { LOCALES } from '@beast/domain/i18n/locale';
import { chf, francs } from '@beast/domain/money/money';
import { PartnerCompanyWriteSchema } from '@beast/domain/partners/partner-company.schema';
import { weeklyEquivalent } from '@beast/domain/rentals/rental.rules';
import { RentalModelImportSchema } from '@beast/domain/rentals/rental-api.schema';
import { PasswordSchema } from '@beast/domain/validation/password.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTENT_ROOT } from '../../boot';
import { BUILTIN_ADVANTAGE_SECTIONS } from '../content/builtin-advantage-sections';
import { DemoCustomerSchema } from '../demo/demo-customer.schema';
import { DemoStaffSchema } from '../demo/demo-staff.schema';
import { productSlugsOf } from '../editorial/pages/pages-write.service';
import { PRESS_KIT_PATH } from '../editorial/press/press.routes';
import { withFileSizes, withPageFileSizes } from './content-import';
import { type ContentRecord, readContentSet } from './content-set';

/**
 * The data files of content/ are consistent on their own: each record passes the schema its write use case
 * parses with, names are unique, every language is there, and every file a record names exists; what the shop
 * makes of them works (each centre's pick-up days, each refurbished good's page), and they hold spec §9's facts.
 * A broken file fails here, before any other test reads the content.
 */
const reference = readContentSet(join(CONTENT_ROOT, 'reference'));
const demo = readContentSet(join(CONTENT_ROOT, 'demo'));

/** Each record refused by its schema, with the file and the first issue. */
const refused: string[] = [];

function parsed<T extends z.ZodType>(schema: T, records: ContentRecord[], prepare = (value: unknown) => value) {
  return records.flatMap((record): z.infer<T>[] => {
    const result = schema.safeParse(prepare(record.value));
    if (result.success) return [result.data];
    const [issue] = result.error.issues;
    refused.push(`${record.file}: ${issue?.path.join('.')}: ${issue?.message}`);
    return [];
  });
}

/** The sizes the import gives the documents, from the files themselves. */
const sizes = new Map(demo.files.map((path) => [path, statSync(join(demo.dir, 'files', path)).size]));

const centres = parsed(CentreWriteSchema, reference.centres);
const courierZones = parsed(CourierZoneWriteSchema, reference.courierZones);
const sections = parsed(AdvantageSectionsWriteSchema, reference.advantageSections ? [reference.advantageSections] : []);
const subcategories = parsed(SubcategoryWriteSchema, demo.subcategories);
const products = parsed(ProductWriteSchema, demo.products, (value) => withFileSizes(value, sizes, 'product'));
const offers = parsed(SpecialOfferWriteSchema, demo.specialOffers);
const coupons = parsed(CouponWriteSchema, demo.coupons);
const homePage = parsed(HomePageWriteSchema, demo.homePage ? [demo.homePage] : []);
const referencePages = parsed(PageWriteSchema, reference.pages);
const demoPages = parsed(PageWriteSchema, demo.pages, (value) => withPageFileSizes(value, sizes, 'page'));
const pages: PageWrite[] = [...referencePages, ...demoPages];
const faq = parsed(FaqEntryWriteSchema, demo.faq);
const pressReleases = parsed(PressReleaseWriteSchema, demo.pressReleases);
const articleCategories = parsed(ArticleCategoryWriteSchema, demo.articleCategories);
const articles = parsed(ArticleWriteSchema, demo.articles);
const rentalModels = parsed(RentalModelImportSchema, demo.rentalModels);
const partnerCompanies = parsed(PartnerCompanyWriteSchema, demo.partnerCompanies);
const configuratorModels = demo.configuratorModels.map((record) => {
  const { model, ...configurator } = record.value as { model: string };
  return { model, configurator: parsed(ConfiguratorModelWriteSchema, [{ ...record, value: configurator }])[0] };
});

/** A customer picking up always has a choice of days within a week, not one or two. */
const MIN_PICK_UP_DAYS_A_WEEK = 4;

function uniqueness(names: string[]) {
  return names.filter((name, index) => names.indexOf(name) !== index);
}

/** Every string under a `de` key, anywhere in a value. */
function germanStrings(value: unknown, inGerman = false): string[] {
  if (typeof value === 'string') return inGerman ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => germanStrings(item, inGerman));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => germanStrings(item, inGerman || key === 'de'));
  }
  return [];
}

describe('every content record', () => {
  it('passes the schema of the write use case that imports it', () => {
    expect(refused).toEqual([]);
    expect(products.length).toBe(demo.products.length);
    expect(pages.length).toBe(reference.pages.length + demo.pages.length);
    expect(articles.length).toBe(demo.articles.length);
  });
});

describe('the blog', () => {
  const isPublic = (article: ArticleWrite) =>
    article.status === 'published' && Date.parse(article.publishedAt ?? '') <= Date.now();
  const published = articles.filter(isPublic);
  const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

  it('has at least 12 public articles over 4 categories, written whole in every language', () => {
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((article) => article.category)).size).toBeGreaterThanOrEqual(4);
    for (const article of published) {
      expect(Object.keys(article.text).sort(), article.key).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        const count = words(article.text[locale]!.body);
        expect(count, `${article.key} ${locale}`).toBeGreaterThanOrEqual(300);
        expect(count, `${article.key} ${locale}`).toBeLessThanOrEqual(700);
      }
    }
  });

  it('keeps an article scheduled later and a draft, to show that neither is public', () => {
    expect(articles.some((article) => article.status === 'published' && !isPublic(article))).toBe(true);
    expect(articles.some((article) => article.status === 'draft')).toBe(true);
  });

  it('names each article and category once, each address once per language, in categories that exist', () => {
    expect(uniqueness(articles.map((article) => article.key))).toEqual([]);
    expect(uniqueness(articleCategories.map((category) => category.slug))).toEqual([]);
    for (const locale of LOCALES) {
      const slugs = articles.flatMap((article) => (article.text[locale] ? [article.text[locale].slug] : []));
      expect(uniqueness(slugs), locale).toEqual([]);
    }
    const categories = new Set(articleCategories.map((category) => category.slug));
    expect(articles.filter((article) => !categories.has(article.category)).map((article) => article.key)).toEqual([]);
  });

  it('keeps each article in a file named by its key, with its body in a Markdown file per language it is written in', () => {
    for (const record of demo.articles) {
      const { key, text } = record.value as { key: string; text: Record<string, unknown> };
      expect(record.file).toBe(`articles/${key}.json`);
      for (const locale of Object.keys(text)) {
        expect(existsSync(join(demo.dir, 'articles', `${key}.${locale}.md`)), `${key}.${locale}.md`).toBe(true);
      }
    }
  });

  it('uses « vélo » and « vélos » in French, so a French search finds both', () => {
    const french = published.map((article) => article.text.fr!.body).join(' ');
    expect(french).toMatch(/\bvélo\b/);
    expect(french).toMatch(/\bvélos\b/);
  });
});

describe('the information pages', () => {
  const pageOf = (key: PageWrite['key']) => pages.find((page) => page.key === key)!;
  /** A page's words in one language, its blocks' included. */
  const wordsOf = (page: PageWrite, locale: (typeof LOCALES)[number]) => JSON.stringify(page.text[locale]);

  it('are reference content where every shop needs them, each key once, written whole in every language', () => {
    expect(referencePages.map((page) => page.key).sort()).toEqual(
      [
        'b2b-offer',
        'contest-rules',
        'hotel-competition',
        'leasing-and-financing',
        'privacy',
        'rentals',
        'services',
        'subscription',
        'terms',
        'test-drive',
        'weight-contest',
      ].sort(),
    );
    expect(uniqueness(pages.map((page) => page.key))).toEqual([]);
    for (const page of pages) {
      expect(page.status, page.key).toBe('published');
      expect(pageCompleteness(page.text), page.key).toEqual({ en: 'complete', fr: 'complete', de: 'complete' });
    }
  });

  it('name services of the catalogue, priced as the spec prices them', () => {
    const named = pages.flatMap((page) => LOCALES.flatMap((locale) => productSlugsOf(page.text[locale]!.blocks)));
    expect(new Set(named)).toEqual(
      new Set([
        'first-service',
        'yearly-service-subscription',
        'bike-cleaning',
        'pick-up-and-return',
        'replacement-bike',
      ]),
    );
    const catalogue = new Map(products.map((product) => [product.slug, product]));
    for (const slug of named) expect(catalogue.get(slug)?.type, slug).toBe('service');
    for (const locale of LOCALES) {
      const stated = pageOf('services')
        .text[locale]!.blocks.flatMap((block) => (block.type === 'price-table' ? block.rows : []))
        .flatMap((row) => ('centimes' in row.price ? [row.price.centimes] : []));
      expect(stated, locale).toEqual([REPLACEMENT_BIKE_CENTIMES_PER_HALF_DAY]);
    }
  });

  it('state spec §9’s terms: cancelling, returns, warranty, delivery and the first service', () => {
    const days = { en: 'days', fr: 'jours', de: 'Tage' } as const;
    const weeks = { en: 'weeks', fr: 'semaines', de: 'Wochen' } as const;
    const years = { en: 'years', fr: 'ans', de: 'Jahre' } as const;
    // The consumer-credit notice names the law it comes from (the Unfair Competition Act, LCD in French).
    const creditNotice = { en: 'Art. 3 UWG', fr: 'art. 3 LCD', de: 'Art. 3 UWG' } as const;
    for (const locale of LOCALES) {
      const terms = wordsOf(pageOf('terms'), locale);
      expect(terms, locale).toMatch(new RegExp(`${CANCELLATION_PERIOD_DAYS}\\s${days[locale]}`));
      expect(terms, locale).toMatch(new RegExp(`${FREE_RETURN_DAYS_AFTER_DELIVERY}\\s${days[locale]}`));
      expect(terms, locale).toMatch(new RegExp(`${WARRANTY_YEARS}\\s${years[locale]}`));
      expect(terms, locale).toMatch(new RegExp(`${FRAME_WARRANTY_YEARS}\\s${years[locale]}`));
      expect(terms, locale).toMatch(new RegExp(`${REGULAR_DELIVERY_WEEKS}\\s${weeks[locale]}`));
      expect(terms, locale).toMatch(new RegExp(`${FLEET_DELIVERY_MAX_WEEKS}\\s${weeks[locale]}`));
      expect(terms, locale).toContain(creditNotice[locale]);
      const services = wordsOf(pageOf('services'), locale);
      expect(services, locale).toContain(`${FIRST_SERVICE_KM.min} `);
      expect(services, locale).toContain(`${FIRST_SERVICE_KM.max} km`);
    }
  });
});

describe('the reference content', () => {
  it('is not demo content, and has the 13 experience centres of spec §2 with one default', () => {
    expect(reference.demo).toBe(false);
    expect(centres).toHaveLength(13);
    expect(uniqueness(centres.map((centre) => centre.slug))).toEqual([]);
    expect(centres.filter((centre) => centre.isDefault)).toHaveLength(1);
  });

  it('gives every active centre pick-up slots on at least 4 of the next 7 days, whatever the day', () => {
    // Each weekday once as "today" (5 January 2026 is a Monday), so the check holds on any day it runs.
    const todays = Array.from({ length: 7 }, (_, index) => addDays('2026-01-05', index));
    for (const centre of centres.filter((each) => each.isActive)) {
      for (const today of todays) {
        const week = Array.from({ length: 7 }, (_, index) => addDays(today, index + 1));
        const open = week.filter((day) => pickUpSlotsOn({ ...centre, closedDays: [] }, day, today).length > 0);
        expect(open.length, `${centre.slug}, seen on ${today}`).toBeGreaterThanOrEqual(MIN_PICK_UP_DAYS_A_WEEK);
      }
    }
  });

  it('places every centre on the map, each at a point of its own, and describes it in every language', () => {
    for (const centre of centres) {
      expect([centre.latitude, centre.longitude], centre.slug).not.toContain(null);
      for (const language of LOCALES) expect(centre.description?.[language], `${centre.slug} ${language}`).toBeTruthy();
    }
    const points = centres.map((centre) => `${centre.latitude},${centre.longitude}`);
    expect(uniqueness(points)).toEqual([]);
  });

  it('has spec §9’s hours: the default centre Monday to Saturday 9:00–18:00, the partner shops 10h–19h and 18h on Saturday', () => {
    const hoursOf = (centre: (typeof centres)[number]) =>
      centre.workHours
        .toSorted((a, b) => a.weekday - b.weekday)
        .map(({ weekday, opens, closes }) => `${weekday} ${opens}-${closes}`);
    const geneva = centres.find((centre) => centre.isDefault)!;
    expect(geneva).toMatchObject({ city: { en: DEFAULT_CENTRE_CITY }, kind: 'experience-centre' });
    expect(hoursOf(geneva)).toEqual(
      DEFAULT_CENTRE_HOURS.days.map(
        (_, index) => `${index + 1} ${DEFAULT_CENTRE_HOURS.opens}-${DEFAULT_CENTRE_HOURS.closes}`,
      ),
    );
    const shops = centres.filter((centre) => centre.kind === 'shop');
    expect(shops.length).toBeGreaterThan(0);
    const { weekdays, saturdayCloses } = SHOP_HOURS_IN_COPY;
    for (const shop of shops) {
      expect(hoursOf(shop), shop.slug).toEqual([
        ...[1, 2, 3, 4, 5].map((weekday) => `${weekday} ${weekdays.opens}-${weekdays.closes}`),
        `6 ${weekdays.opens}-${saturdayCloses}`,
      ]);
    }
  });

  it('has courier zones, each ZIP code served by one zone at most, and every centre’s town served', () => {
    expect(courierZones.length).toBeGreaterThan(0);
    expect(uniqueness(courierZones.map((zone) => zone.slug))).toEqual([]);
    courierZones.forEach((zone, index) => {
      for (const other of courierZones.slice(index + 1)) {
        expect(rangesOverlap(zone.postcodeRanges, other.postcodeRanges), `${zone.slug} ${other.slug}`).toBe(false);
      }
    });
    for (const centre of centres) expect(courierZoneOf(centre.zipCode, courierZones), centre.slug).not.toBeNull();
  });

  it('has advantage sections other than the built-in ones the page falls back to (spec §4)', () => {
    const [stored] = sections;
    expect(stored?.length).toBeGreaterThan(0);
    const titles = new Set(stored!.flatMap((section) => LOCALES.map((locale) => section.text[locale].title)));
    for (const section of BUILTIN_ADVANTAGE_SECTIONS) {
      for (const locale of LOCALES) expect(titles.has(section.text[locale].title)).toBe(false);
    }
  });
});

describe('the demo content', () => {
  it('is marked as demo content, with a demo customer and a home page', () => {
    expect(demo.demo).toBe(true);
    expect(DemoCustomerSchema.safeParse(demo.customer?.value).error).toBeUndefined();
    expect(homePage).toHaveLength(1);
  });

  it('has a demo admin whose password a staff member could choose', () => {
    const staff = DemoStaffSchema.parse(demo.staff?.value);
    expect(staff.filter((member) => member.role === 'admin')).toHaveLength(1);
    for (const member of staff) expect(PasswordSchema.safeParse(member.password).error).toBeUndefined();
    expect(reference.staff).toBeUndefined();
  });

  it('names each product, subcategory, offer and coupon once', () => {
    expect(uniqueness(products.map((product) => product.slug))).toEqual([]);
    expect(uniqueness(subcategories.map((subcategory) => subcategory.slug))).toEqual([]);
    expect(uniqueness(offers.map((offer) => offer.slug ?? ''))).toEqual([]);
    expect(uniqueness(coupons.map((coupon) => coupon.code.toLowerCase()))).toEqual([]);
    for (const offer of offers) expect(offer.slug).toBeTruthy();
  });

  it('keeps each product in a file named by its slug, with its description in a Markdown file per language', () => {
    for (const [index, record] of demo.products.entries()) {
      expect(record.file).toBe(`products/${products[index]!.slug}.json`);
      for (const locale of LOCALES) {
        const markdown = readFileSync(join(demo.dir, 'products', `${products[index]!.slug}.${locale}.md`), 'utf8');
        expect(markdown.trim()).toBe(products[index]!.text[locale].description);
      }
    }
  });

  it('refers only to subcategories of the right kind and to products that exist', () => {
    const kinds = new Map(subcategories.map((subcategory) => [subcategory.slug, subcategory.kind]));
    for (const product of products) {
      if (product.subcategory === null) continue;
      const expected = product.refurbished ? 'refurbished' : product.type;
      expect(kinds.get(product.subcategory), product.slug).toBe(expected);
    }
    const slugs = new Set(products.map((product) => product.slug));
    for (const offer of offers) expect(slugs.has(offer.productSlug), offer.slug ?? '').toBe(true);
  });

  it('gives every product the same highlights and spec entries in each of the three languages', () => {
    for (const product of products) {
      const shape = (locale: (typeof LOCALES)[number]) => ({
        tagline: product.text[locale].tagline !== '',
        highlights: product.text[locale].highlights.length,
        specs: Object.keys(product.text[locale].specs).sort(),
      });
      for (const locale of LOCALES) expect(shape(locale), `${product.slug} (${locale})`).toEqual(shape('en'));
    }
  });

  it('gives every vehicle with a page all its spec entries, a geometry, the five fee lines and its documents', () => {
    const vehicles = products.filter((product) => product.page !== null);
    expect(new Set(vehicles.map((vehicle) => vehicle.page))).toEqual(new Set(['product', 'order']));
    for (const vehicle of vehicles) {
      for (const locale of LOCALES) {
        expect(Object.keys(vehicle.text[locale].specs).sort(), `${vehicle.slug} (${locale})`).toEqual(
          [...SPEC_ENTRY_KEYS].sort(),
        );
      }
      // Every bike has a frame geometry; the Cruisy scooter has none.
      if (vehicle.type !== 'cruisy_beast') expect(vehicle.geometry?.rows.length, vehicle.slug).toBeGreaterThan(0);
      expect(vehicle.packageFees.map((fee) => fee.kind).sort(), vehicle.slug).toEqual([...PACKAGE_FEE_KINDS].sort());
      expect(vehicle.downloads.map((download) => download.kind).sort(), vehicle.slug).toEqual(['brochure', 'manual']);
    }
  });

  it('shows every product with a picture and a description of more than a few words', () => {
    for (const product of products) {
      expect(product.media.length, product.slug).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        expect(product.text[locale].description.length, `${product.slug} (${locale})`).toBeGreaterThan(20);
      }
    }
  });

  it('puts every refurbished good on a page of its own under the refurbished listing, in a refurbished category', () => {
    const kinds = new Map(subcategories.map((subcategory) => [subcategory.slug, subcategory.kind]));
    const refurbished = products.filter((product) => product.refurbished !== null);
    expect(refurbished.length).toBeGreaterThan(0);
    for (const product of refurbished) {
      const path = productPath({ ...product, isRefurbished: true });
      expect(path, product.slug).toBe(`${ITEM_LISTINGS.refurbished}/${product.slug}`);
      expect(kinds.get(product.subcategory ?? ''), product.slug).toBe('refurbished');
      expect(product.isPublished, product.slug).toBe(true);
    }
  });

  it('ships every file its records name, and no other', () => {
    const named = new Set([
      ...products.flatMap((product) => [
        ...product.media.map((media) => media.url),
        ...product.downloads.flatMap((download) => LOCALES.map((locale) => download.files[locale].url)),
      ]),
      ...homePage.flatMap((home) => [home.videoUrl, home.posterUrl]),
      ...pressReleases.flatMap((release) => (release.fileUrl ? [release.fileUrl] : [])),
      `/files/${PRESS_KIT_PATH}`,
      ...articles.flatMap((article) => (article.coverUrl ? [article.coverUrl] : [])),
      ...partnerCompanies.flatMap((company) => (company.logoUrl ? [company.logoUrl] : [])),
    ]);
    expect([...named].sort()).toEqual(demo.files.map((path) => `/files/${path}`));
  });

  it('has compact, self-contained pictures, real PDFs and a small WebM video', () => {
    const bytesOf = (path: string) => readFileSync(join(demo.dir, 'files', path));
    for (const path of demo.files.filter((file) => file.endsWith('.svg'))) {
      const svg = bytesOf(path).toString('utf8');
      expect(svg, path).toMatch(/^<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|href=|url\(/);
      expect(svg.length, path).toBeLessThan(8192);
    }
    for (const path of demo.files.filter((file) => file.endsWith('.pdf'))) {
      expect(bytesOf(path).subarray(0, 8).toString('latin1'), path).toBe('%PDF-1.4');
    }
    const video = bytesOf('media/home/home-video.webm');
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(video.byteLength).toBeLessThanOrEqual(400 * 1024);
  });
});

describe('the demo FAQ and press releases', () => {
  /** Every Markdown link's target of a text. */
  const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);

  it('answer 5 to 8 questions in each of the eight categories, published in every language, each key once', () => {
    for (const category of FAQ_CATEGORIES) {
      const entries = faq.filter((entry) => entry.category === category);
      expect(entries.length, category).toBeGreaterThanOrEqual(5);
      expect(entries.length, category).toBeLessThanOrEqual(8);
    }
    expect(uniqueness(faq.map((entry) => entry.key))).toEqual([]);
    for (const entry of [...faq, ...pressReleases]) {
      expect(entry.status, entry.key).toBe('published');
      expect(Object.keys(entry.text).sort(), entry.key).toEqual([...LOCALES].sort());
    }
  });

  it('link to pages of the shop in the answer’s own language, and to products that exist', () => {
    const slugs = new Set(products.map((product) => product.slug));
    for (const entry of faq) {
      for (const locale of LOCALES) {
        for (const target of links(entry.text[locale]!.answer)) {
          expect(target, `${entry.key} (${locale})`).toMatch(new RegExp(`^/${locale}/`));
          const item = /^\/\w\w\/(?:service-and-accessories|product|order|refurbished)\/([a-z0-9-]+)$/.exec(target);
          if (item) expect(slugs.has(item[1]!), `${entry.key} (${locale}): ${target}`).toBe(true);
        }
      }
    }
  });

  it('have 3 to 5 press releases with their bodies in Markdown files, each key once', () => {
    expect(pressReleases.length).toBeGreaterThanOrEqual(3);
    expect(pressReleases.length).toBeLessThanOrEqual(5);
    expect(uniqueness(pressReleases.map((release) => release.key))).toEqual([]);
    for (const [index, record] of demo.pressReleases.entries()) {
      const key = pressReleases[index]!.key;
      expect(record.file).toBe(`press/${key}.json`);
      for (const locale of LOCALES) {
        const body = readFileSync(join(demo.dir, 'press', `${key}.${locale}.md`), 'utf8');
        expect(body.trim()).toBe(pressReleases[index]!.text[locale]!.body);
      }
    }
  });
});

describe('the demo catalogue states the facts of spec §9', () => {
  const vehicles = products.filter((product) => isVehicleType(product.type));
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const speedClasses = [SPEED_CLASSES.kmh25.maxKmh, SPEED_CLASSES.kmh45.maxKmh];

  it('rides at 25 or 45 km/h, the Cruisy at 20, refurbished bikes included', () => {
    expect(vehicles.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) {
      const expected = vehicle.type === 'cruisy_beast' ? [CRUISY_MAX_SPEED_KMH] : speedClasses;
      expect(expected, vehicle.slug).toContain(vehicle.speedKmh);
    }
    for (const product of products.filter((each) => each.speedKmh !== null)) {
      expect([...speedClasses, CRUISY_MAX_SPEED_KMH], product.slug).toContain(product.speedKmh);
    }
  });

  it('carries a battery of the spec, 48 V times its ampere-hours, as its spec entry says in every language', () => {
    for (const vehicle of vehicles) expect(vehicle.batteryWh, vehicle.slug).not.toBeNull();
    for (const product of products.filter((each) => each.batteryWh !== null)) {
      expect(BATTERY_CAPACITIES_WH, product.slug).toContain(product.batteryWh);
      for (const locale of LOCALES) {
        const entry = product.text[locale].specs.battery ?? '';
        const [, volts, ampereHours, wattHours] = /^(\d+) V × (\d+(?:[.,]\d+)?) Ah = (\d+) Wh$/.exec(entry) ?? [];
        expect(Number(wattHours), `${product.slug} (${locale}): ${entry}`).toBe(product.batteryWh);
        expect(Number(volts) * Number(ampereHours?.replace(',', '.')), `${product.slug} (${locale})`).toBe(
          product.batteryWh,
        );
      }
    }
  });

  it('weighs a Mighty Beast 36 to 38 kg and sells the 45 km/h Mighty Beast from CHF 5,499', () => {
    const mighty = vehicles.filter((vehicle) => vehicle.type === 'mighty_beast');
    for (const bike of mighty) {
      expect(bike.weightKg, bike.slug).toBeGreaterThanOrEqual(MIGHTY_BEAST_WEIGHT_KG.min);
      expect(bike.weightKg, bike.slug).toBeLessThanOrEqual(MIGHTY_BEAST_WEIGHT_KG.max);
    }
    const fast = mighty.filter((bike) => bike.speedKmh === SPEED_CLASSES.kmh45.maxKmh);
    expect(Math.min(...fast.map((bike) => bike.price))).toBe(549_900);
  });

  it('states the cargo bike’s total load in every language', () => {
    const cargo = vehicles.filter((vehicle) => vehicle.type === 'cargo_beast');
    expect(cargo.length).toBeGreaterThan(0);
    for (const bike of cargo) {
      for (const locale of LOCALES) {
        expect(JSON.stringify(bike.text[locale]), `${bike.slug} (${locale})`).toContain(`${CARGO_MAX_LOAD_KG} kg`);
      }
    }
  });

  it('limits the Xplorer to 100 units and the circular edition to 220, and no other product', () => {
    const editions = products
      .filter((product) => product.editionSize !== null)
      .map((product) => [product.type, product.editionSize])
      .sort();
    expect(editions).toEqual([
      ['circular_edition', LIMITED_EDITIONS.circular],
      ['xplorer_beast', LIMITED_EDITIONS.xplorer],
    ]);
  });

  it('delivers bikes free and values their first service at CHF 175', () => {
    for (const vehicle of vehicles) {
      const fee = (kind: string) => vehicle.packageFees.find((each) => each.kind === kind)?.price;
      expect(fee('delivery') ?? 0, vehicle.slug).toBe(0);
      expect(fee('firstService'), vehicle.slug).toBe(FIRST_SERVICE_VALUE_CENTIMES);
    }
  });

  it('prices the services as the spec does', () => {
    const prices = {
      'first-service': FIRST_SERVICE_VALUE_CENTIMES,
      'yearly-service-subscription': SERVICE_SUBSCRIPTION_YEARLY_CENTIMES,
      'pick-up-and-return': PICK_UP_AND_RETURN_CENTIMES_PER_TRIP,
      'replacement-bike': REPLACEMENT_BIKE_CENTIMES_PER_DAY,
    };
    for (const [slug, price] of Object.entries(prices)) {
      expect(bySlug.get(slug)?.type, slug).toBe('service');
      expect(bySlug.get(slug)?.price, slug).toBe(price);
    }
  });

  it('sells refurbished goods with the 2-year warranty, and frames with 5 years where the model has it', () => {
    for (const product of products) {
      if (product.refurbished === null) continue;
      expect(product.refurbished.warrantyMonths, product.slug).toBe(WARRANTY_YEARS * 12);
      expect([null, FRAME_WARRANTY_YEARS], product.slug).toContain(product.refurbished.frameWarrantyYears);
    }
  });
});

describe('Swiss German copy', () => {
  it('never uses "ß", in the records or in the German documents', () => {
    const texts = germanStrings([
      centres,
      courierZones,
      sections,
      subcategories,
      products,
      offers,
      homePage,
      pages,
      faq,
      pressReleases,
      articleCategories,
      articles,
    ]);
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((text) => text.includes('ß'))).toEqual([]);
    for (const path of demo.files.filter((file) => file.endsWith('-de.pdf'))) {
      expect(readFileSync(join(demo.dir, 'files', path)).includes(0xdf), path).toBe(false);
    }
  });
});

describe('the rental models', () => {
  it('name vehicles of the catalogue on sale, each once, and rent them at spec §9’s weekly comparison prices', () => {
    expect(rentalModels.length).toBe(demo.rentalModels.length);
    expect(uniqueness(rentalModels.map((model) => model.model))).toEqual([]);
    for (const { model } of rentalModels) {
      const product = products.find((entry) => entry.slug === model);
      expect(product && isVehicleType(product.type) && product.refurbished === null, model).toBe(true);
    }
    const weekly = rentalModels
      .filter((model) => model.rentable)
      .map((model) => weeklyEquivalent(chf(model.monthlyPrice)).amount);
    expect(weekly).toEqual([...RENTAL_COMPARISON_CENTIMES_PER_WEEK]);
  });
});

describe('the partner companies', () => {
  it('are each written once, the flash offers name them by slug, and Acme is at acme.ch', () => {
    expect(partnerCompanies.length).toBe(demo.partnerCompanies.length);
    expect(uniqueness(partnerCompanies.map((company) => company.slug))).toEqual([]);
    expect(uniqueness(partnerCompanies.flatMap((company) => company.emailDomains))).toEqual([]);
    const slugs = partnerCompanies.map((company) => company.slug);
    const flash = offers.filter((offer) => offer.companySlugs.length > 0);
    expect(flash.length).toBeGreaterThan(0);
    for (const offer of flash) for (const slug of offer.companySlugs) expect(slugs, offer.slug ?? '').toContain(slug);
    // The demo shows both kinds: at least two offers for everyone, one capped and one in its last week.
    const open = offers.filter((offer) => offer.companySlugs.length === 0);
    expect(open.some((offer) => offer.unitCap !== null)).toBe(true);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(partnerCompanies.find((company) => company.slug === 'acme')?.emailDomains).toEqual(['acme.ch']);
  });
});

describe('the configurator models', () => {
  const models = new Map(
    configuratorModels.map(({ model, configurator }) => [model, configurator as ConfiguratorModel | undefined]),
  );
  const priceOf = (slug: string, chosen: Record<string, string>) => {
    const model = models.get(slug)!;
    const check = checkConfiguration(model, chosen);
    if (!check.ok) throw new Error(`${slug}: ${JSON.stringify(check.refusal)}`);
    const base = products.find((product) => product.slug === slug)!.price;
    return priceConfiguration(model, base, check.configuration);
  };

  it('configure each order-only model of the catalogue once, each holding together', () => {
    expect(uniqueness(configuratorModels.map(({ model }) => model))).toEqual([]);
    const orderModels = products.filter((product) => product.page === 'order').map((product) => product.slug);
    expect([...models.keys()].sort()).toEqual([...orderModels].sort());
    for (const [slug, model] of models) expect(model && modelProblem(model), slug).toBeNull();
  });

  it('price every option at one of spec §9’s prices or include it, offers and the Adventure’s full carbon apart', () => {
    const allowed = new Set([0, ...CONFIGURATOR_OPTION_PRICES_CHF.map(francs)]);
    const prices = [...models].flatMap(([slug, model]) =>
      model!.groups.flatMap((group) =>
        group.options
          .filter((option) => option.offerPrice == null)
          .filter((option) => !(slug === 'adventure-beast' && option.key === 'full-carbon'))
          .map((option) => ({ ref: `${slug} ${group.key}=${option.key}`, price: option.price })),
      ),
    );
    expect(prices.filter(({ price }) => !allowed.has(price))).toEqual([]);
  });

  it('hold spec §9’s figures: the Adventure in full carbon and as the premium 45 km/h, the 45 km/h surcharge', () => {
    expect(priceOf('adventure-beast', { color: 'full-carbon' }).total).toEqual(chf(francs(ADVENTURE_FULL_CARBON_CHF)));
    expect(priceOf('adventure-beast', { speedClass: '45', battery: '804' }).total).toEqual(
      chf(francs(ADVENTURE_PREMIUM_45_CHF)),
    );
    for (const slug of ['adventure-beast', 'maverick-beast']) {
      const fast = models.get(slug)!.groups.find((group) => group.key === 'speedClass')!.options;
      expect(fast.find((option) => option.key === '45')?.price, slug).toBe(francs(SPEED_45_SURCHARGE_CHF));
      expect(checkConfiguration(models.get(slug)!, { speedClass: '45' }).ok, slug).toBe(false);
    }
  });

  it('give the circular edition its offers: fork, gearing and ABS below their list prices', () => {
    const groups = models.get('circular-edition')!.groups;
    for (const [key, { offer, list }] of Object.entries(CIRCULAR_EDITION_OFFERS_CHF)) {
      const upgrade = groups.find((group) => group.key === key)!.options.find((option) => option.offerPrice != null);
      expect({ offer: upgrade?.offerPrice, list: upgrade?.price }, key).toEqual({
        offer: francs(offer),
        list: francs(list),
      });
    }
  });
});
