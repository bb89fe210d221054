import { FaqListSchema, FaqQuerySchema } from '@beast/domain/content/faq-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { CachedBody, TtlCache } from '../../../lib/cached-response';
import type { Clock } from '../../../lib/clock';
import { renderMarkdown } from '../../../lib/markdown';
import { ErrorResponse, LangQuery } from '../../../lib/query.schema';
import { createFaqRepository, type PublicFaqRow } from './faq.repository';

/** A short TTL bounds how long a scheduled entry waits, and staleness should a change notice be lost. */
const FAQ_TTL_MS = 60_000;
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * spec §7 `GET /faq?type=`: the public entries of a category (or of all, category by category) in their order,
 * answers rendered to HTML, in the request's language only. A search is answered fresh, not kept.
 */
export function faqRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const repository = createFaqRepository(db);
  const cache = new TtlCache<CachedBody>(FAQ_TTL_MS);
  const rendered = (rows: PublicFaqRow[]) =>
    FaqListSchema.parse(rows.map(({ answer, ...row }) => ({ ...row, answerHtml: renderMarkdown(answer) })));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/faq',
    {
      schema: {
        tags: ['content'],
        summary: 'The FAQ: public entries of a category, or of every category, answers as HTML; or a search of them',
        querystring: LangQuery.extend(FaqQuerySchema.shape),
        response: { 200: FaqListSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { type, search } = request.query;
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      if (search) return rendered(await repository.search(request.locale, clock(), search, type));
      const body = await cache.getOrCreate(`faq:${request.locale}:${type ?? ''}`, async () =>
        CachedBody.json(rendered(await repository.list(request.locale, clock(), type))),
      );
      return body.send(request, reply);
    },
  );

  return { invalidate: () => cache.clear() };
}
