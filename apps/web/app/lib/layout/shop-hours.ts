import { SHOP_HOURS_IN_COPY } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';

/**
 * A time of the shop hours as each language writes it in Switzerland: "10:00" in English and German,
 * "10h" (or "10h30") in French.
 */
export function formatShopTime(time: string, locale: Locale): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  if (locale === 'fr') return minutes === '00' ? `${h}h` : `${h}h${minutes}`;
  return `${h}:${minutes}`;
}

/** spec §9: shop hours in the copy (weekdays 10h–19h, Saturday until 18h). */
export function shopHours(locale: Locale) {
  return {
    opens: formatShopTime(SHOP_HOURS_IN_COPY.weekdays.opens, locale),
    closes: formatShopTime(SHOP_HOURS_IN_COPY.weekdays.closes, locale),
    saturdayCloses: formatShopTime(SHOP_HOURS_IN_COPY.saturdayCloses, locale),
  };
}
