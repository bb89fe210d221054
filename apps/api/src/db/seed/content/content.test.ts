import { ORDER_PAGE_BIKES, PRODUCT_PAGE_BIKES } from '@beast/domain/catalog/bikes';
import {
  GEOMETRY_MEASURES,
  PACKAGE_FEE_KINDS,
  type ProductTypeCode,
  SPEC_ENTRY_KEYS,
} from '@beast/domain/catalog/product.schema';
import { FRAME_WARRANTY_YEARS, WARRANTY_YEARS } from '@beast/domain/constants/business';
import { LOCALES } from '@beast/domain/i18n/locale';
import { describe, expect, it } from 'vitest';
import type { SeedFile } from '../seed-types';
import { BUILTIN_ADVANTAGE_SECTIONS } from './builtin-advantage-sections';
import { COUPONS } from './coupons';
import { HOME_PAGE } from './home-page';
import { PRODUCTS } from './products';
import { SPECIAL_OFFERS } from './special-offers';
import { SUBCATEGORIES } from './subcategories';

const VEHICLE_TYPES: Record<string, ProductTypeCode> = {
  'mighty-beast': 'mighty_beast',
  'mighty-beast-25': 'mighty_beast',
  'classy-beast': 'classy_beast',
  'classy-beast-45': 'classy_beast',
  'cargo-beast': 'cargo_beast',
  'xplorer-beast': 'xplorer_beast',
  'adventure-beast': 'adventure_beast',
  'maverick-beast': 'maverick_beast',
  'circular-edition': 'circular_edition',
  'cruisy-beast': 'cruisy_beast',
};
const VEHICLE_TYPE_CODES = new Set(Object.values(VEHICLE_TYPES));
const vehicles = PRODUCTS.filter((p) => VEHICLE_TYPE_CODES.has(p.type));
const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));

function allFiles(): SeedFile[] {
  return [
    ...PRODUCTS.flatMap((p) => [
      ...p.media.map((m) => m.file),
      ...p.downloads.flatMap((d) => LOCALES.map((l) => d.files[l])),
    ]),
    HOME_PAGE.video.file,
    HOME_PAGE.video.poster,
  ];
}

/** Every German string anywhere in a value: walks objects and arrays, picking the `de` branches. */
function germanStrings(value: unknown, inGerman = false): string[] {
  if (typeof value === 'string') return inGerman ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => germanStrings(v, inGerman));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => germanStrings(v, inGerman || key === 'de'));
  }
  return [];
}

