import { SpecialOfferSchema } from '@beast/domain/offers/offer-api.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { CachedBody, TtlCache } from '../../lib/cached-response';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { Authenticate } from '../../plugins/authenticate';
import { BEARER_SECURITY } from '../../plugins/authenticate';
import { createOffersService } from './offers.service';

/** Units left change with every order: a visitor's answer is shared for a few seconds only. */
const OFFERS_TTL_MS = 10_000;
const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/** An answer made for one account (a member sees flash prices) is never kept by a shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

const OfferList = z.array(SpecialOfferSchema);

/**
 * GET /special-offers (spec §7; language from Accept-Language or `lang`) and one offer. The bearer token is
 * optional: with it, a member of a partner company gets the prices of their flash offers, in a private answer.
 */
export function offersRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; authenticateIfPresent: Authenticate },
) {
  const service = createOffersService(deps);
  const cache = new TtlCache<CachedBody>(OFFERS_TTL_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['special offers'];

  /** A visitor's answer comes from the short shared cache; a signed-in customer's is built for them alone. */
  async function answer<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: T,
    build: (userId: number | null) => Promise<z.input<T>>,
  ) {
    reply.header('vary', 'authorization');
    if (request.userId) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return schema.parse(await build(request.userId));
    }
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const body = await cache.getOrCreate(key, async () => CachedBody.json(schema.parse(await build(null))));
    body.send(request, reply);
    return reply;
  }

  api.get(
    '/special-offers',
    {
      schema: {
        tags,
        summary: 'Special offers running now; flash offers show their price to members of their companies only',
        security: [{}, ...BEARER_SECURITY],
        querystring: LangQuery,
        response: { 200: OfferList, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: deps.authenticateIfPresent,
    },
    (request, reply) =>
      answer(request, reply, `offers:${request.locale}`, OfferList, (userId) =>
        service.listOffers(request.locale, userId),
      ),
  );

  api.get(
    '/special-offers/:id',
    {
      schema: {
        tags,
        summary: 'One running special offer (OFFER_ENDED once it is over)',
        security: [{}, ...BEARER_SECURITY],
        params: IdParamsSchema,
        querystring: LangQuery,
        response: {
          200: SpecialOfferSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
      onRequest: deps.authenticateIfPresent,
    },
    (request, reply) =>
      answer(request, reply, `offer:${request.params.id}:${request.locale}`, SpecialOfferSchema, (userId) =>
        service.getOffer(request.locale, request.params.id, userId),
      ),
  );

  return { invalidate: () => cache.clear() };
}
