import {
  type ProductWrite,
  ProductWriteSchema,
  SubcategoryWriteSchema,
} from '@beast/domain/catalog/catalog-write.schema';
import { describe, expect, it } from 'vitest';
import {
  centimesOf,
  numberOf,
  productFieldErrors,
  productFormValues,
  productFromForm,
  subcategoryFormValues,
  subcategoryFromForm,
} from './product-form';

/** A product with every part the editor shows, parsed by the API's own schema (defaults filled in). */
const copy = (name: string, description: string) => ({
  name,
  tagline: `${name} rides far`,
  description,
  highlights: ['Light', 'Quick'],
  specs: { motor: 'Hub 250 W', battery: '672 Wh' },
});
const PRODUCT: ProductWrite = ProductWriteSchema.parse({
  slug: 'form-beast',
  type: 'classy_beast',
  page: 'product',
  price: 399_050,
  originalPrice: 429_000,
  speedKmh: 25,
  batteryWh: 672,
  weightKg: 24.5,
  editionSize: 50,
  sortOrder: 3,
  media: ['side', 'front'].map((view, index) => ({
    url: `/files/media/test/${view}.jpg`,
    kind: 'image',
    width: 1200 + index,
    height: 800,
    alt: { en: `The ${view}`, fr: `Le ${view}`, de: `Die ${view}` },
  })),
  downloads: [
    {
      kind: 'manual',
      title: { en: 'Manual', fr: 'Mode d’emploi', de: 'Anleitung' },
      files: {
        en: { url: '/files/documents/test/en.pdf', bytes: 1200 },
        fr: { url: '/files/documents/test/fr.pdf', bytes: 1300 },
        de: { url: '/files/documents/test/de.pdf', bytes: 1400 },
      },
    },
  ],
  geometry: { sizes: ['M', 'L'], rows: [{ measure: 'headTubeAngle', values: [71.5, 72] }] },
  packageFees: [
    { kind: 'assembly', price: 14_900 },
    { kind: 'delivery', price: 0 },
  ],
  refurbished: { condition: 'very_good', modelYear: 2023, mileageKm: null, warrantyMonths: 24, frameWarrantyYears: 5 },
  text: {
    en: copy('Form Beast', 'A bike.'),
    fr: copy('Bête de forme', 'Un vélo.'),
    de: copy('Formbiest', 'Ein Velo.'),
  },
  isPublished: false,
});

describe('the product editor’s form', () => {
  it('gives back the product it was filled with, every part unchanged', () => {
    expect(productFromForm(productFormValues(PRODUCT))).toEqual(PRODUCT);
    const accessory = ProductWriteSchema.parse({ ...PRODUCT, geometry: null, refurbished: null, packageFees: [] });
    expect(productFromForm(productFormValues(accessory))).toEqual(accessory);
  });

  it('shows money in francs and reads it back in centimes', () => {
    const values = productFormValues(PRODUCT);
    expect(values).toMatchObject({ price: '3990.50', originalPrice: '4290.00', 'packageFees.delivery': '0.00' });
    expect(values['packageFees.cleaning']).toBe('');
  });

  it('sends the French description as typed, and the highlights one per line', () => {
    const values = {
      ...productFormValues(PRODUCT),
      'text.fr.description': 'Un vélo qui roule loin.',
      'text.de.highlights': 'Leicht\n\n  Schnell  \n',
    };
    const product = productFromForm(values) as ProductWrite;
    expect(product.text.fr.description).toBe('Un vélo qui roule loin.');
    expect(product.text.de.highlights).toEqual(['Leicht', 'Schnell']);
    expect(product.text.en).toEqual(PRODUCT.text.en);
  });

  it('orders pictures by the position typed and leaves out those marked to remove', () => {
    const values = { ...productFormValues(PRODUCT), 'media.0.position': '2', 'media.1.position': '1' };
    expect((productFromForm(values) as ProductWrite).media.map((media) => media.url)).toEqual([
      '/files/media/test/front.jpg',
      '/files/media/test/side.jpg',
    ]);
    const removed = productFromForm({ ...values, 'media.1.remove': 'on', 'downloads.0.remove': 'on' }) as ProductWrite;
    expect(removed.media.map((media) => media.url)).toEqual(['/files/media/test/side.jpg']);
    expect(removed.downloads).toEqual([]);
  });

  it('leaves out the fees, spec entries, geometry and refurbished details left empty', () => {
    const values = productFormValues(PRODUCT);
    for (const name of Object.keys(values)) {
      if (/^(packageFees|geometry|refurbished)\.|\.specs\./.test(name)) values[name] = '';
    }
    const product = productFromForm({ ...values, editionSize: ' ' }) as ProductWrite;
    expect(product).toMatchObject({ packageFees: [], geometry: null, refurbished: null, editionSize: null });
    expect(product.text.fr.specs).toEqual({});
  });

  it('sends what it cannot read as typed, so the API refuses it next to its field', () => {
    const product = productFromForm({ ...productFormValues(PRODUCT), price: 'cheap', editionSize: 'ten' });
    expect(product).toMatchObject({ price: 'cheap', editionSize: 'ten' });
    expect(ProductWriteSchema.safeParse(product).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'price',
      'editionSize',
    ]);
  });
});

describe('money and numbers as staff type them', () => {
  it.each([
    ['3990', 399_000],
    ['3990.5', 399_050],
    ['3’990.50', 399_050],
    ["3'990.–", 399_000],
    ['3 990,50', 399_050],
    ['CHF 3’990.–', 399_000],
    ['3990.50 CHF', 399_050],
    ['0', 0],
  ])('reads %j as %i centimes', (typed, centimes) => {
    expect(centimesOf(typed)).toBe(centimes);
  });

  it.each(['', '  '])('reads %j as no amount', (typed) => {
    expect(centimesOf(typed)).toBeNull();
  });

  it.each(['-5', '12.345', 'ten francs'])('sends %j as typed', (typed) => {
    expect(centimesOf(typed)).toBe(typed);
  });

  it('reads numbers with a point or a comma', () => {
    expect([numberOf('24.5'), numberOf('24,5'), numberOf(''), numberOf('x')]).toEqual([24.5, 24.5, null, 'x']);
  });
});

describe('the API’s messages on the form', () => {
  it('puts each message under its field and the others apart, with their place', () => {
    const names = Object.keys(productFormValues(PRODUCT));
    const errors = productFieldErrors(
      {
        'product.text.fr.description': 'Please enter this text.',
        editionSize: 'Not below the units sold.',
        'product.geometry.rows.0.values': 'One value per size.',
      },
      names,
    );
    expect(errors.byField).toEqual({
      'text.fr.description': 'Please enter this text.',
      editionSize: 'Not below the units sold.',
    });
    expect(errors.elsewhere).toEqual([{ place: 'geometry', message: 'One value per size.' }]);
  });
});

describe('the subcategory form', () => {
  const subcategory = SubcategoryWriteSchema.parse({
    slug: 'bags',
    kind: 'accessory',
    name: { en: 'Bags', fr: 'Sacoches', de: 'Taschen' },
    sortOrder: 2,
  });

  it('gives back the subcategory it was filled with', () => {
    expect(subcategoryFromForm(subcategoryFormValues(subcategory))).toEqual(subcategory);
  });

  it('puts an order left empty first and sends a word as typed', () => {
    const values = subcategoryFormValues(subcategory);
    expect(subcategoryFromForm({ ...values, sortOrder: '' })).toMatchObject({ sortOrder: 0 });
    expect(subcategoryFromForm({ ...values, sortOrder: 'first' })).toMatchObject({ sortOrder: 'first' });
  });
});
