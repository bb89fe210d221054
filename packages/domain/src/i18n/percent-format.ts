import { INTL_LOCALE, type Locale } from './locale';

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** A rate in basis points as people read it in the page's language: 790 → "7.90 %" (two decimals, as credit law shows rates). */
export function formatRate(basisPoints: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  return format.format(basisPoints / 10_000);
}
