import { CountryListSchema } from '@beast/domain/catalog/product.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CachedBody } from '../../lib/cached-response';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { COUNTRIES_BY_LOCALE } from './countries';

export function dictionaryRoutes(app: FastifyInstance) {
  const bodies = Object.fromEntries(LOCALES.map((locale) => [locale, CachedBody.json(COUNTRIES_BY_LOCALE[locale])]));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/users/dictionary',
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Countries with their names in the request language and their dial codes',
        querystring: LangQuery,
        response: { 200: CountryListSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) =>
      bodies[request.locale]!.send(request, reply.header('cache-control', 'public, max-age=86400')),
  );
}
