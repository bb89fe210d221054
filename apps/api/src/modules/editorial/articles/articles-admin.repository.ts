import type { AdminArticleFilter, AdminArticleRow } from '@beast/domain/content/articles-api.schema';
import { publicationState, untranslatedLocales } from '@beast/domain/content/editorial';
import type { Locale } from '@beast/domain/i18n/locale';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articleCategories, articleHashtags, articles, articleTranslations } from '../../../db/schema/editorial';
import { textIn } from '../editorial-write';

/**
 * The back office's list of articles: every one, public or not. A blog holds tens to a few hundred articles,
 * read in three queries; where each stands (draft, scheduled, published) is the domain's rule at `now`, so the
 * filters and the search run on those rows before the page is cut. Newest first.
 */
export function createArticlesAdminRepository(db: Db) {
  async function rows(locale: Locale, now: Date): Promise<ListedArticle[]> {
    const [stored, translations, hashtags] = await Promise.all([
      db
        .select({ article: articles, category: articleCategories })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .orderBy(desc(articles.publishedAt), desc(articles.id)),
      db
        .select({
          articleId: articleTranslations.articleId,
          locale: articleTranslations.locale,
          slug: articleTranslations.slug,
          title: articleTranslations.title,
        })
        .from(articleTranslations),
      db.select().from(articleHashtags).orderBy(asc(articleHashtags.hashtag)),
    ]);
    return stored.map(({ article, category }) => {
      const texts = Object.fromEntries(
        translations.filter((text) => text.articleId === article.id).map((text) => [text.locale, text]),
      ) as Partial<Record<Locale, (typeof translations)[number]>>;
      return {
        id: article.id,
        key: article.key,
        title: textIn(texts, locale)?.title ?? article.key,
        category: { slug: category.slug, name: category.name[locale] },
        state: publicationState(article, now),
        status: article.status,
        publishedAt: article.publishedAt.toISOString(),
        pinned: article.pinned,
        hashtags: hashtags.filter((tag) => tag.articleId === article.id).map((tag) => tag.hashtag),
        missingTranslations: untranslatedLocales(texts),
        updatedAt: article.updatedAt.toISOString(),
        updatedBy: article.updatedBy,
        words: Object.values(texts).flatMap((text) => [text!.title, text!.slug]),
      };
    });
  }

  return {
    async list(filter: AdminArticleFilter, locale: Locale, now: Date, offset: number, limit: number) {
      const all = (await rows(locale, now)).filter((row) => matches(row, filter));
      const data = all.slice(offset, offset + limit).map(({ words: _words, ...row }) => row);
      return { data, offset, limit, total: all.length };
    },

    /** How many articles each category has, public or not. */
    async articlesPerCategory(): Promise<Map<number, number>> {
      const counted = await db
        .select({ categoryId: articles.categoryId, articles: count() })
        .from(articles)
        .groupBy(articles.categoryId);
      return new Map(counted.map((row) => [row.categoryId, row.articles]));
    },
  };
}

type ListedArticle = AdminArticleRow & { words: string[] };

function matches(row: ListedArticle, filter: AdminArticleFilter): boolean {
  if (filter.state && row.state !== filter.state) return false;
  if (filter.category && row.category.slug !== filter.category) return false;
  if (!filter.q) return true;
  const needle = filter.q.toLocaleLowerCase();
  return [row.key, ...row.words].some((text) => text.toLocaleLowerCase().includes(needle));
}
