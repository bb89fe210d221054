import type { ProductWrite, SubcategoryWrite } from '@beast/domain/catalog/catalog-write.schema';
import { PACKAGE_FEE_KINDS } from '@beast/domain/catalog/package-fee-kinds';
import { GEOMETRY_MEASURES, SPEC_ENTRY_KEYS } from '@beast/domain/catalog/product.schema';
import { LOCALES } from '@beast/domain/i18n/locale';

/**
 * The product editor's form (decision 15: a plain form posting to its page's action) and the API's product
 * (packages/domain catalog-write.schema.ts), both ways. A field is named after its place in the product
 * (`text.fr.description`, `media.0.alt.de`), so the API's message for `product.text.fr.description` finds its
 * field by the same name. Money is typed in francs and sent in centimes. What the form cannot read (a word
 * where a number goes) is sent as typed, for the API to refuse next to its field: the rules stay in the domain.
 */
export type ProductFormValues = Record<string, string>;

/** What the form sends the API: a product when everything was read, else the API says what is wrong. */
export type ProductFormBody = Record<string, unknown>;

const francsText = (centimes: number) => (centimes / 100).toFixed(2);
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The form's values of a stored product: what the editor shows before anything is typed. */
export function productFormValues(product: ProductWrite): ProductFormValues {
  const values: ProductFormValues = {
    slug: product.slug,
    type: product.type,
    subcategory: product.subcategory ?? '',
    page: product.page ?? '',
    price: francsText(product.price),
    originalPrice: francsText(product.originalPrice),
    speedKmh: numberText(product.speedKmh),
    batteryWh: numberText(product.batteryWh),
    weightKg: numberText(product.weightKg),
    configuratorCatalogId: product.configuratorCatalogId ?? '',
    editionSize: numberText(product.editionSize),
    sortOrder: String(product.sortOrder),
    isPublished: product.isPublished ? 'on' : '',
  };
  for (const locale of LOCALES) {
    const text = product.text[locale];
    values[`text.${locale}.name`] = text.name;
    values[`text.${locale}.tagline`] = text.tagline;
    values[`text.${locale}.description`] = text.description;
    values[`text.${locale}.highlights`] = text.highlights.join('\n');
    for (const key of SPEC_ENTRY_KEYS) values[`text.${locale}.specs.${key}`] = text.specs[key] ?? '';
  }
  product.media.forEach((media, index) => {
    const at = `media.${index}`;
    Object.assign(values, {
      [`${at}.url`]: media.url,
      [`${at}.kind`]: media.kind,
      [`${at}.width`]: String(media.width),
      [`${at}.height`]: String(media.height),
      [`${at}.position`]: String(index + 1),
    });
    for (const locale of LOCALES) values[`${at}.alt.${locale}`] = media.alt[locale];
  });
  product.downloads.forEach((download, index) => {
    const at = `downloads.${index}`;
    values[`${at}.kind`] = download.kind;
    values[`${at}.position`] = String(index + 1);
    for (const locale of LOCALES) {
      values[`${at}.title.${locale}`] = download.title[locale];
      values[`${at}.files.${locale}.url`] = download.files[locale].url;
      values[`${at}.files.${locale}.bytes`] = String(download.files[locale].bytes);
    }
  });
  values['geometry.sizes'] = product.geometry?.sizes.join(', ') ?? '';
  for (const measure of GEOMETRY_MEASURES) {
    const row = product.geometry?.rows.find((candidate) => candidate.measure === measure);
    values[`geometry.${measure}`] = row ? row.values.join(', ') : '';
  }
  for (const kind of PACKAGE_FEE_KINDS) {
    const fee = product.packageFees.find((candidate) => candidate.kind === kind);
    values[`packageFees.${kind}`] = fee ? francsText(fee.price) : '';
  }
  const refurbished = product.refurbished;
  values['refurbished.condition'] = refurbished?.condition ?? '';
  values['refurbished.modelYear'] = numberText(refurbished?.modelYear ?? null);
  values['refurbished.mileageKm'] = numberText(refurbished?.mileageKm ?? null);
  values['refurbished.warrantyMonths'] = numberText(refurbished?.warrantyMonths ?? null);
  values['refurbished.frameWarrantyYears'] = numberText(refurbished?.frameWarrantyYears ?? null);
  return values;
}

