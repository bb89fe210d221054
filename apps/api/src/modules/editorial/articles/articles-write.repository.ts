import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articleCategories, articleHashtags, articles, articleTranslations } from '../../../db/schema/editorial';

export type ArticleValues = Omit<typeof articles.$inferInsert, 'id'>;
export type ArticleTranslationValues = Omit<typeof articleTranslations.$inferInsert, 'articleId' | 'search'>;
export type CategoryValues = Omit<typeof articleCategories.$inferInsert, 'id'>;

/** An article as stored: its row, its category's slug, its languages' texts and its hashtags. */
export interface StoredArticle {
  article: typeof articles.$inferSelect;
  categorySlug: string;
  translations: ArticleTranslationValues[];
  hashtags: string[];
}

/** The blog's writes: whole articles with their texts and hashtags, and the categories. */
export function createArticlesWriteRepository(db: Db) {
  return {
    /** `lock`: the article's row stays locked until the transaction ends, so two changes run one after the other. */
    async findArticle(
      where: { id: number } | { key: string },
      { lock = false } = {},
    ): Promise<StoredArticle | undefined> {
      const query = db
        .select({ article: articles, categorySlug: articleCategories.slug })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where('id' in where ? eq(articles.id, where.id) : eq(articles.key, where.key))
        .limit(1);
      const [row] = await (lock ? query.for('update', { of: articles }) : query);
      if (!row) return undefined;
      const [translations, hashtags] = await Promise.all([
        db
          .select({
            locale: articleTranslations.locale,
            slug: articleTranslations.slug,
            title: articleTranslations.title,
            description: articleTranslations.description,
            coverAlt: articleTranslations.coverAlt,
            body: articleTranslations.body,
          })
          .from(articleTranslations)
          .where(eq(articleTranslations.articleId, row.article.id)),
        db
          .select({ hashtag: articleHashtags.hashtag })
          .from(articleHashtags)
          .where(eq(articleHashtags.articleId, row.article.id))
          .orderBy(asc(articleHashtags.hashtag)),
      ]);
      return { ...row, translations, hashtags: hashtags.map((entry) => entry.hashtag) };
    },

    /** Whether another article than `exceptId` uses this address in this language. */
    async slugTaken(locale: Locale, slug: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: articleTranslations.articleId })
        .from(articleTranslations)
        .where(
          and(
            eq(articleTranslations.locale, locale),
            eq(articleTranslations.slug, slug),
            exceptId === null ? undefined : ne(articleTranslations.articleId, exceptId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insertArticle(
      values: ArticleValues,
      translations: ArticleTranslationValues[],
      hashtags: string[],
    ): Promise<number> {
      const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
      await replaceParts(db, row!.id, translations, hashtags);
      return row!.id;
    },

    async updateArticle(
      id: number,
      values: ArticleValues,
      translations: ArticleTranslationValues[],
      hashtags: string[],
    ): Promise<void> {
      await db.update(articles).set(values).where(eq(articles.id, id));
      await replaceParts(db, id, translations, hashtags);
    },

    /** The article with its texts and hashtags (on delete cascade). */
    async deleteArticle(id: number): Promise<void> {
      await db.delete(articles).where(eq(articles.id, id));
    },

    async findCategory(where: { id: number } | { slug: string }, { lock = false } = {}) {
      const query = db
        .select()
        .from(articleCategories)
        .where('id' in where ? eq(articleCategories.id, where.id) : eq(articleCategories.slug, where.slug))
        .limit(1);
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    listCategories() {
      return db.select().from(articleCategories).orderBy(asc(articleCategories.sortOrder), asc(articleCategories.id));
    },

    async insertCategory(values: CategoryValues): Promise<number> {
      const [row] = await db.insert(articleCategories).values(values).returning({ id: articleCategories.id });
      return row!.id;
    },

    async updateCategory(id: number, values: CategoryValues): Promise<void> {
      await db.update(articleCategories).set(values).where(eq(articleCategories.id, id));
    },
  };
}

export type ArticlesWriteRepository = ReturnType<typeof createArticlesWriteRepository>;

/** An article's texts and hashtags are written whole: the languages and tags it has now, no others. */
async function replaceParts(db: Db, id: number, translations: ArticleTranslationValues[], hashtags: string[]) {
  await db.delete(articleTranslations).where(eq(articleTranslations.articleId, id));
  await db.delete(articleHashtags).where(eq(articleHashtags.articleId, id));
  if (translations.length > 0) {
    await db.insert(articleTranslations).values(translations.map((translation) => ({ ...translation, articleId: id })));
  }
  if (hashtags.length > 0) {
    await db.insert(articleHashtags).values(hashtags.map((hashtag) => ({ articleId: id, hashtag })));
  }
}
