import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, desc, eq, exists, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articleCategories, articleHashtags, articles, articleTranslations } from '../../../db/schema/editorial';
import { SEARCH_CONFIGURATION, tsQuery } from '../text-search';

/** The words found, marked in a search's excerpt: characters no article contains (they are taken out first). */
export const HIGHLIGHT_START = '\u27E6';
export const HIGHLIGHT_STOP = '\u27E7';

export interface ArticleFilter {
  categoryId?: number;
  /** Articles with any of these hashtags. */
  hashtags?: string[];
  /** What the reader typed: every word found (or a word it starts, or its singular), ranked, with an excerpt. */
  search?: string;
  offset: number;
  limit: number;
}

/** An article as a list shows it: its row, its text in one language and its category. */
export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  coverAlt: string;
  body: string;
  coverUrl: string | null;
  pinned: boolean;
  publishedAt: Date;
  updatedAt: Date;
  categoryId: number;
  categorySlug: string;
  categoryName: Record<Locale, string>;
  /** The search's excerpt with its markers (HIGHLIGHT_START/STOP), when there is a search. */
  headline: string | null;
  total: number;
}

/**
 * The blog's reads (decision 18): only what is public in the asked language at `now` — published, its time
 * reached, and written in that language (an inner join on its translation).
 */
export function createArticlesRepository(db: Db) {
  const config = (locale: Locale) => sql`${SEARCH_CONFIGURATION[locale]}::regconfig`;

  /** The text around the words found: the lead and the body without Markdown's markup, markers around the words. */
  function headline(locale: Locale, query: SQL): SQL<string> {
    const plain = sql`regexp_replace(
      regexp_replace(${articleTranslations.description} || ' ' || ${articleTranslations.body}, '!?\\[([^\\]]*)\\]\\([^)]*\\)', '\\1', 'g'),
      '[#*_>\`|~${sql.raw(HIGHLIGHT_START)}${sql.raw(HIGHLIGHT_STOP)}]+', ' ', 'g')`;
    const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
    return sql<string>`ts_headline(${config(locale)}, ${plain}, ${query}, ${options})`;
  }

  const isPublic = (now: Date) => and(eq(articles.status, 'published'), lte(articles.publishedAt, now));

  function select(locale: Locale, extra: { headline?: SQL<string> } = {}) {
    return db
      .select({
        id: articles.id,
        slug: articleTranslations.slug,
        title: articleTranslations.title,
        description: articleTranslations.description,
        coverAlt: articleTranslations.coverAlt,
        body: articleTranslations.body,
        coverUrl: articles.coverUrl,
        pinned: articles.pinned,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        categoryId: articles.categoryId,
        categorySlug: articleCategories.slug,
        categoryName: articleCategories.name,
        headline: extra.headline ?? sql<string | null>`null`,
        total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(articles)
      .innerJoin(
        articleTranslations,
        and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
      )
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId));
  }

  return {
    /** A page of public articles: pinned first, then the newest; a search ranks by relevance instead. */
    async findArticles(locale: Locale, now: Date, filter: ArticleFilter): Promise<ArticleRow[]> {
      const conditions: (SQL | undefined)[] = [isPublic(now)];
      if (filter.categoryId !== undefined) conditions.push(eq(articles.categoryId, filter.categoryId));
      if (filter.hashtags && filter.hashtags.length > 0) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(articleHashtags)
              .where(
                and(eq(articleHashtags.articleId, articles.id), inArray(articleHashtags.hashtag, filter.hashtags)),
              ),
          ),
        );
      }
      // A search of nothing but spaces and punctuation lists every article, as no search does.
      const query = filter.search ? tsQuery(filter.search, locale) : null;
      if (query === null) {
        return select(locale)
          .where(and(...conditions))
          .orderBy(desc(articles.pinned), desc(articles.publishedAt), desc(articles.id))
          .limit(filter.limit)
          .offset(filter.offset);
      }
      conditions.push(sql`${articleTranslations.search} @@ (${query})`);
      return select(locale, { headline: headline(locale, query) })
        .where(and(...conditions))
        .orderBy(
          desc(sql`ts_rank(${articleTranslations.search}, ${query})`),
          desc(articles.publishedAt),
          desc(articles.id),
        )
        .limit(filter.limit)
        .offset(filter.offset);
    },

    /** How many public articles a filter finds (a page past the end has no row to carry the count). */
    async countArticles(locale: Locale, now: Date, filter: ArticleFilter): Promise<number> {
      const [row] = await this.findArticles(locale, now, { ...filter, offset: 0, limit: 1 });
      return row?.total ?? 0;
    },

    /** A public article by its id or its address in the asked language. */
    async findArticle(locale: Locale, now: Date, where: { id: number } | { slug: string }) {
      const condition = 'id' in where ? eq(articles.id, where.id) : eq(articleTranslations.slug, where.slug);
      const [row] = await select(locale)
        .where(and(isPublic(now), condition))
        .limit(1);
      return row;
    },

    /** The article that has this address in another language than `locale` (a link shared across languages). */
    async findArticleIdBySlugElsewhere(locale: Locale, slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: articleTranslations.articleId })
        .from(articleTranslations)
        .where(and(eq(articleTranslations.slug, slug), ne(articleTranslations.locale, locale)))
        .orderBy(asc(articleTranslations.locale))
        .limit(1);
      return row?.id;
    },

    /** Each language's address of an article (its translations). */
    slugsOf(id: number) {
      return db
        .select({ locale: articleTranslations.locale, slug: articleTranslations.slug })
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, id));
    },

    /** The hashtags of these articles, alphabetically. */
    hashtagsOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ articleId: articleHashtags.articleId, hashtag: articleHashtags.hashtag })
        .from(articleHashtags)
        .where(inArray(articleHashtags.articleId, ids))
        .orderBy(asc(articleHashtags.hashtag));
    },

    /**
     * Other public articles in the language that share a hashtag or the category with article `id`: the most
     * hashtags shared first, then the same category, then the newest.
     */
    findRelated(
      locale: Locale,
      now: Date,
      article: { id: number; categoryId: number },
      hashtags: string[],
      limit: number,
    ) {
      const sameCategory = eq(articles.categoryId, article.categoryId);
      const newest = [desc(sql`${sameCategory}`), desc(articles.publishedAt), desc(articles.id)];
      // Without hashtags only the category relates; a constant `0` in ORDER BY would name a column position.
      if (!hashtags.length) {
        return select(locale)
          .where(and(isPublic(now), ne(articles.id, article.id), sameCategory))
          .orderBy(...newest)
          .limit(limit);
      }
      const shared = sql<number>`(select count(*) from ${articleHashtags} where ${articleHashtags.articleId} = ${articles.id} and ${inArray(articleHashtags.hashtag, hashtags)})`;
      return select(locale)
        .where(and(isPublic(now), ne(articles.id, article.id), or(sameCategory, sql`${shared} > 0`)))
        .orderBy(desc(shared), ...newest)
        .limit(limit);
    },

    /** Every category, in the blog's order, with how many articles it has public in the language. */
    listCategories(locale: Locale, now: Date) {
      const count = sql<number>`count(${articleTranslations.articleId})`.mapWith(Number);
      return db
        .select({ id: articleCategories.id, slug: articleCategories.slug, name: articleCategories.name, count })
        .from(articleCategories)
        .leftJoin(articles, and(eq(articles.categoryId, articleCategories.id), isPublic(now)))
        .leftJoin(
          articleTranslations,
          and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
        )
        .groupBy(articleCategories.id)
        .orderBy(asc(articleCategories.sortOrder), asc(articleCategories.id));
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
