import { HASHTAG_PATTERN } from '@beast/domain/content/editorial';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';

/** The blog's addresses, without the language prefix (spec §2 `{locale}/blog`, `/blog/{id}`, `/blog/hashtags/{hashtag}`). */
export const BLOG_PATH = '/blog';
export const BLOG_RSS_PATH = '/blog/rss.xml';

export const articlePath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const hashtagPath = (hashtag: string) => `${BLOG_PATH}/hashtags/${hashtag}`;

export function isHashtag(value: string | undefined): value is string {
  return value !== undefined && HASHTAG_PATTERN.test(value);
}

/** What the list shows: a search, a category (by its slug, the same in every language) and how many pages. */
export interface BlogListQuery {
  search?: string;
  category?: string;
  page?: number;
}

/** The list's query string: `?q=vélos&category=guides&page=2`, empty parts left out. */
export function blogSearch({ search, category, page }: BlogListQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Page numbers in the URL start at 1; anything that is not a positive whole number is page 1. */
export function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** An article's address in each language it is public in (its `slugs`), for hreflang links and the sitemap. */
export function articleAddresses(article: { slugs: Partial<Record<Locale, string>> }): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const slug = article.slugs[locale];
      return slug ? [[locale, articlePath(slug)]] : [];
    }),
  );
}
