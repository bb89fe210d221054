import type { Product, ProductDetail } from '@beast/domain/catalog/product.schema';
import { productPath } from '@beast/domain/catalog/product-pages';
import { FRAME_WARRANTY_YEARS, WARRANTY_YEARS } from '@beast/domain/constants/business';
import { typeset } from '@beast/domain/i18n/typography';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike, createProduct, createService, createSubcategory, type TestProduct } from '../../test/catalog';
import { createTestApp } from '../../test/test-app';

let harness: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

/**
 * The tests' own catalogue: what each answer must show is stated here, not read from the demo content (whose
 * own consistency content-files.test.ts checks). Subcategories of their own keep the filtered lists exact.
 */
let shop: Record<'bike' | 'cargo' | 'xplorer' | 'circular' | 'helmet' | 'service' | 'refurbished', TestProduct>;
let categories: Record<'accessories' | 'services' | 'refurbished' | 'moreRefurbished', { id: number; slug: string }>;
/** More refurbished goods than a page of the list holds (spec §9: 20). */
const REFURBISHED_GOODS = 21;

/** A refurbished good of the tests' own in `subcategory`, with a frame warranty (spec §9). */
function refurbishedGood(subcategory: string) {
  return createProduct(harness, {
    type: 'product',
    subcategory,
    price: 229_900,
    originalPrice: 399_900,
    refurbished: { condition: 'good', modelYear: 2023, mileageKm: 2_400, warrantyMonths: 24, frameWarrantyYears: 5 },
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  categories = {
    accessories: await createSubcategory(harness, 'accessory'),
    services: await createSubcategory(harness, 'service'),
    refurbished: await createSubcategory(harness, 'refurbished'),
    moreRefurbished: await createSubcategory(harness, 'refurbished'),
  };
  shop = {
    bike: await createBike(harness),
    cargo: await createBike(harness, { type: 'cargo_beast' }),
    xplorer: await createBike(harness, { type: 'xplorer_beast', page: 'order', editionSize: 100, editionSold: 3 }),
    circular: await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 220 }),
    helmet: await createProduct(harness, { price: 15_000, subcategory: categories.accessories.slug }),
    service: await createService(harness, { subcategory: categories.services.slug }),
    refurbished: await refurbishedGood(categories.refurbished.slug),
  };
  for (let good = 1; good < REFURBISHED_GOODS; good += 1) await refurbishedGood(categories.moreRefurbished.slug);
});
afterAll(() => harness.close());

