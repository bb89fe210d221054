import { formatDay } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';

/**
 * Days as the page names them ("Monday, 23 November 2026"), written by the server: the page's first visit does
 * not download the date formats for them.
 */
export function dayLabels(days: readonly string[], locale: Locale): Record<string, string> {
  return Object.fromEntries(days.map((day) => [day, formatDay(day, locale, 'long')]));
}

export function dayLabel(day: string, locale: Locale): string {
  return formatDay(day, locale, 'long');
}
