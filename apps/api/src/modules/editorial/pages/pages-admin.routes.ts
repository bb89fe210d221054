import { isPageKey, type PageKey } from '@beast/domain/content/page-blocks';
import {
  AdminPageDetailSchema,
  AdminPageListSchema,
  AdminPageUpdateSchema,
  AdminPageWrittenSchema,
} from '@beast/domain/content/pages-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error';
import { ErrorResponse, LangQuery } from '../../../lib/query.schema';
import { type AdminAccess, staffActor } from '../../admin/admin-access';
import type { WriteUseCases } from '../../write-use-cases';

const KeyParams = z.object({ key: z.string() });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

function pageKey(key: string): PageKey {
  if (!isPageKey(key)) throw new DomainError('NOT_FOUND');
  return key;
}

/**
 * The back office's Pages screen (decision 18): the information pages with how complete each language is,
 * and the page editor. Content staff and admins; every change goes through the pages' write use cases (one
 * transaction, audited, caches dropped) and names the revision its form was read at.
 */
export function pagesAdminRoutes(
  app: FastifyInstance,
  { access, writes }: { access: AdminAccess; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const pages = () => writes().pages;

  api.get(
    '/pages',
    access('content', {
      summary: 'Every information page, written or not, with its status and each language’s completeness',
      querystring: LangQuery,
      response: { 200: AdminPageListSchema, ...errors },
    }),
    async () => ({ data: await pages().listPages() }),
  );

  api.get(
    '/pages/:key',
    access('content', {
      summary: 'A page as its editor shows it, with its revision (an empty draft when nobody wrote it yet)',
      querystring: LangQuery,
      params: KeyParams,
      response: { 200: AdminPageDetailSchema, ...errors },
    }),
    async (request) => pages().readPageForEditing(pageKey(request.params.key)),
  );

  api.put(
    '/pages/:key',
    access('content', {
      summary: 'Replace a page whole; 409 REVISION_CONFLICT when it changed since it was read',
      querystring: LangQuery,
      params: KeyParams,
      body: AdminPageUpdateSchema,
      response: { 200: AdminPageWrittenSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      const key = pageKey(request.params.key);
      const { revision, page } = request.body;
      await pages().updatePage(staffActor(request), key, page, revision);
      return { key, revision: (await pages().readPageForEditing(key)).revision };
    },
  );
}
