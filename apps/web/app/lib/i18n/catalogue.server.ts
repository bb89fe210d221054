import type { Locale } from '@beast/domain/i18n/locale';
import { de as deMessages } from '@beast/domain/i18n/messages/de';
import { en as enMessages } from '@beast/domain/i18n/messages/en';
import { fr as frMessages } from '@beast/domain/i18n/messages/fr';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import fr from '../../i18n/locales/fr.json';
import { type CataloguePart, partOf, type RouteNamespace } from './catalogue-parts';
import { resolveRequestLanguage } from './language';
import { type Catalogue, createT, flattenCatalogue, type TFunction } from './translator';

/**
 * The full catalogue of each language: the storefront's UI strings plus the domain's validation, error and
 * notice messages (packages/domain/src/i18n/messages), merged here at start rather than copied.
 * Built once per process. Only the server translates with all of it; pages get their parts (catalogue-parts.ts).
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

/** Each language's catalogue cut into its parts, once per process. */
const PARTS: Readonly<Record<Locale, Readonly<Partial<Record<CataloguePart, Catalogue>>>>> = {
  en: splitIntoParts(CATALOGUES.en),
  fr: splitIntoParts(CATALOGUES.fr),
  de: splitIntoParts(CATALOGUES.de),
};

function splitIntoParts(catalogue: Catalogue): Partial<Record<CataloguePart, Catalogue>> {
  const parts: Partial<Record<CataloguePart, Record<string, string>>> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const part = partOf(key);
    parts[part] ??= {};
    parts[part][key] = text;
  }
  return parts;
}

/** The texts of the given parts of a language's catalogue, e.g. `['shell']` for the root of every page. */
export function catalogueOf(locale: Locale, parts: readonly CataloguePart[]): Catalogue {
  if (parts.length === 1) return PARTS[locale][parts[0] as CataloguePart] ?? {};
  return Object.assign({}, ...parts.map((part) => PARTS[locale][part]));
}

/**
 * What a private page's loader returns so that the page has its texts, on the first paint and after a
 * client navigation alike (the page layout adds them to the shell's: i18n-context.tsx `RouteTexts`).
 */
export function routeTexts(request: Request, namespaces: readonly RouteNamespace[]): { catalogue: Catalogue } {
  return { catalogue: catalogueOf(resolveRequestLanguage(request), namespaces) };
}

/**
 * Single texts of other parts that a page shows as well (the checkout's plan labels on the financing page), with
 * their plural forms: added to its `routeTexts` rather than copied into its own namespace.
 */
export function textsOf(request: Request, keys: readonly string[]): Catalogue {
  const wanted = new Set(keys);
  const catalogue = CATALOGUES[resolveRequestLanguage(request)];
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => wanted.has(key.replace(/_(zero|one|two|few|many|other)$/, ''))),
  );
}

/** The translate function of a language, for loaders (titles, descriptions, sitemap). Made once per process. */
export function serverT(locale: Locale): TFunction {
  return SERVER_T[locale];
}
