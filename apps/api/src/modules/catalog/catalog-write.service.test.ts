import type { ProductDetail, Subcategory } from '@beast/domain/catalog/product.schema';
import { NO_BREAK_SPACE } from '@beast/domain/i18n/typography';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { products, productTranslations } from '../../db/schema/catalog';
import type { ContentChange } from '../../lib/content-change';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerLocale } from '../../plugins/locale';
import { bikeInput, refusal, TEST_ACTOR, uniqueSlug } from '../../test/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogWriteService } from './catalog-write.service';

let harness: TestApp;
const get = (url: string) => harness.app.inject({ method: 'GET', url });
const writes = () => harness.app.writes.catalog;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('creating a product', () => {
  it('shows it in the shop in every language, with its picture, manual, specs, geometry and fees', async () => {
    const input = bikeInput();
    const { id, changed } = await writes().createProduct(TEST_ACTOR, input);
    expect(changed).toBe(true);

    const fr = (await get(`/api/products/${input.slug}?lang=fr`)).json<ProductDetail>();
    expect(fr).toMatchObject({
      id,
      name: 'Test Beast',
      type: 'classy_beast',
      page: 'product',
      price: 399_000,
      originalPrice: 429_000,
      cardPreviewInfo: { tagline: `Roule 80${NO_BREAK_SPACE}km`, speedKmh: 25, batteryWh: 672, weightKg: 24.5 },
      media: [{ url: '/files/media/test/side.svg', alt: 'Le vélo de côté', width: 1200 }],
      downloads: [{ kind: 'manual', title: 'Mode d’emploi', url: '/files/documents/test/manual-fr.pdf', bytes: 1300 }],
      geometry: input.geometry,
      packageFees: input.packageFees,
    });
    expect(fr.specs).toEqual([
      { key: 'motor', value: `Hub 250${NO_BREAK_SPACE}W` },
      { key: 'battery', value: `672${NO_BREAK_SPACE}Wh` },
    ]);
    const listed = (await get('/api/products?take=500')).json<{ slug: string }[]>();
    expect(listed.map((product) => product.slug)).toContain(input.slug);
  });

  it('refuses a slug another product already has', async () => {
    const input = bikeInput();
    await writes().createProduct(TEST_ACTOR, input);
    expect((await refusal(writes().createProduct(TEST_ACTOR, bikeInput({ slug: input.slug })))).code).toBe(
      'SLUG_TAKEN',
    );
  });

  it('refuses invalid input field by field with message keys, and writes nothing', async () => {
    const input = bikeInput({ slug: 'Not A Slug', price: 500_000, originalPrice: 400_000 });
    const error = await refusal(writes().createProduct(TEST_ACTOR, input));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ slug: 'validation.slug.invalid', price: 'validation.price.aboveOriginal' });
    const missingGerman = bikeInput();
    missingGerman.text = { ...missingGerman.text, de: { ...missingGerman.text.de, name: ' ' } };
    expect((await refusal(writes().createProduct(TEST_ACTOR, missingGerman))).fields).toEqual({
      'text.de.name': 'validation.text.required',
    });
  });

  it('answers the refusal translated in the request language', async () => {
    const error = await refusal(writes().createProduct(TEST_ACTOR, bikeInput({ subcategory: 'no-such-subcategory' })));
    const app = Fastify();
    registerLocale(app);
    registerErrorHandler(app);
    app.get('/refusal', () => Promise.reject(error));
    const answer = (await app.inject({ method: 'GET', url: '/refusal?lang=de' })).json();
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.fields).toEqual({ subcategory: 'Diese Unterkategorie gibt es nicht.' });
  });
});

