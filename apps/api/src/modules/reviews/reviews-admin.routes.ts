import {
  ADMIN_REVIEWS_PAGE_SIZE,
  AdminReviewFilterSchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  ReviewRejectionSchema,
} from '@beast/domain/staff/reviews-admin-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { ReviewModeration } from './reviews.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The Reviews screen's API: the reviews waiting for a decision (or those published or rejected), and the
 * decision itself. Content staff moderate them ('content'), as they own what the product pages say.
 */
export function reviewsAdminRoutes(
  app: FastifyInstance,
  { access, moderation }: { access: AdminAccess; moderation: ReviewModeration },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reviews',
    access('content', {
      summary: 'Reviews of one status: pending ones oldest first (the default), decided ones newest first',
      querystring: pagingQuery(ADMIN_REVIEWS_PAGE_SIZE, 100).extend(AdminReviewFilterSchema.shape),
      response: { 200: AdminReviewListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { status, offset, limit } = request.query;
      return moderation.list(status, request.locale, offset, limit);
    },
  );

  api.post(
    '/reviews/:id/publish',
    access('content', {
      summary: 'Publish a pending review: the product page shows it at once and the reviewer is emailed',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: AdminReviewSchema, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      return moderation.publish(staffActor(request), request.params.id);
    },
  );

  api.post(
    '/reviews/:id/reject',
    access('content', {
      summary: 'Reject a pending review with a reason, which the reviewer is emailed',
      querystring: LangQuery,
      params: IdParams,
      body: ReviewRejectionSchema,
      response: { 200: AdminReviewSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      return moderation.reject(staffActor(request), request.params.id, request.body.reason);
    },
  );
}
