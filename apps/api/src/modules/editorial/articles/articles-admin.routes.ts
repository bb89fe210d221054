import {
  ADMIN_ARTICLES_PAGE_SIZE,
  AdminArticleCategoryListSchema,
  AdminArticleCategoryUpdateSchema,
  AdminArticleFilterSchema,
  AdminArticleListSchema,
  AdminArticlePinSchema,
  AdminArticlePublicationSchema,
  AdminArticleSchema,
  AdminArticleUpdateSchema,
  AdminRevisionQuerySchema,
} from '@beast/domain/content/articles-api.schema';
import { publicationState, untranslatedLocales } from '@beast/domain/content/editorial';
import { ArticleCategoryWriteSchema, ArticleWriteSchema } from '@beast/domain/content/editorial-write.schema';
import { AdminWrittenSchema } from '@beast/domain/staff/catalogue-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../lib/clock';
import { ErrorResponse, LangQuery, pagingQuery } from '../../../lib/query.schema';
import { type AdminAccess, staffActor } from '../../admin/admin-access';
import type { WriteUseCases } from '../../write-use-cases';
import { createArticlesAdminRepository } from './articles-admin.repository';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const changeErrors = { ...errors, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * The blog's screens (content staff and admins): every article with where it stands, its editor, its publication,
 * pinning and deletion, and the categories. Every change goes through the blog's write use cases (one
 * transaction, audited, caches dropped when readers see it) and names the revision it was made from.
 */
export function articlesAdminRoutes(
  app: FastifyInstance,
  { access, db, clock, writes }: { access: AdminAccess; db: Db; clock: Clock; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repository = createArticlesAdminRepository(db);
  const blog = () => writes().articles;
  const editorOf = async (id: number) => {
    const editing = await blog().readArticleForEditing(id);
    const { status, publishedAt } = editing.article;
    return {
      ...editing,
      state: publicationState({ status, publishedAt: new Date(publishedAt) }, clock()),
      missingTranslations: untranslatedLocales(editing.article.text),
    };
  };
  const written = async (id: number) => ({ id, revision: (await blog().readArticleForEditing(id)).revision });

  api.get(
    '/articles',
    access('content', {
      summary: 'Every article (public or not) with where it stands, newest first, filtered and searched',
      querystring: pagingQuery(ADMIN_ARTICLES_PAGE_SIZE, 200).extend(AdminArticleFilterSchema.shape),
      response: { 200: AdminArticleListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      return repository.list(filter, request.locale, clock(), offset, limit);
    },
  );

  api.post(
    '/articles',
    access('content', {
      summary: 'A new article, in the languages it is written in',
      querystring: LangQuery,
      body: ArticleWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await blog().createArticle(staffActor(request), request.body);
      return reply.code(201).send(await written(id));
    },
  );

  api.get(
    '/articles/:id',
    access('content', {
      summary: 'An article as its editor shows it, with its revision and where it stands',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: AdminArticleSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => editorOf(request.params.id),
  );

  api.put(
    '/articles/:id',
    access('content', {
      summary: 'Replace an article whole; 409 REVISION_CONFLICT when it changed since `revision` was read',
      querystring: LangQuery,
      params: IdParams,
      body: AdminArticleUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, article } = request.body;
      await blog().updateArticle(staffActor(request), request.params.id, article, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/articles/:id/publication',
    access('content', {
      summary: 'Publish an article now or at a later time, or take it back to a draft',
      querystring: LangQuery,
      params: IdParams,
      body: AdminArticlePublicationSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, ...publication } = request.body;
      await blog().setArticlePublication(staffActor(request), request.params.id, publication, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/articles/:id/pin',
    access('content', {
      summary: 'Pin an article at the head of the blog, or unpin it',
      querystring: LangQuery,
      params: IdParams,
      body: AdminArticlePinSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, pinned } = request.body;
      await blog().setArticlePinned(staffActor(request), request.params.id, pinned, revision);
      return written(request.params.id);
    },
  );

  api.delete(
    '/articles/:id',
    access('content', {
      summary: 'Delete an article and its texts; the audit log keeps what it was',
      querystring: LangQuery.extend(AdminRevisionQuerySchema.shape),
      params: IdParams,
      response: { 204: z.null(), ...changeErrors },
    }),
    async (request, reply) => {
      await blog().deleteArticle(staffActor(request), request.params.id, request.query.revision);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/article-categories',
    access('content', {
      summary: "The blog's categories with their revisions and how many articles each has",
      response: { 200: AdminArticleCategoryListSchema, ...errors },
    }),
    async () => {
      const [categories, counts] = await Promise.all([blog().readCategories(), repository.articlesPerCategory()]);
      return { data: categories.map((entry) => ({ ...entry, articles: counts.get(entry.id) ?? 0 })) };
    },
  );

  const categoryWritten = async (id: number) => {
    const stored = (await blog().readCategories()).find((entry) => entry.id === id);
    if (!stored) throw new DomainError('NOT_FOUND');
    return { id, revision: stored.revision };
  };

  api.post(
    '/article-categories',
    access('content', {
      summary: 'A new category, named in every language',
      querystring: LangQuery,
      body: ArticleCategoryWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await blog().createCategory(staffActor(request), request.body);
      return reply.code(201).send(await categoryWritten(id));
    },
  );

  api.put(
    '/article-categories/:id',
    access('content', {
      summary: 'Rename or reorder a category; 409 REVISION_CONFLICT when it changed since `revision` was read',
      querystring: LangQuery,
      params: IdParams,
      body: AdminArticleCategoryUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, category } = request.body;
      await blog().updateCategory(staffActor(request), request.params.id, category, revision);
      return categoryWritten(request.params.id);
    },
  );
}
