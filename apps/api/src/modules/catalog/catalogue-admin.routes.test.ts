import { de } from '@beast/domain/i18n/messages/de';
import { fr } from '@beast/domain/i18n/messages/fr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { bikeInput, createBike, createProduct, uniqueSlug } from '../../test/catalog';
import { auditEntriesOf, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Catalogue screen's API: content staff list every product, edit it whole, publish it, and name subcategories. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

const read = (url: string, headers = content.headers.read) => harness.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = content.headers.change) =>
  harness.app.inject({ method, url, payload, headers });

async function editor(id: number) {
  const response = await read(`/api/admin/catalogue/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const audited = (key: string) => auditEntriesOf(harness, 'product', key);

describe('the product list', () => {
  it('lists products published or not, filtered by type, publication, missing translation and search', async () => {
    const marker = uniqueSlug('zebra');
    const translatedText = bikeInput().text;
    for (const [locale, description] of Object.entries({ en: 'A bike.', fr: 'Un vélo.', de: 'Ein Velo.' })) {
      translatedText[locale as 'en'].description = description;
    }
    const bike = await createBike(harness, { slug: `${marker}-bike`, text: translatedText });
    const hidden = await createProduct(harness, { slug: `${marker}-hidden`, isPublished: false });
    const untranslated = await createProduct(harness, {
      slug: `${marker}-untranslated`,
      text: {
        en: { name: 'Pump', tagline: '', description: 'A pump.' },
        fr: { name: 'Pompe', tagline: '', description: 'A pump.' },
        de: { name: 'Pumpe', tagline: '', description: 'Eine Pumpe.' },
      },
    });
    const slugs = async (query: string) => {
      const response = await read(`/api/admin/catalogue/products?q=${marker}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((row: { slug: string }) => row.slug);
    };

    expect(await slugs('sort=name')).toHaveLength(3);
    expect(await slugs('type=classy_beast')).toEqual([bike.slug]);
    expect(await slugs('published=false')).toEqual([hidden.slug]);
    expect(await slugs('missingTranslation=true')).toEqual([untranslated.slug]);
    const page = (await read(`/api/admin/catalogue/products?q=${marker}&limit=2&lang=fr`)).json();
    expect(page).toMatchObject({ offset: 0, limit: 2, total: 3 });
    const listed = (await read(`/api/admin/catalogue/products?q=${marker}&missingTranslation=true&lang=fr`)).json();
    expect(listed.data[0]).toMatchObject({ name: 'Pompe', missingTranslations: ['fr'], isPublished: true });
  });

  it('searches names in every language', async () => {
    const name = `Sattel ${uniqueSlug('x')}`;
    const product = await createProduct(harness, {
      text: {
        en: { name: 'Saddle', tagline: '', description: 'A saddle.' },
        fr: { name: 'Selle', tagline: '', description: 'Une selle.' },
        de: { name, tagline: '', description: 'Ein Sattel.' },
      },
    });
    const found = (await read(`/api/admin/catalogue/products?q=${encodeURIComponent(name)}`)).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([product.id]);
  });

  it('refuses a filter it does not know', async () => {
    expect((await read('/api/admin/catalogue/products?type=rocket')).statusCode).toBe(400);
  });
});

