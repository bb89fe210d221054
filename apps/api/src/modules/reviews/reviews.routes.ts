import { ProductReviewsSchema, REVIEWS_PAGE_SIZE, ReviewSentSchema } from '@beast/domain/reviews/reviews-api.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import { GuestReviewSchema, ReviewSchema } from '@beast/domain/validation/review.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { BEARER_SECURITY } from '../../plugins/authenticate';
import { IdOrSlug } from '../catalog/catalog.routes';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createReviewsService } from './reviews.service';

export const CustomerReviewRequestSchema = ReviewSchema.extend(PUBLIC_FORM_FIELDS);
export const GuestReviewRequestSchema = GuestReviewSchema.extend(PUBLIC_FORM_FIELDS);
const Params = z.object({ id: IdOrSlug });
const sent = { 201: ReviewSentSchema, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };

/**
 * spec §7 GET /products/{id}/reviews and the two variants of writing one (spec §6): a signed-in customer's
 * (POST /products/{id}/reviews, bearer token) and a guest's (POST /products/{id}/reviews/guest, with a first
 * name and an email). Both go through the public form guard and wait for moderation.
 */
export function reviewsRoutes(app: FastifyInstance, deps: VisitorRequestDependencies) {
  const service = createReviewsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  api.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's published reviews, newest first, with their average rating and count",
        params: Params,
        querystring: pagingQuery(REVIEWS_PAGE_SIZE, 100),
        response: { 200: ProductReviewsSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Fresh on every read: a review published in the back office shows at once.
      reply.header('cache-control', 'no-cache');
      return service.published(request.locale, request.params.id, request.query.offset, request.query.limit);
    },
  );

  api.post(
    '/products/:id/reviews',
    {
      onRequest: deps.authenticate,
      preValidation: deps.forms.check('review'),
      schema: {
        tags,
        summary: "A signed-in customer's review (spec §6); marked verified when they received the model",
        security: BEARER_SECURITY,
        params: Params,
        querystring: LangQuery,
        body: CustomerReviewRequestSchema,
        response: { ...sent, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { rating, message } = request.body;
      await service.send(request.locale, request.params.id, { rating, message }, { userId: request.userId });
      return reply.code(201).send({ status: 'pending' as const });
    },
  );

  api.post(
    '/products/:id/reviews/guest',
    {
      preValidation: deps.forms.check('review'),
      schema: {
        tags,
        summary: "A guest's review (spec §6), with the first name the page shows and the email told the outcome",
        params: Params,
        querystring: LangQuery,
        body: GuestReviewRequestSchema,
        response: sent,
      },
    },
    async (request, reply) => {
      const { rating, message, firstName, email } = request.body;
      await service.send(request.locale, request.params.id, { rating, message }, { guest: { firstName, email } });
      return reply.code(201).send({ status: 'pending' as const });
    },
  );
}