describe('demo catalogue', () => {
  it('gives every product a unique slug', () => {
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
  });

  it('holds every vehicle of spec §1 with its page kind and type', () => {
    for (const slug of PRODUCT_PAGE_BIKES) expect(bySlug.get(slug)?.page).toBe('product');
    for (const slug of ORDER_PAGE_BIKES) {
      expect(bySlug.get(slug)?.page).toBe('order');
      expect(bySlug.get(slug)?.configuratorCatalogId).toBeTruthy();
    }
    for (const [slug, type] of Object.entries(VEHICLE_TYPES)) expect(bySlug.get(slug)?.type).toBe(type);
    expect(vehicles).toHaveLength(10);
  });

  it('keeps the facts of spec §9', () => {
    expect(bySlug.get('mighty-beast')?.price).toBe(549900);
    expect(bySlug.get('mighty-beast')?.speedKmh).toBe(45);
    expect(bySlug.get('xplorer-beast')?.editionSize).toBe(100);
    expect(bySlug.get('circular-edition')?.editionSize).toBe(220);
    expect(bySlug.get('circular-edition')?.speedKmh).toBe(45);
    expect(bySlug.get('cruisy-beast')?.speedKmh).toBe(20);
    const mightyWeight = bySlug.get('mighty-beast')?.weightKg ?? 0;
    expect(mightyWeight).toBeGreaterThanOrEqual(36);
    expect(mightyWeight).toBeLessThanOrEqual(38);
    for (const vehicle of vehicles) {
      expect([672, 708, 804, 1008]).toContain(vehicle.batteryWh);
      expect([20, 25, 45]).toContain(vehicle.speedKmh);
    }
  });

  it('never sells above the original price, and some prices are real reductions', () => {
    for (const product of PRODUCTS) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeLessThanOrEqual(product.originalPrice);
    }
    expect(vehicles.filter((p) => p.price < p.originalPrice).length).toBeGreaterThan(0);
  });

  it('has a name, a tagline and a description in every language', () => {
    for (const product of PRODUCTS) {
      for (const locale of LOCALES) {
        const text = product.text[locale];
        expect(text.name.trim(), `${product.slug} ${locale}`).not.toBe('');
        expect(text.tagline.trim()).not.toBe('');
        expect(text.description.trim()).not.toBe('');
      }
    }
  });

  it('gives every vehicle 3–5 highlights and all eight spec entries in each language', () => {
    for (const vehicle of vehicles) {
      for (const locale of LOCALES) {
        const { specs, highlights } = vehicle.text[locale];
        expect(highlights.length).toBeGreaterThanOrEqual(3);
        expect(highlights.length).toBeLessThanOrEqual(5);
        for (const key of SPEC_ENTRY_KEYS) expect(specs[key]?.trim(), `${vehicle.slug} ${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it('gives every bike a geometry with one value per size for every measure; the scooter has none', () => {
    for (const product of PRODUCTS.filter((p) => p.geometry)) {
      const geometry = product.geometry!;
      expect(geometry.rows.map((r) => r.measure)).toEqual([...GEOMETRY_MEASURES]);
      for (const row of geometry.rows) expect(row.values).toHaveLength(geometry.sizes.length);
    }
    for (const vehicle of vehicles.filter((v) => v.type !== 'cruisy_beast')) expect(vehicle.geometry).toBeDefined();
    expect(bySlug.get('cruisy-beast')?.geometry).toBeUndefined();
  });

  it('lists every package fee line for vehicles, with free delivery in Switzerland', () => {
    for (const vehicle of vehicles) {
      expect(vehicle.packageFees.map((f) => f.kind)).toEqual([...PACKAGE_FEE_KINDS]);
      expect(vehicle.packageFees.find((f) => f.kind === 'delivery')?.price).toBe(0);
      expect(vehicle.packageFees.find((f) => f.kind === 'firstService')?.price).toBe(17500);
    }
  });

  it('offers a manual and a brochure per language for every vehicle', () => {
    for (const vehicle of vehicles) {
      expect(vehicle.downloads.map((d) => d.kind).sort()).toEqual(['brochure', 'manual']);
      for (const download of vehicle.downloads) {
        for (const locale of LOCALES) {
          expect(download.title[locale]).toContain(vehicle.text[locale].name);
          expect(download.files[locale].path).toBe(`downloads/${vehicle.slug}/${download.kind}-${locale}.pdf`);
        }
      }
    }
  });

  it('shows every vehicle in at least three pictures with alt text in every language', () => {
    for (const vehicle of vehicles) {
      expect(vehicle.media.length).toBeGreaterThanOrEqual(3);
      expect(vehicle.media.length).toBeLessThanOrEqual(4);
      for (const media of vehicle.media) {
        for (const locale of LOCALES) expect(media.alt[locale]).toContain(vehicle.text[locale].name);
      }
    }
  });
});

describe('subcategories', () => {
  const kinds = new Map(SUBCATEGORIES.map((s) => [s.slug, s.kind]));

  it('have unique slugs and names in every language', () => {
    expect(kinds.size).toBe(SUBCATEGORIES.length);
    for (const s of SUBCATEGORIES) for (const locale of LOCALES) expect(s.name[locale]).toBeTruthy();
  });

  it('exist for every product that references one, with the matching kind', () => {
    const expected: Partial<Record<ProductTypeCode, string>> = { accessory: 'accessory', service: 'service' };
    for (const product of PRODUCTS) {
      if (product.refurbished) expect(kinds.get(product.subcategory ?? '')).toBe('refurbished');
      else if (expected[product.type]) expect(kinds.get(product.subcategory ?? '')).toBe(expected[product.type]);
      else expect(product.subcategory).toBeUndefined();
    }
  });

  it('fill two pages of refurbished goods and every refurbished category', () => {
    const refurbished = PRODUCTS.filter((p) => p.refurbished);
    expect(refurbished).toHaveLength(24);
    for (const item of refurbished) expect(item.type).toBe('product');
    // spec §9: refurbished goods keep the 2-year warranty; a frame keeps a longer one of its model.
    for (const item of refurbished) {
      expect(item.refurbished?.warrantyMonths).toBe(WARRANTY_YEARS * 12);
      expect([null, FRAME_WARRANTY_YEARS]).toContain(item.refurbished?.frameWarrantyYears);
    }
    for (const category of SUBCATEGORIES.filter((s) => s.kind === 'refurbished')) {
      expect(refurbished.filter((p) => p.subcategory === category.slug).length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('files', () => {
  const files = allFiles();

  it('have unique paths', () => {
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
  });

  it('render every SVG as a compact, self-contained picture', () => {
    const svgs = files.filter((f) => f.contentType === 'image/svg+xml');
    expect(svgs.length).toBeGreaterThan(50);
    for (const file of svgs) {
      const svg = file.render();
      expect(typeof svg).toBe('string');
      const text = svg as string;
      expect(text.startsWith('<svg'), file.path).toBe(true);
      expect(text).toMatch(/^<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(text.endsWith('</svg>')).toBe(true);
      expect(text).not.toMatch(/<script|href=|url\(/);
      expect(text.length, file.path).toBeLessThan(8192);
    }
  });

  it('render every download as a PDF', () => {
    for (const file of files.filter((f) => f.contentType === 'application/pdf')) {
      const bytes = file.render() as Uint8Array;
      expect(String.fromCharCode(...bytes.subarray(0, 8))).toBe('%PDF-1.4');
    }
  });

  it('reads the committed home-page video: a small WebM', () => {
    const video = HOME_PAGE.video.file.render() as Uint8Array;
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(video.byteLength).toBeLessThanOrEqual(400 * 1024);
  });
});

describe('special offers and home page', () => {
  it('attach every flash offer to a partner company and an existing product, below its price', () => {
    expect(SPECIAL_OFFERS).toHaveLength(3);
    for (const offer of SPECIAL_OFFERS) {
      const product = bySlug.get(offer.productSlug);
      expect(product).toBeDefined();
      expect(offer.partnerName).toBeTruthy();
      expect(offer.originalPrice).toBe(product?.price);
      expect(offer.price).toBeLessThan(offer.originalPrice);
      expect(offer.validFromDaysAgo).toBeGreaterThanOrEqual(0);
      expect(offer.validForDays).toBeGreaterThan(offer.validFromDaysAgo);
      for (const locale of LOCALES) expect(offer.text[locale].title).toBeTruthy();
    }
  });

  it('stores four advantage sections and keeps three different built-in ones', () => {
    expect(HOME_PAGE.advantageSections).toHaveLength(4);
    expect(BUILTIN_ADVANTAGE_SECTIONS).toHaveLength(3);
    const stored = new Set(HOME_PAGE.advantageSections.flatMap((s) => LOCALES.map((l) => s.text[l].title)));
    for (const section of BUILTIN_ADVANTAGE_SECTIONS) {
      for (const locale of LOCALES) {
        expect(section.text[locale].title).toBeTruthy();
        expect(section.text[locale].text).toBeTruthy();
        expect(stored.has(section.text[locale].title)).toBe(false);
      }
    }
  });
});

describe('Swiss German copy', () => {
  it('never uses "ß"', () => {
    const texts = germanStrings([PRODUCTS, SUBCATEGORIES, SPECIAL_OFFERS, HOME_PAGE, BUILTIN_ADVANTAGE_SECTIONS]);
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((s) => s.includes('ß'))).toEqual([]);
  });

  it('never uses "ß" in the German documents either', () => {
    for (const product of vehicles) {
      for (const download of product.downloads) {
        const pdf = download.files.de.render() as Uint8Array;
        expect(pdf.includes(0xdf), `${download.files.de.path}`).toBe(false);
      }
    }
  });
});

describe('demo coupons', () => {
  it('have codes unique ignoring case, each with exactly one kind of discount', () => {
    expect(new Set(COUPONS.map((coupon) => coupon.code.toLowerCase())).size).toBe(COUPONS.length);
    for (const coupon of COUPONS) {
      expect([coupon.percentOff, coupon.amountOff].filter((value) => value !== undefined)).toHaveLength(1);
      expect(coupon.code).toMatch(/^[A-Z0-9]{3,32}$/);
    }
  });

  it('include a live coupon for accessories and services, one for bikes, an expired one and a capped one', () => {
    const byCode = new Map(COUPONS.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get('WELCOME10')).toMatchObject({ percentOff: 10, productTypes: ['accessory', 'service'] });
    expect(byCode.get('ALPS200')).toMatchObject({ amountOff: 20000, productTypes: [...VEHICLE_TYPE_CODES] });
    const spring = byCode.get('SPRING25')!;
    expect(spring.validFromDaysAgo).toBeGreaterThan(spring.validForDays ?? Number.POSITIVE_INFINITY);
    expect(byCode.get('FIRST50')?.maxRedemptions).toBe(50);
  });
});