describe('updating a product', () => {
  it('replaces what the shop shows, and changes nothing when given what is stored', async () => {
    const input = bikeInput();
    const { id } = await writes().createProduct(TEST_ACTOR, input);
    await get(`/api/products/${input.slug}`);
    const stored = await writes().readProduct(id);
    expect(await writes().updateProduct(TEST_ACTOR, id, stored)).toEqual({ id, changed: false });

    const result = await writes().updateProduct(TEST_ACTOR, id, {
      ...stored,
      price: 379_000,
      media: [],
      downloads: [],
      page: null,
    });
    expect(result).toEqual({ id, changed: true });
    const en = (await get(`/api/products/${input.slug}`)).json<ProductDetail>();
    expect(en).toMatchObject({ price: 379_000, media: [], downloads: [], page: null });
  });

  it('drops the cached catalogue answers it makes wrong', async () => {
    const input = bikeInput();
    const { id } = await writes().createProduct(TEST_ACTOR, input);
    expect((await get(`/api/products/${id}?lang=fr`)).json().price).toBe(399_000);
    await writes().updateProduct(TEST_ACTOR, id, { ...input, price: 359_000 });
    expect((await get(`/api/products/${id}?lang=fr`)).json().price).toBe(359_000);
  });

  it('takes a product out of the shop when it is no longer published', async () => {
    const input = bikeInput();
    const { id } = await writes().createProduct(TEST_ACTOR, input);
    await writes().updateProduct(TEST_ACTOR, id, { ...input, isPublished: false });
    expect((await get(`/api/products/${input.slug}`)).statusCode).toBe(404);
  });

  it('keeps a limited edition at least as large as the units sold', async () => {
    const input = bikeInput({ editionSize: 10 });
    const { id } = await writes().createProduct(TEST_ACTOR, input);
    await harness.database.db.update(products).set({ editionSold: 4 }).where(eq(products.id, id));
    const error = await refusal(writes().updateProduct(TEST_ACTOR, id, { ...input, editionSize: 3 }));
    expect(error.code).toBe('EDITION_BELOW_SOLD');
    expect(error.fields).toEqual({ editionSize: 'validation.editionSize.belowSold' });
    expect((await writes().updateProduct(TEST_ACTOR, id, { ...input, editionSize: 4 })).changed).toBe(true);
  });

  it('answers PRODUCT_NOT_FOUND for an unknown id', async () => {
    expect((await refusal(writes().updateProduct(TEST_ACTOR, 999_999, bikeInput()))).code).toBe('PRODUCT_NOT_FOUND');
  });

  it('writes the product and its translations in one transaction', async () => {
    const input = bikeInput();
    const { id } = await writes().createProduct(TEST_ACTOR, input);
    const service = createCatalogWriteService({ db: failingTranslations(harness.database.db), onChange: () => {} });
    await expect(service.updateProduct(TEST_ACTOR, id, { ...input, price: 1_000 })).rejects.toThrow('disk full');
    const [row] = await harness.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.price).toBe(399_000);
    const texts = await harness.database.db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, id));
    expect(texts).toHaveLength(3);
  });
});

describe('saving a product by its slug (the importer)', () => {
  it('creates it once, then reports no change for the same input and reports who changed it', async () => {
    const changes: ContentChange[] = [];
    const service = createCatalogWriteService({ db: harness.database.db, onChange: (change) => changes.push(change) });
    const input = bikeInput();
    const first = await service.saveProduct(TEST_ACTOR, input);
    const second = await service.saveProduct(TEST_ACTOR, input);
    expect(first).toMatchObject({ created: true, changed: true });
    expect(second).toEqual({ id: first.id, created: false, changed: false });
    expect(changes).toEqual([
      { actor: TEST_ACTOR, entity: 'product', key: input.slug, action: 'created', caches: ['catalogue'] },
    ]);
  });
});

describe('subcategories', () => {
  it('creates and renames one, and files a product under it', async () => {
    const slug = uniqueSlug('bags');
    const name = { en: 'Bags', fr: 'Sacoches', de: 'Taschen' };
    const { id } = await writes().createSubcategory(TEST_ACTOR, { slug, kind: 'accessory', name, sortOrder: 99 });
    const page = () =>
      get('/api/product-subcategories?lang=fr&limit=100').then((r) => r.json<{ data: Subcategory[] }>());
    expect((await page()).data).toContainEqual({ id, kind: 'accessory', slug, name: 'Sacoches' });

    await writes().updateSubcategory(TEST_ACTOR, id, { slug, kind: 'accessory', name: { ...name, fr: 'Sacs' } });
    expect((await page()).data).toContainEqual({ id, kind: 'accessory', slug, name: 'Sacs' });

    const bag = bikeInput({ type: 'accessory', page: null, subcategory: slug, geometry: null, packageFees: [] });
    const { id: productId } = await writes().createProduct(TEST_ACTOR, bag);
    expect((await get(`/api/products/${productId}`)).json().subcategoryId).toBe(id);
  });

  it('saves one by slug without change the second time', async () => {
    const input = {
      slug: uniqueSlug('locks'),
      kind: 'accessory' as const,
      name: { en: 'Locks', fr: 'Antivols', de: 'Schlösser' },
    };
    expect((await writes().saveSubcategory(TEST_ACTOR, input)).changed).toBe(true);
    expect((await writes().saveSubcategory(TEST_ACTOR, input)).changed).toBe(false);
  });
});

/** A database whose transactions fail when they write product translations, after the product row. */
function failingTranslations(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return (work: (tx: Db) => Promise<unknown>) =>
        target.transaction((tx) =>
          work(
            new Proxy(tx as unknown as Db, {
              get(inner, name, innerReceiver) {
                const value = Reflect.get(inner, name, innerReceiver);
                if (name !== 'insert') return typeof value === 'function' ? value.bind(inner) : value;
                return (table: unknown) => {
                  if (table === productTranslations) throw new Error('disk full');
                  return inner.insert(table as typeof products);
                };
              },
            }),
          ),
        );
    },
  });
}

describe('the public pages built from the catalogue', () => {
  it('are rendered again after a product changes, and kept when a change touches no cached content', async () => {
    const shop = await createTestApp({ storefront: true });
    try {
      const page = async () => (await shop.app.inject({ method: 'GET', url: '/' })).headers['x-page-cache'];
      await page();
      expect(await page()).toBe('hit');
      await shop.app.writes.catalog.createProduct(TEST_ACTOR, bikeInput());
      expect(await page()).toBe('miss');
      shop.app.invalidateCaches([]);
      expect(await page()).toBe('hit');
    } finally {
      await shop.close();
    }
  });
});
