import { LOCALES, type Locale } from '../i18n/locale';
import type { PageBlock } from './page-blocks';

/** A page's text in one language as the back office reads it. */
export interface PageCopy {
  title: string;
  description: string;
  body: string;
  blocks: readonly Pick<PageBlock, 'type'>[];
}

/**
 * How far each language of a page is written (decision 18): `missing` has no text (the page does not exist
 * in that language), `partial` lacks a block another language has (the page would show less there), else
 * `complete`. What the back office's pages list and editor mark beside each language.
 */
export type PageLanguageState = 'complete' | 'partial' | 'missing';

export function pageCompleteness(text: Partial<Record<Locale, PageCopy>>): Record<Locale, PageLanguageState> {
  const written = LOCALES.flatMap((locale) => (text[locale] ? [text[locale]] : []));
  const fullest = Math.max(0, ...written.map((copy) => copy.blocks.length));
  const types = (copy: PageCopy) => copy.blocks.map((block) => block.type);
  const reference = written.find((copy) => copy.blocks.length === fullest);
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const copy = text[locale];
      if (!copy) return [locale, 'missing'];
      const sameBlocks = reference === undefined || types(copy).join() === types(reference).join();
      return [locale, sameBlocks ? 'complete' : 'partial'];
    }),
  ) as Record<Locale, PageLanguageState>;
}
