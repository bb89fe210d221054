import {
  type ArticleCategory,
  type ArticleDetail,
  type ArticlePage,
  type ArticleSummary,
  RELATED_ARTICLES,
} from '@beast/domain/content/articles-api.schema';
import { readingMinutes } from '@beast/domain/content/editorial';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../lib/clock';
import { renderMarkdown } from '../../../lib/markdown';
import { type ArticleRow, type ArticlesRepository, HIGHLIGHT_START, HIGHLIGHT_STOP } from './articles.repository';

export interface ArticleQuery {
  offset: number;
  limit: number;
  search?: string;
  articleCategoryId?: number;
  hashtags?: string[];
}

/**
 * The blog's reads (spec §7; decision 18): pages of public articles — searched in the page's language,
 * ranked, with highlighted excerpts —, one article with its body as sanitised HTML, its addresses in the other
 * languages and related articles, and the categories with their counts. "Public" is decided at the clock's now.
 */
export function createArticlesService(repository: ArticlesRepository, clock: Clock) {
  async function withHashtags(rows: ArticleRow[], locale: Locale): Promise<ArticleSummary[]> {
    const tags = await repository.hashtagsOf(rows.map((row) => row.id));
    return rows.map((row) =>
      toSummary(
        row,
        tags.filter((tag) => tag.articleId === row.id).map((tag) => tag.hashtag),
        locale,
      ),
    );
  }

  return {
    async listArticles(locale: Locale, query: ArticleQuery): Promise<ArticlePage> {
      const now = clock();
      const filter = {
        offset: query.offset,
        limit: query.limit,
        categoryId: query.articleCategoryId,
        hashtags: query.hashtags,
        search: query.search,
      };
      const rows = await repository.findArticles(locale, now, filter);
      const total =
        rows[0]?.total ?? (query.offset > 0 ? await repository.countArticles(locale, now, filter) : rows.length);
      return { data: await withHashtags(rows, locale), offset: query.offset, limit: query.limit, total };
    },

    /**
     * `idOrSlug` is the numeric id of spec §7, or the article's address in the asked language. An address in
     * another language finds the same article, in the asked language (the storefront then sends the reader to
     * its own address); an article not public in the asked language is not found.
     */
    async getArticle(locale: Locale, idOrSlug: string): Promise<ArticleDetail> {
      const now = clock();
      const byId = /^\d+$/.test(idOrSlug);
      let row = await repository.findArticle(locale, now, byId ? { id: Number(idOrSlug) } : { slug: idOrSlug });
      if (!row && !byId) {
        const id = await repository.findArticleIdBySlugElsewhere(locale, idOrSlug);
        if (id !== undefined) row = await repository.findArticle(locale, now, { id });
      }
      if (!row) throw new DomainError('NOT_FOUND');
      const [summary] = await withHashtags([row], locale);
      const [slugs, related] = await Promise.all([
        repository.slugsOf(row.id),
        repository.findRelated(locale, now, row, summary!.hashtags, RELATED_ARTICLES),
      ]);
      return {
        ...summary!,
        bodyHtml: renderMarkdown(row.body, { locale }),
        slugs: Object.fromEntries(
          LOCALES.flatMap((language) => {
            const found = slugs.find((entry) => entry.locale === language);
            return found ? [[language, found.slug]] : [];
          }),
        ),
        related: await withHashtags(related, locale),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async listCategories(locale: Locale): Promise<ArticleCategory[]> {
      const rows = await repository.listCategories(locale, clock());
      return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name[locale], count: row.count }));
    },
  };
}

function toSummary(row: ArticleRow, hashtags: string[], locale: Locale): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverUrl: row.coverUrl,
    coverAlt: row.coverAlt,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName[locale] },
    hashtags,
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
    ...(row.headline !== null && { excerptHtml: highlighted(row.headline) }),
  };
}

/** The search's excerpt as safe HTML: every character escaped, then the database's markers made `<mark>`. */
export function highlighted(headline: string): string {
  return headline
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replaceAll(HIGHLIGHT_START, '<mark>')
    .replaceAll(HIGHLIGHT_STOP, '</mark>');
}
