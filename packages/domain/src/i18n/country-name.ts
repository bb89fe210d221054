import { COUNTRY_CODE_PATTERN } from '../validation/address.schema';
import { INTL_LOCALE, type Locale } from './locale';

/**
 * A stored country (its ISO 3166-1 alpha-2 code) named in a language, from the runtime's CLDR data, as the
 * country dictionary names it. Anything else is shown as it is.
 */
export function countryName(code: string, locale: Locale): string {
  if (!COUNTRY_CODE_PATTERN.test(code)) return code;
  return new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(code) ?? code;
}
