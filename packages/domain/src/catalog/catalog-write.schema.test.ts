import { describe, expect, it } from 'vitest';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { fr } from '../i18n/messages/fr';
import { firstErrors } from '../validation/first-errors';
import { CATALOG_WRITE_ERRORS, ProductWriteSchema, SubcategoryWriteSchema } from './catalog-write.schema';
import { ONE_SIZE } from './frame-sizes';

const text = { name: 'Beast', tagline: '', description: 'A bike.' };
const product = {
  slug: 'test-beast',
  type: 'cargo_beast',
  price: 100,
  originalPrice: 100,
  text: { en: text, fr: text, de: text },
};

describe('product write schema', () => {
  it('accepts the smallest product and fills in its defaults', () => {
    expect(ProductWriteSchema.parse(product)).toMatchObject({
      page: null,
      subcategory: null,
      media: [],
      downloads: [],
      packageFees: [],
      isPublished: true,
      text: { en: { highlights: [], specs: {} } },
    });
  });

  it.each([
    ['a slug with capitals', { slug: 'Test' }, { slug: CATALOG_WRITE_ERRORS.slug }],
    ['a price above the original', { price: 101 }, { price: CATALOG_WRITE_ERRORS.priceAboveOriginal }],
    [
      'a geometry row without a value per size',
      { geometry: { sizes: ['S', 'M'], rows: [{ measure: 'stack', values: [600] }] } },
      { 'geometry.rows.0.values': CATALOG_WRITE_ERRORS.geometryValues },
    ],
    [
      'a frame size written as a label in one language',
      { geometry: { sizes: ['One size'], rows: [{ measure: 'stack', values: [600] }] } },
      { 'geometry.sizes.0': CATALOG_WRITE_ERRORS.geometrySize },
    ],
    [
      'a fee line twice',
      {
        packageFees: [
          { kind: 'assembly', price: 1 },
          { kind: 'assembly', price: 2 },
        ],
      },
      { packageFees: CATALOG_WRITE_ERRORS.packageFeeTwice },
    ],
    [
      'a picture outside the shop’s files',
      {
        media: [
          { url: 'https://x.example/a.png', kind: 'image', width: 1, height: 1, alt: { en: 'a', fr: 'a', de: 'a' } },
        ],
      },
      { 'media.0.url': CATALOG_WRITE_ERRORS.fileUrl },
    ],
    [
      'a blank German name',
      { text: { en: text, fr: text, de: { ...text, name: '  ' } } },
      { 'text.de.name': CATALOG_WRITE_ERRORS.text },
    ],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(ProductWriteSchema.safeParse({ ...product, ...change }))).toEqual(errors);
  });

  it('accepts frame sizes as codes, and the one-size marker for a frame made in one size', () => {
    for (const sizes of [['S', 'M', 'XL'], ['54', 'S/M'], [ONE_SIZE]]) {
      const values = sizes.map(() => 600);
      const geometry = { sizes, rows: [{ measure: 'stack', values }] };
      expect(ProductWriteSchema.safeParse({ ...product, geometry }).success, sizes.join()).toBe(true);
    }
  });

  it('refuses a subcategory without its French name', () => {
    const result = SubcategoryWriteSchema.safeParse({
      slug: 'bags',
      kind: 'accessory',
      name: { en: 'Bags', de: 'Taschen' },
    });
    expect(Object.keys(firstErrors(result))).toEqual(['name.fr']);
  });

  it('has a text for every error it declares, in every language', () => {
    for (const key of Object.values(CATALOG_WRITE_ERRORS)) {
      for (const catalogue of [en, fr, de] as Record<string, string>[]) expect(catalogue[key], key).toBeTruthy();
    }
  });
});
