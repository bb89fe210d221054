import { isPageKey } from '@beast/domain/content/page-blocks';
import { PublicPageSchema } from '@beast/domain/content/pages-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import { CachedBody, TtlCache } from '../../../lib/cached-response';
import type { Clock } from '../../../lib/clock';
import { ErrorResponse, LangQuery } from '../../../lib/query.schema';
import { createPagesService } from './pages.service';

/** How long an answer is kept; a change drops it at once, a scheduled page appears within this time. */
const PAGES_TTL_MS = 60_000;

const PageParams = z.object({
  key: z.string().describe('about-us, services, subscription, leasing-and-financing, contribution, privacy, terms …'),
});

/**
 * GET /api/pages/{key}: an information page (spec §2 public pages) in the request's language, cached per page
 * and language. The cache is dropped when content changes and when the catalogue does (a price table shows
 * live prices).
 */
export function pagesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const service = createPagesService({ db, clock });
  const cache = new TtlCache<CachedBody>(PAGES_TTL_MS);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/pages/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A published information page in the request’s language: 404 when it is not public in it',
        params: PageParams,
        querystring: LangQuery,
        response: { 200: PublicPageSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isPageKey(key)) throw new DomainError('NOT_FOUND');
      const body = await cache.getOrCreate(`${key}:${request.locale}`, async () =>
        CachedBody.json(PublicPageSchema.parse(await service.getPage(key, request.locale))),
      );
      return body.send(request, reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300'));
    },
  );

  return { invalidate: () => cache.clear() };
}
