import { LOCALES, type Locale } from '../i18n/locale';

/** The copy of one language the check reads: a product's text as the catalogue's write schema holds it. */
export interface TranslatableText {
  name: string;
  tagline: string;
  description: string;
  highlights: readonly string[];
  specs: Partial<Record<string, string>>;
}

/**
 * The languages whose copy is missing something another language has (spec §1: every page in en, fr and de):
 * no text at all, a tagline left empty, fewer highlights or spec entries, or a description still the English
 * one. What the back office's catalogue flags and filters on.
 */
export function missingTranslations(text: Partial<Record<Locale, TranslatableText>>): Locale[] {
  const present = LOCALES.flatMap((locale) => (text[locale] ? [text[locale]] : []));
  const hasTagline = present.some((copy) => copy.tagline.trim() !== '');
  const highlights = Math.max(0, ...present.map((copy) => copy.highlights.length));
  const specKeys = new Set(present.flatMap((copy) => Object.keys(copy.specs)));
  return LOCALES.filter((locale) => {
    const copy = text[locale];
    if (!copy) return true;
    if (hasTagline && copy.tagline.trim() === '') return true;
    if (copy.highlights.length < highlights) return true;
    if ([...specKeys].some((key) => !copy.specs[key]?.trim())) return true;
    return locale !== 'en' && text.en !== undefined && copy.description.trim() === text.en.description.trim();
  });
}
