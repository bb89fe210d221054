import type { StoredArticleSchema } from '@beast/domain/content/articles-api.schema';
import type { ArticleCategoryWriteInput, ArticleWriteInput } from '@beast/domain/content/editorial-write.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { z } from '@beast/domain/zod';
import { numberOf } from '../product-form';
import { textField, textsFromForm, textValues, writtenLanguages } from './editorial-form';
import { publicationFromForm, publicationValues } from './publication-form';

/**
 * The article editor's form (decision 18): the texts of each language side by side, the category, the
 * hashtags, the cover and its description, pinning and the publication. Mapped to the article the API
 * stores and back; the API validates with the domain's schema and names the refused fields.
 */

/** The texts a language needs to be public; the cover's description is optional and not counted. */
export const ARTICLE_TEXT_FIELDS = ['title', 'slug', 'description', 'body'] as const;
export const COVER_ALT_FIELD = 'coverAlt';
/** The file field of a new cover, and the box that takes the current one off. */
export const COVER_FILE_FIELD = 'cover';
export const REMOVE_COVER_FIELD = 'removeCover';

/** The form's fields in the order they show, for the focus on the first refused one. */
export const ARTICLE_FIELDS = [
  'key',
  ...LOCALES.flatMap((language) =>
    [...ARTICLE_TEXT_FIELDS, COVER_ALT_FIELD].map((field) => textField(language, field)),
  ),
  'category',
  'hashtags',
  COVER_FILE_FIELD,
  'status',
  'publishedAt',
] as const;

type StoredArticle = z.infer<typeof StoredArticleSchema>;

/** The form's values of a stored article. */
export function articleValues(article: StoredArticle): Record<string, string> {
  const values: Record<string, string> = {
    key: article.key,
    category: article.category,
    hashtags: article.hashtags.map((tag) => `#${tag}`).join(' '),
    coverUrl: article.coverUrl ?? '',
    ...textValues(article.text, [...ARTICLE_TEXT_FIELDS, COVER_ALT_FIELD]),
    ...publicationValues(article),
  };
  if (article.pinned) values.pinned = 'on';
  return values;
}

/** A new article's form: a draft in the first category. */
export function newArticleValues(category: string | undefined): Record<string, string> {
  return { status: 'draft', category: category ?? '' };
}

/** Hashtags as typed: separated by spaces or commas, with or without their #. */
export function hashtagsFromForm(typed: string | undefined): string[] {
  return (typed ?? '').split(/[\s,]+/).filter((tag) => tag !== '' && tag !== '#');
}

/**
 * The article the form describes, as the API takes it. A new article's key, left empty, is the address of its
 * first language; the cover's description goes with each language written.
 */
export function articleFromForm(values: Readonly<Record<string, string | undefined>>): ArticleWriteInput {
  const text = textsFromForm(values, ARTICLE_TEXT_FIELDS);
  const withAlt = Object.fromEntries(
    Object.entries(text).map(([language, copy]) => [
      language,
      { ...copy, coverAlt: (values[textField(language as Locale, COVER_ALT_FIELD)] ?? '').trim() },
    ]),
  );
  const first = writtenLanguages(values, ARTICLE_TEXT_FIELDS)[0];
  const key = (values.key ?? '').trim() || (first ? (text[first]?.slug ?? '') : '');
  const coverUrl = values[REMOVE_COVER_FIELD] === 'on' ? null : (values.coverUrl ?? '').trim() || null;
  return {
    key,
    category: (values.category ?? '').trim(),
    coverUrl,
    pinned: values.pinned === 'on',
    hashtags: hashtagsFromForm(values.hashtags),
    ...(publicationFromForm(values) as Pick<ArticleWriteInput, 'status' | 'publishedAt'>),
    text: withAlt as ArticleWriteInput['text'],
  };
}

/** The category form: its address and its name in every language, and its place in the blog's order. */
export const CATEGORY_FIELDS = ['slug', ...LOCALES.map((language) => `name.${language}`), 'sortOrder'] as const;

export function categoryValues(category: {
  slug: string;
  name: Record<Locale, string>;
  sortOrder: number;
}): Record<string, string> {
  return {
    slug: category.slug,
    sortOrder: String(category.sortOrder),
    ...Object.fromEntries(LOCALES.map((language) => [`name.${language}`, category.name[language]])),
  };
}

export function categoryFromForm(values: Readonly<Record<string, string | undefined>>): ArticleCategoryWriteInput {
  const typed = (name: string) => (values[name] ?? '').trim();
  return {
    slug: typed('slug'),
    name: Object.fromEntries(LOCALES.map((language) => [language, typed(`name.${language}`)])) as Record<
      Locale,
      string
    >,
    // A number as typed, anything else as it is, for the API to name.
    sortOrder: (numberOf(typed('sortOrder')) ?? 0) as number,
  };
}
