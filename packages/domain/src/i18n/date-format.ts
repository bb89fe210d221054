import { INTL_LOCALE, type Locale } from './locale';

/**
 * Dates for display, in the reader's language (en-CH, fr-CH, de-CH). Two kinds of dates: a calendar day
 * ("2026-03-10": a delivery day, a pick-up day) is shown as written, never shifted by a time zone; a
 * moment (an order placed, a payment, an offer's end) is shown as its day in Switzerland, where the shop
 * is. Formatters are made on first use and kept: making one costs more than formatting a date.
 */

const STYLES = {
  /** "Tue, 10 Mar": a day in a picker. */
  dayShort: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  /** "Tuesday, 10 March 2026": a chosen delivery day, in a confirmation or an email. */
  dayLong: { dateStyle: 'full', timeZone: 'UTC' },
  /** "12 March 2026": the day of a moment in Switzerland. */
  swissDate: { dateStyle: 'long', timeZone: 'Europe/Zurich' },
  /** "12 Mar 2026, 14:05": a moment in Switzerland to the minute (a change in the back office's audit log). */
  swissMoment: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' },
  /** "Monday". */
  weekday: { weekday: 'long', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: Style): Intl.DateTimeFormat {
  const id = `${locale}|${style}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[locale], STYLES[style]);
    formatters.set(id, found);
  }
  return found;
}

/** A calendar day ("2026-03-10"): short "Tue, 10 Mar", long "Tuesday, 10 March 2026". */
export function formatDay(isoDay: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return formatter(locale, style === 'short' ? 'dayShort' : 'dayLong').format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}

/** The day of a moment in Switzerland ("12 March 2026"); a bare ISO day is that day; anything unreadable is shown as it came. */
export function formatSwissDate(iso: string, locale: Locale): string {
  // Noon UTC is the same day in Zurich whatever the season.
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(locale, 'swissDate').format(date);
}

/** A moment in Swiss time to the minute ("12 Mar 2026, 14:05"); anything unreadable is shown as it came. */
export function formatSwissMoment(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(locale, 'swissMoment').format(date);
}

/** 1 (Monday) … 7 (Sunday) → "Monday". */
export function weekdayName(weekday: number, locale: Locale): string {
  // 1 January 2024 was a Monday.
  return formatter(locale, 'weekday').format(new Date(Date.UTC(2024, 0, weekday)));
}
