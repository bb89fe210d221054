import type { EditorialStatus, FaqCategory } from '@beast/domain/content/editorial';
import type { PageBlock, PageKey } from '@beast/domain/content/page-blocks';
import type { Locale } from '@beast/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The site's editorial half (decision 18): information pages, blog articles with their categories and
 * hashtags, FAQ entries and press releases. Every item has a status and a publication time, its editor and
 * time of change, and its texts per language in a translation row; a language without a row is not public.
 */

const locale = () => text('locale').$type<Locale>().notNull();

/** Who changed an item and when: a staff member's email, or the tool that imported it. */
const editorial = {
  status: text('status').$type<EditorialStatus>().notNull().default('draft'),
  /** When the item is (or was) first public; a later time schedules it. */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A fixed route's page (`/about-us`, `/terms` …): the route names it by key, so it has no slug. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  key: text('key').$type<PageKey>().notNull().unique(),
  ...editorial,
});

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    /** For search engines and link previews. */
    description: text('description').notNull(),
    /** Markdown, rendered and sanitised on the server. */
    body: text('body').notNull(),
    /** Typed blocks the storefront draws with its own components, after the body. */
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Record<Locale, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** The import's key; the public address uses each language's slug (or the id). */
    key: text('key').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    coverUrl: text('cover_url'),
    /** Pinned articles lead the blog's list. */
    pinned: boolean('pinned').notNull().default(false),
    ...editorial,
  },
  (t) => [index('articles_listing_idx').on(t.status, t.pinned, t.publishedAt)],
);

/**
 * An article's text in one language. `search` is the full-text vector in that language's configuration
 * (title weighted above the lead and the body), so a French search for « vélos » finds « vélo ».
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: locale(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverAlt: text('cover_alt').notNull().default(''),
    body: text('body').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`CASE locale
        WHEN 'fr' THEN setweight(to_tsvector('french'::regconfig, title), 'A') || setweight(to_tsvector('french'::regconfig, description), 'B') || setweight(to_tsvector('french'::regconfig, body), 'C')
        WHEN 'de' THEN setweight(to_tsvector('german'::regconfig, title), 'A') || setweight(to_tsvector('german'::regconfig, description), 'B') || setweight(to_tsvector('german'::regconfig, body), 'C')
        ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')
      END`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    uniqueIndex('article_translations_slug').on(t.locale, t.slug),
    index('article_translations_search').using('gin', t.search),
  ],
);

/** Hashtags are language-neutral words (`cargo`, `winter`), shown with a # in every language. */
export const articleHashtags = pgTable(
  'article_hashtags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    hashtag: text('hashtag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.hashtag] }), index('article_hashtags_hashtag').on(t.hashtag)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    category: text('category').$type<FaqCategory>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...editorial,
  },
  (t) => [index('faq_entries_category_idx').on(t.category, t.sortOrder)],
);

export const faqEntryTranslations = pgTable(
  'faq_entry_translations',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    locale: locale(),
    question: text('question').notNull(),
    /** Markdown. */
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.locale] })],
);

export const pressReleases = pgTable(
  'press_releases',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** The release's date as printed on it (Swiss calendar day). */
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    /** The release as a PDF under /files, when there is one. */
    fileUrl: text('file_url'),
    ...editorial,
  },
  (t) => [index('press_releases_listing_idx').on(t.status, t.releasedOn)],
);

export const pressReleaseTranslations = pgTable(
  'press_release_translations',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => pressReleases.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.locale] })],
);
