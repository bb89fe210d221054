import { HomePageSchema } from '@beast/domain/catalog/product.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { CachedBody, TtlCache } from '../../lib/cached-response';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { createContentRepository } from './content.repository';
import { createContentService } from './content.service';

const CONTENT_TTL_MS = 60_000;

export function contentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const service = createContentService(createContentRepository(db));
  const cache = new TtlCache<CachedBody>(CONTENT_TTL_MS);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/home-page',
    {
      schema: {
        tags: ['content'],
        summary: "The home page's video and advantage sections",
        querystring: LangQuery,
        response: { 200: HomePageSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = await cache.getOrCreate(`home:${request.locale}`, async () =>
        CachedBody.json(HomePageSchema.parse(await service.getHomePage(request.locale))),
      );
      return body.send(request, reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300'));
    },
  );

  return { invalidate: () => cache.clear() };
}
