import { ORDER_PAGE_BIKES, PRODUCT_PAGE_BIKES } from '@beast/domain/catalog/bikes';
import type { Product, ProductDetail } from '@beast/domain/catalog/product.schema';
import { itemListingOf, productPath } from '@beast/domain/catalog/product-pages';
import { FRAME_WARRANTY_YEARS, WARRANTY_YEARS } from '@beast/domain/constants/business';
import { typeset } from '@beast/domain/i18n/typography';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let harness: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /api/products', () => {
  it('lists the whole catalogue with prices in centimes and CHF', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const products = response.json<Product[]>();
    expect(products.length).toBeGreaterThan(30);
    const mighty = products.find((product) => product.slug === 'mighty-beast');
    expect(mighty).toMatchObject({ price: 549900, currency: 'CHF', type: 'mighty_beast', speedClass: 45 });
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
      (await get(url, headers)).json<Product[]>().find((p) => p.slug === 'mighty-beast-25')?.description;
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
  it.each([...PRODUCT_PAGE_BIKES, ...ORDER_PAGE_BIKES])(
    'answers %s with specs, geometry, fees and downloads',
    async (slug) => {
      const response = await get(`/api/products/${slug}`);
      expect(response.statusCode).toBe(200);
      const product = response.json<ProductDetail>();
      expect(product.specs.map((spec) => spec.key)).toEqual([
        'motor',
        'forkType',
        'color',
        'tireSize',
        'rimColor',
        'transmission',
        'battery',
        'brakes',
      ]);
      // Every bike has a frame geometry; the Cruisy scooter has none.
      if (product.type !== 'cruisy_beast') expect(product.geometry?.rows.length).toBeGreaterThan(0);
      for (const row of product.geometry?.rows ?? []) expect(row.values).toHaveLength(product.geometry!.sizes.length);
      expect(product.packageFees.map((fee) => fee.kind).sort()).toEqual(
        ['assembly', 'circulation', 'cleaning', 'delivery', 'firstService'].sort(),
      );
      expect(product.downloads.map((download) => download.kind).sort()).toEqual(['brochure', 'manual']);
      expect(product.media.length).toBeGreaterThan(0);
    },
  );

  it('answers every accessory, service and refurbished good by the slug of its page (decision 0008)', async () => {
    const products = (await get('/api/products?lang=fr')).json<Product[]>();
    const items = products.filter((product) => itemListingOf(product));
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['accessory', 'service', 'product']));
    for (const item of items) {
      const response = await get(`/api/products/${item.slug}?lang=fr`);
      expect(response.statusCode).toBe(200);
      const detail = response.json<ProductDetail>();
      expect(detail).toMatchObject({ id: item.id, name: item.name, price: item.price });
      expect(detail.media.length).toBeGreaterThan(0);
      expect(detail.description.length).toBeGreaterThan(20);
      expect(productPath(detail)).toBe(productPath(item));
    }
  });

  it('gives a refurbished good its condition and spec §9 warranty', async () => {
    const goods = (await get('/api/refurbished-products?limit=100')).json<{ data: Product[] }>().data;
    expect(goods.length).toBeGreaterThan(20);
    for (const good of goods) {
      expect(good.refurbished).toMatchObject({ condition: expect.any(String), warrantyMonths: WARRANTY_YEARS * 12 });
    }
    const bike = goods.find((good) => good.slug.startsWith('refurbished-mighty-beast-'))!;
    const detail = (await get(`/api/products/${bike.slug}`)).json<ProductDetail>();
    expect(detail.refurbished?.frameWarrantyYears).toBe(FRAME_WARRANTY_YEARS);
  });

  it('finds a product by its numeric id too', async () => {
    const bySlug = (await get('/api/products/classy-beast')).json<ProductDetail>();
    const byId = (await get(`/api/products/${bySlug.id}`)).json<ProductDetail>();
    expect(byId).toEqual(bySlug);
  });

  it('marks the limited editions with their size', async () => {
    const xplorer = (await get('/api/products/xplorer-beast')).json<ProductDetail>();
    const circular = (await get('/api/products/circular-edition')).json<ProductDetail>();
    expect(xplorer.limitedEdition).toEqual({ size: 100, remaining: 100 });
    expect(circular.limitedEdition).toEqual({ size: 220, remaining: 220 });
  });

  it('serves the downloads it lists as PDF files in the answer language', async () => {
    const product = (await get('/api/products/mighty-beast?lang=de')).json<ProductDetail>();
    const manual = product.downloads.find((download) => download.kind === 'manual')!;
    expect(manual.url).toMatch(/^\/files\/.+de.*\.pdf$/);
    const file = await get(manual.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(file.rawPayload.length).toBe(manual.bytes);
  });

  it('prints the copy as the shop typesets it: figures with their units, French punctuation', async () => {
    const product = (await get('/api/products/mighty-beast?lang=fr')).json<ProductDetail>();
    const copy = [
      product.description,
      product.cardPreviewInfo.tagline,
      ...product.highlights,
      ...product.specs.map((spec) => spec.value),
    ];
    expect(copy.filter((text) => typeset(text, 'fr') !== text)).toEqual([]);
    expect(copy.join(' ')).toMatch(/\d\u00A0Nm/);
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
    expect(byCode.slug).toBe('cargo-beast');
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
    expect(page.total).toBeGreaterThan(20);
    expect(page.data.every((product: Product) => product.isRefurbished && product.refurbished)).toBe(true);
    const next = (await get('/api/refurbished-products?offset=20')).json();
    expect(next.data).toHaveLength(page.total - 20);
  });

  it('filters by category', async () => {
    const categories = (await get('/api/product-subcategories/refurbished')).json().data;
    for (const category of categories) {
      const page = (await get(`/api/refurbished-products?subcategoryId=${category.id}&limit=100`)).json();
      expect(page.data.every((product: Product) => product.subcategoryId === category.id)).toBe(true);
      expect(page.total).toBe(page.data.length);
    }
  });
});

describe('GET /api/accessories-and-services', () => {
  it('lists only accessories and services, filterable by subcategory', async () => {
    const page = (await get('/api/accessories-and-services')).json();
    expect(page.limit).toBe(100);
    const types = new Set(page.data.map((product: Product) => product.type));
    expect(types).toEqual(new Set(['accessory', 'service']));
    const subcategoryId = page.data[0].subcategoryId;
    const filtered = (await get(`/api/accessories-and-services?subcategoryId=${subcategoryId}`)).json();
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((product: Product) => product.subcategoryId === subcategoryId)).toBe(true);
  });
});

describe('GET /api/special-offers', () => {
  it('lists the offers valid now with their product', async () => {
    const offers = (await get('/api/special-offers?lang=de')).json();
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.price).toBeLessThan(offer.originalPrice);
      expect(offer.product.id).toBeGreaterThan(0);
      expect(offer.partnerName).toBeTruthy();
    }
  });
});