/** The product the form describes, for the API's write schema. */
export function productFromForm(values: ProductFormValues): ProductFormBody {
  const text = (name: string) => values[name] ?? '';
  return {
    slug: text('slug').trim(),
    type: text('type'),
    subcategory: optionalText(text('subcategory')),
    page: optionalText(text('page')),
    price: centimesOf(text('price')) ?? '',
    originalPrice: centimesOf(text('originalPrice')) ?? '',
    speedKmh: numberOf(text('speedKmh')),
    batteryWh: numberOf(text('batteryWh')),
    weightKg: numberOf(text('weightKg')),
    configuratorCatalogId: optionalText(text('configuratorCatalogId')),
    editionSize: numberOf(text('editionSize')),
    refurbished: refurbishedOf(values),
    media: ordered(values, 'media').map((at) => ({
      url: text(`${at}.url`),
      kind: text(`${at}.kind`),
      width: Number(text(`${at}.width`)),
      height: Number(text(`${at}.height`)),
      alt: inEveryLanguage((locale) => text(`${at}.alt.${locale}`)),
    })),
    geometry: geometryOf(values),
    packageFees: PACKAGE_FEE_KINDS.flatMap((kind) => {
      const price = centimesOf(text(`packageFees.${kind}`));
      return price === null ? [] : [{ kind, price }];
    }),
    downloads: ordered(values, 'downloads').map((at) => ({
      kind: text(`${at}.kind`),
      title: inEveryLanguage((locale) => text(`${at}.title.${locale}`)),
      files: inEveryLanguage((locale) => ({
        url: text(`${at}.files.${locale}.url`),
        bytes: Number(text(`${at}.files.${locale}.bytes`)),
      })),
    })),
    text: inEveryLanguage((locale) => ({
      name: text(`text.${locale}.name`),
      tagline: text(`text.${locale}.tagline`),
      description: text(`text.${locale}.description`),
      highlights: text(`text.${locale}.highlights`)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      specs: Object.fromEntries(
        SPEC_ENTRY_KEYS.flatMap((key) => {
          const value = text(`text.${locale}.specs.${key}`).trim();
          return value ? [[key, value]] : [];
        }),
      ),
    })),
    sortOrder: numberOf(text('sortOrder')) ?? 0,
    isPublished: values.isPublished === 'on',
  };
}

function inEveryLanguage<T>(value: (locale: (typeof LOCALES)[number]) => T) {
  return Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<(typeof LOCALES)[number], T>;
}

/** A list's entries (`media.0`, `media.1` …) by the position typed for each, without those marked to remove. */
function ordered(values: ProductFormValues, list: 'media' | 'downloads'): string[] {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.kind$`);
  const entries = Object.keys(values).flatMap((name) => {
    const index = pattern.exec(name)?.[1];
    if (index === undefined || values[`${list}.${index}.remove`] === 'on') return [];
    const position = Number.parseInt(values[`${list}.${index}.position`] ?? '', 10);
    return [{ at: `${list}.${index}`, index: Number(index), position: Number.isNaN(position) ? Infinity : position }];
  });
  return entries.sort((a, b) => a.position - b.position || a.index - b.index).map((entry) => entry.at);
}

function geometryOf(values: ProductFormValues) {
  const sizes = (values['geometry.sizes'] ?? '')
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);
  const rows = GEOMETRY_MEASURES.flatMap((measure) => {
    const typed = (values[`geometry.${measure}`] ?? '').trim();
    if (!typed) return [];
    return [{ measure, values: typed.split(',').map((value) => numberOf(value) ?? value) }];
  });
  return sizes.length === 0 && rows.length === 0 ? null : { sizes, rows };
}

function refurbishedOf(values: ProductFormValues) {
  const condition = values['refurbished.condition'] ?? '';
  if (!condition) return null;
  return {
    condition,
    modelYear: numberOf(values['refurbished.modelYear'] ?? '') ?? '',
    mileageKm: numberOf(values['refurbished.mileageKm'] ?? ''),
    warrantyMonths: numberOf(values['refurbished.warrantyMonths'] ?? '') ?? '',
    frameWarrantyYears: numberOf(values['refurbished.frameWarrantyYears'] ?? ''),
  };
}

function optionalText(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** A number as typed (`24.5`, `24,5`); nothing typed is none; anything else goes to the API as typed. */
export function numberOf(typed: string): number | string | null {
  const value = typed.trim();
  if (value === '') return null;
  return /^-?\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : value;
}

/**
 * Francs as staff type them, the shop's way included (`3990`, `3'990.50`, `3 990,50`, `CHF 3’990.–`), in
 * centimes; nothing typed is none; anything else goes to the API as typed.
 */
export function centimesOf(typed: string): number | string | null {
  const value = typed.trim();
  if (value === '') return null;
  const plain = value
    .replace(/^CHF/i, '')
    .replace(/CHF$/i, '')
    .replace(/[\s\u00a0\u202f'’]/g, '')
    .replace(/\.[–-]$/, '')
    .replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : value;
}

/**
 * The API's messages for the form's fields: `product.text.fr.name` (or `editionSize`, as a rule of the use case
 * names it) under the field `text.fr.name`; the rest (a geometry row, the fee list) apart, with its place.
 */
export function productFieldErrors(fields: Record<string, string> | undefined, names: readonly string[]) {
  const known = new Set(names);
  const byField: Record<string, string> = {};
  const elsewhere: { place: string; message: string }[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = path.replace(/^product\./, '');
    if (known.has(name)) byField[name] = message;
    else elsewhere.push({ place: name.split('.', 1)[0] ?? name, message });
  }
  return { byField, elsewhere };
}

/** A subcategory's form (the Subcategories screen), named like the API's fields: `slug`, `name.fr` … */
export function subcategoryFormValues(subcategory: SubcategoryWrite): ProductFormValues {
  return {
    slug: subcategory.slug,
    kind: subcategory.kind,
    sortOrder: String(subcategory.sortOrder),
    ...Object.fromEntries(LOCALES.map((locale) => [`name.${locale}`, subcategory.name[locale]])),
  };
}

/** The subcategory a form describes, for the API's write schema (an order left empty is the first place). */
export function subcategoryFromForm(values: ProductFormValues): ProductFormBody {
  return {
    slug: (values.slug ?? '').trim(),
    kind: values.kind ?? '',
    name: inEveryLanguage((locale) => values[`name.${locale}`] ?? ''),
    sortOrder: numberOf(values.sortOrder ?? '') ?? 0,
  };
}
