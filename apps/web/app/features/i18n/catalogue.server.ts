import type { Locale } from '@beast/domain/i18n/locale';
import { de as deMessages } from '@beast/domain/i18n/messages/de';
import { en as enMessages } from '@beast/domain/i18n/messages/en';
import { fr as frMessages } from '@beast/domain/i18n/messages/fr';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import fr from '../../i18n/locales/fr.json';
import { type Catalogue, createT, flattenCatalogue, type TFunction } from './translator';

/**
 * The full catalogue of each language: the storefront's UI strings plus the domain's validation, error and
 * notice messages (packages/domain/src/i18n/messages), merged here at start rather than copied.
 * Built once per process; the root loader sends only the current language's catalogue to the browser.
 */
const CATALOGUES: Readonly<Record<Locale, Catalogue>> = Object.freeze({
  en: Object.freeze({ ...flattenCatalogue(en), ...enMessages }),
  fr: Object.freeze({ ...flattenCatalogue(fr), ...frMessages }),
  de: Object.freeze({ ...flattenCatalogue(de), ...deMessages }),
});

const SERVER_T: Readonly<Record<Locale, TFunction>> = {
  en: createT('en', CATALOGUES.en),
  fr: createT('fr', CATALOGUES.fr),
  de: createT('de', CATALOGUES.de),
};

export function catalogueOf(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

/** The translate function of a language, for loaders (titles, descriptions, sitemap). Made once per process. */
export function serverT(locale: Locale): TFunction {
  return SERVER_T[locale];
}