describe('GET /api/products', () => {
  it('lists the whole catalogue with prices in centimes and CHF', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const products = response.json<Product[]>();
    const bike = products.find((product) => product.slug === shop.bike.slug);
    expect(bike).toMatchObject({ price: shop.bike.price, currency: 'CHF', type: shop.bike.type, speedClass: 25 });
    for (const product of products) expect(product.originalPrice).toBeGreaterThanOrEqual(product.price);
  });

  it('honours take', async () => {
    const products = (await get('/api/products?take=3')).json<Product[]>();
    expect(products).toHaveLength(3);
  });

  it.each(['0', '-1', '501', '2.5', 'many'])('refuses take=%s with a 400 naming the field', async (take) => {
    const response = await get(`/api/products?take=${take}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toHaveProperty('take');
    expect(typeof error.message).toBe('string');
  });

  it('answers in the lang query, else Accept-Language, else English', async () => {
    const name = async (url: string, headers?: Record<string, string>) =>
      (await get(url, headers)).json<Product[]>().find((p) => p.slug === shop.helmet.slug)?.description;
    const en = await name('/api/products');
    const fr = await name('/api/products?lang=fr');
    const de = await name('/api/products', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(new Set([en, fr, de]).size).toBe(3);
    expect(await name('/api/products?lang=fr', { 'accept-language': 'de' })).toBe(fr);
    expect(await name('/api/products', { 'accept-language': 'it-CH' })).toBe(en);
  });

  it('answers 304 to a matching If-None-Match and compresses for clients that accept it', async () => {
    const first = await get('/api/products');
    const etag = String(first.headers.etag);
    expect((await get('/api/products', { 'if-none-match': etag })).statusCode).toBe(304);
    const gzipped = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toContain('public');
  });
});

describe('GET /api/products/{id}', () => {
  it('answers a bike with its spec entries in the spec’s order, geometry, fees, downloads and pictures', async () => {
    const response = await get(`/api/products/${shop.bike.slug}`);
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDetail>();
    // bikeInput gives the battery before the motor; spec §3 lists the motor first.
    expect(product.specs.map((spec) => spec.key)).toEqual(['motor', 'battery']);
    expect(product.geometry).toEqual({ sizes: ['M', 'L'], rows: [{ measure: 'seatTube', values: [480, 520] }] });
    expect(product.packageFees).toEqual(shop.bike.packageFees);
    expect(product.downloads.map((download) => download.kind)).toEqual(['manual']);
    expect(product.media).toHaveLength(1);
    expect(productPath(product)).toBe(`/product/${shop.bike.slug}`);
  });

  it('answers an accessory, a service and a refurbished good by the slug of its page (decision 0008)', async () => {
    const list = (await get('/api/products?lang=fr')).json<Product[]>();
    for (const item of [shop.helmet, shop.service, shop.refurbished]) {
      const listed = list.find((product) => product.slug === item.slug)!;
      const response = await get(`/api/products/${item.slug}?lang=fr`);
      expect(response.statusCode).toBe(200);
      const detail = response.json<ProductDetail>();
      expect(detail).toMatchObject({ id: item.id, name: item.name.fr, price: item.price });
      expect(detail.media).toHaveLength(1);
      expect(detail.description).toBe('Un produit des tests.');
      expect(productPath(detail)).toBe(productPath(listed));
    }
    expect(productPath(list.find((product) => product.slug === shop.refurbished.slug)!)).toBe(
      `/refurbished/${shop.refurbished.slug}`,
    );
  });

  it('gives a refurbished good its condition and spec §9 warranty', async () => {
    const goods = (await get(`/api/refurbished-products?subcategoryId=${categories.refurbished.id}`)).json<{
      data: Product[];
    }>().data;
    expect(goods.map((good) => good.id)).toEqual([shop.refurbished.id]);
    expect(goods[0]!.refurbished).toMatchObject({ condition: 'good', warrantyMonths: WARRANTY_YEARS * 12 });
    const detail = (await get(`/api/products/${shop.refurbished.slug}`)).json<ProductDetail>();
    expect(detail.refurbished?.frameWarrantyYears).toBe(FRAME_WARRANTY_YEARS);
  });

  it('finds a product by its numeric id too', async () => {
    const bySlug = (await get(`/api/products/${shop.bike.slug}`)).json<ProductDetail>();
    const byId = (await get(`/api/products/${bySlug.id}`)).json<ProductDetail>();
    expect(byId).toEqual(bySlug);
  });

  it('marks the limited editions with their size and the units left', async () => {
    const xplorer = (await get(`/api/products/${shop.xplorer.slug}`)).json<ProductDetail>();
    const circular = (await get(`/api/products/${shop.circular.slug}`)).json<ProductDetail>();
    expect(xplorer.limitedEdition).toEqual({ size: 100, remaining: 97 });
    expect(circular.limitedEdition).toEqual({ size: 220, remaining: 220 });
    expect((await get(`/api/products/${shop.bike.slug}`)).json<ProductDetail>().limitedEdition).toBeNull();
  });

  it('serves the downloads it lists as PDF files in the answer language', async () => {
    const product = (await get(`/api/products/${shop.bike.slug}?lang=de`)).json<ProductDetail>();
    const manual = product.downloads.find((download) => download.kind === 'manual')!;
    expect(manual.url).toMatch(/^\/files\/.+de.*\.pdf$/);
    const file = await get(manual.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(file.rawPayload.length).toBe(manual.bytes);
  });

  it('prints the copy as the shop typesets it: figures with their units, French punctuation', async () => {
    const text = (name: string) => ({ name, tagline: 'Rapide : 45 km/h', description: 'Un moteur de 85 Nm !' });
    const { slug } = await createBike(harness, {
      text: {
        en: text('Test Beast'),
        fr: { ...text('Bête de test'), specs: { motor: 'Moyeu 250 W, 85 Nm' } },
        de: text('Test'),
      },
    });
    const product = (await get(`/api/products/${slug}?lang=fr`)).json<ProductDetail>();
    const copy = [product.description, product.cardPreviewInfo.tagline, ...product.specs.map((spec) => spec.value)];
    expect(copy.filter((text) => typeset(text, 'fr') !== text)).toEqual([]);
    expect(copy.join(' ')).toMatch(/\d\u00A0Nm/);
    expect(product.description).toMatch(/Nm\u202F!$/);
  });

  it('answers a missing product with a translated 404 and a code', async () => {
    const response = await get('/api/products/no-such-bike?lang=fr');
    expect(response.statusCode).toBe(404);
    const { error } = response.json();
    expect(error.code).toBe('PRODUCT_NOT_FOUND');
    const english = (await get('/api/products/no-such-bike')).json().error.message;
    expect(error.message).not.toBe(english);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
  });

  it('refuses a malformed id with a 400 naming the field', async () => {
    const response = await get('/api/products/Not%20A%20Slug!');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });
});

describe('GET /api/product-types/{id}/product', () => {
  it('answers the product of a type by code or by id', async () => {
    const byCode = (await get('/api/product-types/cargo_beast/product')).json<ProductDetail>();
    expect(byCode.type).toBe('cargo_beast');
    const byId = (await get(`/api/product-types/${byCode.productTypeId}/product`)).json<ProductDetail>();
    expect(byId.id).toBe(byCode.id);
    expect((await get('/api/product-types/999999/product')).statusCode).toBe(404);
    expect((await get('/api/product-types/unknown_type/product')).statusCode).toBe(404);
  });
});

describe('subcategories', () => {
  it('lists accessory and service subcategories with the default paging', async () => {
    const page = (await get('/api/product-subcategories')).json();
    expect(page).toMatchObject({ offset: 0, limit: 100 });
    expect(page.total).toBe(page.data.length);
    expect(new Set(page.data.map((s: { kind: string }) => s.kind))).toEqual(new Set(['accessory', 'service']));
    const ids = page.data.map((subcategory: { id: number }) => subcategory.id);
    expect(ids).toEqual(expect.arrayContaining([categories.accessories.id, categories.services.id]));
  });

  it('lists refurbished categories, and pages with offset and limit', async () => {
    const all = (await get('/api/product-subcategories/refurbished')).json();
    expect(all.data.every((s: { kind: string }) => s.kind === 'refurbished')).toBe(true);
    const second = (await get('/api/product-subcategories/refurbished?offset=1&limit=1')).json();
    expect(second).toMatchObject({ offset: 1, limit: 1, total: all.total });
    expect(second.data).toEqual([all.data[1]]);
    const beyond = (await get(`/api/product-subcategories/refurbished?offset=${all.total + 5}`)).json();
    expect(beyond).toMatchObject({ data: [], total: all.total });
  });

  it('refuses a negative offset', async () => {
    const response = await get('/api/product-subcategories?offset=-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('offset');
  });
});

describe('GET /api/refurbished-products', () => {
  it('pages by 20 by default and reports the total', async () => {
    const page = (await get('/api/refurbished-products')).json();
    expect(page).toMatchObject({ offset: 0, limit: 20 });
    expect(page.data).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(REFURBISHED_GOODS);
    expect(page.data.every((product: Product) => product.isRefurbished && product.refurbished)).toBe(true);
    const last = (await get(`/api/refurbished-products?offset=${page.total - 1}`)).json();
    expect(last.data).toHaveLength(1);
  });

  it('filters by category', async () => {
    const listed = (await get('/api/product-subcategories/refurbished')).json().data;
    for (const category of listed) {
      const page = (await get(`/api/refurbished-products?subcategoryId=${category.id}&limit=100`)).json();
      expect(page.data.every((product: Product) => product.subcategoryId === category.id)).toBe(true);
      expect(page.total).toBe(page.data.length);
    }
    const more = (
      await get(`/api/refurbished-products?subcategoryId=${categories.moreRefurbished.id}&limit=100`)
    ).json();
    expect(more.total).toBe(REFURBISHED_GOODS - 1);
  });
});

describe('GET /api/accessories-and-services', () => {
  it('lists only accessories and services, filterable by subcategory', async () => {
    const page = (await get('/api/accessories-and-services')).json();
    expect(page.limit).toBe(100);
    const types = new Set(page.data.map((product: Product) => product.type));
    expect(types).toEqual(new Set(['accessory', 'service']));
    for (const [category, item] of [
      [categories.accessories, shop.helmet],
      [categories.services, shop.service],
    ] as const) {
      const filtered = (await get(`/api/accessories-and-services?subcategoryId=${category.id}`)).json();
      expect(filtered.data.map((product: Product) => product.id)).toEqual([item.id]);
    }
  });
});
