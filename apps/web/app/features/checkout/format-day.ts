import { INTL_LOCALE, type Locale } from '@beast/domain/i18n/locale';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, style: 'short' | 'long'): Intl.DateTimeFormat {
  const id = `${locale}|${style}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(
      INTL_LOCALE[locale],
      style === 'short'
        ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
    formats.set(id, found);
  }
  return found;
}

/** An ISO day ("2026-03-10") in the page's language: "Tue 10 Mar" or "Tuesday, 10 March 2026". */
export function formatDay(isoDate: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return format(locale, style).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** "09:00-12:00" → "09:00–12:00". */
export function formatWindow(window: string): string {
  return window.replace('-', '–');
}
