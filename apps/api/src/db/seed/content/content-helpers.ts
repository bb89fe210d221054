import type { PackageFee } from '@beast/domain/catalog/product.schema';
import { INTL_LOCALE, LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { MediaSeed, ProductText, SeedFile, Translated } from '../seed-types';

/** One text in the three shop languages, in the order en, fr, de. */
export function t(en: string, fr: string, de: string): Translated<string> {
  return { en, fr, de };
}

/** Builds a translated value by calling `make` once per language. */
export function perLocale<T>(make: (locale: Locale) => T): Translated<T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Translated<T>;
}

export function svgFile(path: string, render: () => string): SeedFile {
  return { path, contentType: 'image/svg+xml', render };
}

export function pdfFile(path: string, render: () => Uint8Array): SeedFile {
  return { path, contentType: 'application/pdf', render };
}

export function imageMedia(
  path: string,
  size: { width: number; height: number },
  alt: Translated<string>,
  render: () => string,
): MediaSeed {
  return { file: svgFile(path, render), kind: 'image', ...size, alt };
}

/** CHF from whole francs to integer centimes (the unit of every price in the seed). */
export function chf(francs: number): number {
  return Math.round(francs * 100);
}

/** Swiss number formatting of the language (e.g. 2’400 in German), used in seed copy and PDFs. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value);
}

/** A price for printed documents: whole francs without decimals, the locale's own currency layout. */
export function formatChf(centimes: number, locale: Locale): string {
  const whole = centimes % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'CHF',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(centimes / 100);
}

/** Plausible package prices of a new bike (spec §3 package fee lines, §9 service prices). */
export const PACKAGE_PRICES = {
  assembly: chf(149),
  /** Registration and plate of a 45 km/h bike; a 25 km/h bike needs none (spec §9). */
  circulation45: chf(99),
  /** spec §9: free delivery of bikes in Switzerland. */
  delivery: 0,
  /** spec §9: the first service is worth CHF 175. */
  firstService: chf(175),
  cleaning: chf(49),
} as const;

export function packageFees(
  speedKmh: number,
  overrides: Partial<Record<'assembly' | 'cleaning', number>> = {},
): PackageFee[] {
  return [
    { kind: 'assembly', price: overrides.assembly ?? PACKAGE_PRICES.assembly },
    { kind: 'circulation', price: speedKmh > 25 ? PACKAGE_PRICES.circulation45 : 0 },
    { kind: 'delivery', price: PACKAGE_PRICES.delivery },
    { kind: 'firstService', price: PACKAGE_PRICES.firstService },
    { kind: 'cleaning', price: overrides.cleaning ?? PACKAGE_PRICES.cleaning },
  ];
}

/** Capitalises the first letter (colour lists start a spec value). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const OR: Translated<string> = t('or', 'ou', 'oder');

/** "a, b or c" in the language. */
export function listWithOr(items: string[], locale: Locale): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${OR[locale]} ${items.at(-1)}`;
}

/** The copy of an accessory or a service: everything of ProductText except the (bike-only) specs, plus the picture's alt text. */
export type ItemCopy = Omit<ProductText, 'specs'> & { alt: string };

/** Text of a product without bike specs, from copy that also carries the picture's alt text. */
export function itemText(copy: Translated<ItemCopy>): Translated<ProductText> {
  return perLocale((locale) => {
    const { alt: _alt, ...text } = copy[locale];
    return { ...text, specs: {} };
  });
}

export function itemAlt(copy: Translated<ItemCopy>): Translated<string> {
  return perLocale((locale) => copy[locale].alt);
}
