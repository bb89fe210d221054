import { interpolate, type PlaceholderValues } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import { INTL_LOCALE } from '@beast/domain/i18n/locale';

/** A language's strings, flat: `section.key` → text with `{{name}}` placeholders and `_one`/`_other` plurals. */
export type Catalogue = Readonly<Record<string, string>>;
export type TranslationValues = PlaceholderValues;
export type TFunction = (key: string, values?: TranslationValues) => string;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The translate function of one language. It reads i18next-style catalogues (nested JSON flattened to
 * dotted keys, `{{name}}` interpolation, `key_one`/`key_other` plurals chosen by `count`) in well under
 * a kilobyte, where i18next and react-i18next cost ~16 kB gzip of the first visit (docs/decisions/0006).
 * A missing key shows the key itself, which the catalogue tests prevent.
 */
export function createT(locale: Locale, catalogue: Catalogue): TFunction {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  const plural = rules;
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number'
        ? (catalogue[`${key}_${plural.select(count)}`] ?? catalogue[`${key}_other`])
        : undefined) ?? catalogue[key];
    if (text === undefined) return key;
    // React escapes the result, so values are inserted as they are.
    return values ? interpolate(text, values) : text;
  };
}

/** Flattens nested catalogue JSON (`{ footer: { title: … } }`) into dotted keys (`footer.title`). */
export function flattenCatalogue(nested: Readonly<Record<string, unknown>>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(nested)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object')
      Object.assign(flat, flattenCatalogue(value as Record<string, unknown>, path));
  }
  return flat;
}
