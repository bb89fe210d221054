import { addDays, isoWeekday } from '@beast/domain/checkout/calendar-days';
import type { OpeningState } from '@beast/domain/checkout/opening-hours';
import { formatDay, weekdayName } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import type { TFunction } from '../../lib/i18n/translator';
import { formatShopTime } from '../../lib/layout/shop-hours';

/** Within a week a day is named by its weekday ("opens Monday"); further away by its date. */
const WEEKDAY_NAMED_WITHIN_DAYS = 6;

/**
 * "Open now · until 18:00", "Closed now · opens today at 14:00", "… tomorrow at 9:00", "… Monday at 9:00",
 * or "… Monday, 28 December 2026 at 9:00" after a long closure; `today` is the Swiss day of the state.
 */
export function openingText(state: OpeningState, today: string, locale: Locale, t: TFunction): string {
  if (state.open) return t('centres.openUntil', { time: formatShopTime(state.closes, locale) });
  if (!state.opens) return t('centres.closedNow');
  const { date, time } = state.opens;
  const at = formatShopTime(time, locale);
  if (date === today) return t('centres.opensToday', { time: at });
  if (date === addDays(today, 1)) return t('centres.opensTomorrow', { time: at });
  const day =
    date <= addDays(today, WEEKDAY_NAMED_WITHIN_DAYS)
      ? weekdayName(isoWeekday(date), locale)
      : formatDay(date, locale, 'long');
  return t('centres.opensOn', { day, time: at });
}

/** One weekday's periods as the hours table shows them, in the order of the day ("9:00–12:00"); none when closed. */
export function periodsOn(
  workHours: readonly { weekday: number; opens: string; closes: string }[],
  weekday: number,
  locale: Locale,
): string[] {
  return workHours
    .filter((period) => period.weekday === weekday)
    .toSorted((a, b) => a.opens.localeCompare(b.opens))
    .map((period) => `${formatShopTime(period.opens, locale)}–${formatShopTime(period.closes, locale)}`);
}
