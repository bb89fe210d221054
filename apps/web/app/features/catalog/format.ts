import { INTL_LOCALE, type Locale } from '@beast/domain/i18n/locale';
import { NO_BREAK_SPACE } from '@beast/domain/i18n/typography';
import { withSwissThousands } from '@beast/domain/money/money';

/** Intl formatters are costly to build (ARCHITECTURE): one per locale and kind, created on first use. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formatters.set(id, found);
  }
  return found;
}

/** "12’500" (en-CH, de-CH, grouped like prices) or "12 500" (fr-CH). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return withSwissThousands(formatter(locale, `n${maximumFractionDigits}`, { maximumFractionDigits }).format(value));
}

type Unit = 'kilometer-per-hour' | 'kilogram' | 'kilometer' | 'kilobyte' | 'megabyte' | 'millimeter' | 'degree';

/** A measure with its unit in the locale's words, on one line: "45 km/h", "36.5 kg", "1,3 Mo". */
export function formatUnit(value: number, unit: Unit, locale: Locale, maximumFractionDigits = 1): string {
  const text = formatter(locale, `${unit}${maximumFractionDigits}`, { style: 'unit', unit, maximumFractionDigits });
  // ICU writes some locales' units after a plain space ("45 km/h" in de-CH): the figure keeps its unit.
  return withSwissThousands(text.format(value)).replaceAll(' ', NO_BREAK_SPACE);
}

/** Watt-hours have no Intl unit: the number in the locale's style plus "Wh". */
export function formatWattHours(value: number, locale: Locale): string {
  return `${formatNumber(value, locale, 0)}${NO_BREAK_SPACE}Wh`;
}

/** A download's size: kB below one megabyte, else MB with one decimal (1 kB = 1000 bytes, as browsers show). */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1_000_000) return formatUnit(Math.max(1, Math.round(bytes / 1000)), 'kilobyte', locale, 0);
  return formatUnit(bytes / 1_000_000, 'megabyte', locale, 1);
}

/** A file's type as people name it, from its address: "PDF", "ZIP". */
export function fileType(url: string): string {
  return (url.split('?')[0]?.split('.').pop() ?? '').toUpperCase();
}
