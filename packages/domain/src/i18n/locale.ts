/** The shop's languages (spec §1). The first is the fallback. */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Key under which the browser keeps the chosen language (spec §1), mirrored to a cookie of the same name. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Swiss regional variant used for number, money and date formatting. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-CH', fr: 'fr-CH', de: 'de-CH' };

/** A value in every language, made by calling `make` once per locale. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the first supported language of an Accept-Language header, honouring q-values.
 * Returns undefined when none is supported so callers can apply their own fallback.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** Language of an API answer (ARCHITECTURE: `lang` query, else Accept-Language, else en). */
export function resolveRequestLocale(lang: unknown, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(lang)) return lang;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
