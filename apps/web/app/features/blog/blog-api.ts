import {
  ArticleCategorySchema,
  ArticleDetailSchema,
  ArticlePageSchema,
} from '@beast/domain/content/articles-api.schema';
import { z } from '@beast/domain/zod';
import type { ApiTransport } from '../../lib/api/api-transport';

const ArticleCategoryListSchema = z.array(ArticleCategorySchema);

export interface ArticleListQuery {
  offset: number;
  limit: number;
  search?: string;
  articleCategoryId?: number;
  hashtag?: string;
}

/** The blog's public reads (spec §7 /articles, /articles/{id}, /article-categories), for the pages' loaders. */
export function blogApi(api: ApiTransport) {
  return {
    articles: ({ hashtag, ...query }: ArticleListQuery) =>
      api.get('/api/articles', { schema: ArticlePageSchema, query: { ...query, hashtags: hashtag } }),
    /** By id, or by the address of any language: the answer is in the page's language. */
    article: (idOrSlug: string) =>
      api.get(`/api/articles/${encodeURIComponent(idOrSlug)}`, { schema: ArticleDetailSchema }),
    categories: () => api.get('/api/article-categories', { schema: ArticleCategoryListSchema }),
  };
}