describe('the product editor', () => {
  it('changes the French text, which the French product page shows at once, and audits the change', async () => {
    const bike = await createBike(harness);
    expect((await harness.app.inject(`/api/products/${bike.slug}?lang=fr`)).json().name).toBe(bike.name.fr);
    const { revision, product } = await editor(bike.id);
    const changed = { ...product, text: { ...product.text, fr: { ...product.text.fr, name: 'Bête élégante' } } };

    const saved = await send('PUT', `/api/admin/catalogue/products/${bike.id}`, { revision, product: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).not.toBe(revision);
    expect((await harness.app.inject(`/api/products/${bike.slug}?lang=fr`)).json().name).toBe('Bête élégante');
    const [entry] = await audited(bike.slug);
    expect(entry).toMatchObject({ staffId: content.id, action: 'updated' });
    expect(entry?.before).toMatchObject({ text: { fr: { name: bike.name.fr } } });
    expect(entry?.after).toMatchObject({ text: { fr: { name: 'Bête élégante' } } });
  });

  it('refuses the second of two changes made at once from the same revision, keeping the first', async () => {
    const bike = await createBike(harness);
    const other = await signedInStaff(harness, 'admin');
    const { revision, product } = await editor(bike.id);
    const [first, second] = await Promise.all(
      [content, other].map((member, index) =>
        send(
          'PUT',
          `/api/admin/catalogue/products/${bike.id}?lang=fr`,
          { revision, product: { ...product, price: 350_000 + index * 10_000 } },
          member.headers.change,
        ),
      ),
    );
    const [saved, refused] = first!.statusCode === 200 ? [first!, second!] : [second!, first!];
    expect(saved.statusCode, saved.body).toBe(200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'REVISION_CONFLICT',
      message: fr['errors.REVISION_CONFLICT'],
    });
    expect((await editor(bike.id)).product.price).toBe(saved === first ? 350_000 : 360_000);
    expect(await audited(bike.slug)).toHaveLength(1);
  });

  it('never sets a limited edition below the units sold', async () => {
    const bike = await createBike(harness, { editionSize: 10, editionSold: 6 });
    const { revision, product, editionSold } = await editor(bike.id);
    expect(editionSold).toBe(6);
    const refused = await send('PUT', `/api/admin/catalogue/products/${bike.id}?lang=fr`, {
      revision,
      product: { ...product, editionSize: 5 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'EDITION_BELOW_SOLD',
      fields: { editionSize: fr['validation.editionSize.belowSold'] },
    });
    const [row] = await harness.database.db.select().from(products).where(eq(products.id, bike.id));
    expect(row?.editionSize).toBe(10);
  });

  it('answers each wrong field of a product, translated', async () => {
    const bike = await createBike(harness);
    const { revision, product } = await editor(bike.id);
    const response = await send('PUT', `/api/admin/catalogue/products/${bike.id}?lang=de`, {
      revision,
      product: { ...product, price: product.originalPrice + 100 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'product.price': de['validation.price.aboveOriginal'] });
  });

  it('takes a product off the shop and puts it back, audited', async () => {
    const bike = await createBike(harness);
    const { revision } = await editor(bike.id);
    const off = await send('POST', `/api/admin/catalogue/products/${bike.id}/publication`, {
      revision,
      isPublished: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await harness.app.inject(`/api/products/${bike.slug}`)).statusCode).toBe(404);
    const stale = await send('POST', `/api/admin/catalogue/products/${bike.id}/publication`, {
      revision,
      isPublished: true,
    });
    expect(stale.statusCode).toBe(409);
    const on = await send('POST', `/api/admin/catalogue/products/${bike.id}/publication`, {
      revision: off.json().revision,
      isPublished: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await harness.app.inject(`/api/products/${bike.slug}`)).statusCode).toBe(200);
    const entries = await audited(bike.slug);
    expect(entries.map((entry) => (entry.after as { isPublished: boolean }).isPublished)).toEqual([false, true]);
  });

  it('creates a product, audited as created', async () => {
    const input = bikeInput({ media: [], downloads: [] });
    const created = await send('POST', '/api/admin/catalogue/products', input);
    expect(created.statusCode, created.body).toBe(201);
    expect((await editor(created.json().id)).product.slug).toBe(input.slug);
    expect((await audited(input.slug!)).map((entry) => entry.action)).toEqual(['created']);
  });
});

describe('subcategories', () => {
  it('creates, lists and renames a subcategory, refusing a rename from a stale revision', async () => {
    const slug = uniqueSlug('subcategory');
    const name = { en: 'Bags', fr: 'Sacoches', de: 'Taschen' };
    const created = await send('POST', '/api/admin/catalogue/subcategories', { slug, kind: 'accessory', name });
    expect(created.statusCode, created.body).toBe(201);
    const { id, revision } = created.json();
    const listed = (await read('/api/admin/catalogue/subcategories')).json().data;
    expect(listed.find((entry: { id: number }) => entry.id === id)).toMatchObject({ revision, subcategory: { name } });

    const subcategory = { slug, kind: 'accessory', name: { ...name, de: 'Velotaschen' }, sortOrder: 0 };
    const renamed = await send('PUT', `/api/admin/catalogue/subcategories/${id}`, { revision, subcategory });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await send('PUT', `/api/admin/catalogue/subcategories/${id}`, {
      revision,
      subcategory: { ...subcategory, sortOrder: 3 },
    });
    expect(stale.statusCode).toBe(409);
  });
});
