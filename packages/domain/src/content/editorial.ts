import { LOCALES, type Locale } from '../i18n/locale';

/**
 * Rules every editorial item shares (decision 18): pages, articles, FAQ entries and press releases. This
 * module holds no schemas, so public pages may import it without loading the validation library.
 */

export const EDITORIAL_STATUSES = ['draft', 'published'] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];

/** The FAQ's categories in the order the page lists them (spec §2 `/faq/{category}`). */
export const FAQ_CATEGORIES = [
  'general',
  'beast',
  'the-app',
  'warranty-insurance',
  'repairs-maintenance',
  'accessories-customization',
  'delivery-return',
  'user-manuals',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export function isFaqCategory(value: unknown): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly unknown[]).includes(value);
}

/** The blog's page size (spec §4, §9) and the articles call's default (spec §7, §9). */
export const BLOG_PAGE_SIZE = 20;
export const ARTICLES_DEFAULT_LIMIT = 10;
export const ARTICLES_MAX_LIMIT = 100;
/** The longest blog search read (the search field's length too). */
export const ARTICLE_SEARCH_MAX_LENGTH = 100;

/** The back office's live preview of a Markdown body asks the server once the editor pauses this long. */
export const MARKDOWN_PREVIEW_DEBOUNCE_MS = 400;

/** A hashtag: a lower-case word of letters, digits and dashes, written without its #. */
export const HASHTAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface Publication {
  status: EditorialStatus;
  publishedAt: Date;
}

/**
 * Whether an item is public at `now` in a language: published, its publication time reached (an article
 * can be scheduled), and written in that language. A page is never shown half in another language.
 */
export function isPublicIn(item: Publication, translated: readonly Locale[], locale: Locale, now: Date): boolean {
  return isPublished(item, now) && translated.includes(locale);
}

/** The languages an item is not written in yet: not public there (the back office's completeness marker). */
export function untranslatedLocales(text: Partial<Record<Locale, unknown>>): Locale[] {
  return LOCALES.filter((locale) => !text[locale]);
}

export function isPublished(item: Publication, now: Date): boolean {
  return item.status === 'published' && item.publishedAt.getTime() <= now.getTime();
}

/** Where an item stands for readers: not public, public from a later time, or public (the back office's marker). */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function publicationState(item: Publication, now: Date): PublicationState {
  if (item.status !== 'published') return 'draft';
  return isPublished(item, now) ? 'published' : 'scheduled';
}

/** Words a reader reads in a minute; an article's reading time is rounded up, at least one minute. */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#*_>`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
