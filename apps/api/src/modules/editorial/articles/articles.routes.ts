import {
  ArticleCategorySchema,
  ArticleDetailSchema,
  ArticlePageSchema,
} from '@beast/domain/content/articles-api.schema';
import {
  ARTICLE_SEARCH_MAX_LENGTH,
  ARTICLES_DEFAULT_LIMIT,
  ARTICLES_MAX_LIMIT,
  HASHTAG_PATTERN,
} from '@beast/domain/content/editorial';
import { RecordIdParamSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { CachedBody, TtlCache } from '../../../lib/cached-response';
import type { Clock } from '../../../lib/clock';
import { ErrorResponse, LangQuery, pagingQuery } from '../../../lib/query.schema';
import { createArticlesRepository } from './articles.repository';
import { createArticlesService } from './articles.service';

/** Blog answers change when a published article does; the TTL also brings a scheduled article out on time. */
const BLOG_TTL_MS = 60_000;
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const Hashtag = z.string().regex(HASHTAG_PATTERN, 'validation.hashtag.invalid');
const Hashtags = z
  .union([Hashtag, z.array(Hashtag).max(10)])
  .optional()
  .describe('Articles with any of these hashtags (written without #); `hashtags[]=a&hashtags[]=b` or `hashtags=a`');

const ArticlesQuery = pagingQuery(ARTICLES_DEFAULT_LIMIT, ARTICLES_MAX_LIMIT).extend({
  search: z
    .string()
    .trim()
    .max(ARTICLE_SEARCH_MAX_LENGTH, 'validation.text.tooLong')
    .optional()
    .describe("Words to find in the asked language's articles: ranked by relevance, with highlighted excerpts"),
  articleCategoryId: RecordIdParamSchema.optional(),
  hashtags: Hashtags,
  'hashtags[]': Hashtags,
});

const IdOrSlug = z
  .string()
  .regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'validation.invalid')
  .describe("Numeric id, or the article's address in any language (answered in the asked one)");

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** The blog's public calls (spec §7), cached per language and query until the blog changes. */
export function articlesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const service = createArticlesService(createArticlesRepository(db), clock);
  const cache = new TtlCache<CachedBody>(BLOG_TTL_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  async function answer<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: T,
    build: () => Promise<z.input<T>>,
  ) {
    const body = await cache.getOrCreate(key, async () => CachedBody.json(schema.parse(await build())));
    return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
  }

  api.get(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Public articles: pinned first, then the newest; a search ranks them and highlights its words',
        querystring: ArticlesQuery,
        response: { 200: ArticlePageSchema, 400: ErrorResponse },
      },
    },
    (request, reply) => {
      const { offset, limit, search, articleCategoryId } = request.query;
      const hashtags = [...new Set([...list(request.query.hashtags), ...list(request.query['hashtags[]'])])].sort();
      const query = { offset, limit, search: search || undefined, articleCategoryId, hashtags };
      return answer(request, reply, `articles:${request.locale}:${JSON.stringify(query)}`, ArticlePageSchema, () =>
        service.listArticles(request.locale, query),
      );
    },
  );

  api.get(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'One public article with its body as HTML, its address in each language and related articles',
        params: z.object({ id: IdOrSlug }),
        querystring: LangQuery,
        response: { 200: ArticleDetailSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) =>
      answer(request, reply, `article:${request.locale}:${request.params.id}`, ArticleDetailSchema, () =>
        service.getArticle(request.locale, request.params.id),
      ),
  );

  api.get(
    '/article-categories',
    {
      schema: {
        tags,
        summary: "The blog's categories, with how many articles each has public in the asked language",
        querystring: LangQuery,
        response: { 200: z.array(ArticleCategorySchema), 400: ErrorResponse },
      },
    },
    (request, reply) =>
      answer(request, reply, `categories:${request.locale}`, z.array(ArticleCategorySchema), () =>
        service.listCategories(request.locale),
      ),
  );

  return { invalidate: () => cache.clear() };
}
