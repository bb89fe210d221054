import type { Country } from '@beast/domain/catalog/product.schema';
import { INTL_LOCALE, LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/**
 * Every country with its name in one language and its dial code (spec §7 /users/dictionary).
 * Names come from the runtime's CLDR data, dial codes from libphonenumber's metadata; the lists are
 * built once per language, sorted by name as that language sorts.
 */
function buildCountries(locale: Locale): Country[] {
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial_code: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export const COUNTRIES_BY_LOCALE: Readonly<Record<Locale, Country[]>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, buildCountries(locale)]),
) as Record<Locale, Country[]>;
