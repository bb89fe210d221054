import {
  NEWSLETTER_PAGE_SIZE,
  NEWSLETTER_STATUSES,
  NewsletterSubscriberListSchema,
} from '@beast/domain/newsletter/newsletter-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import type { AdminAccess } from '../admin/admin-access';
import type { NewsletterService } from './newsletter.service';

const errors = { 401: ErrorResponse, 403: ErrorResponse };

/** The newsletter's subscribers for sales ('leads'), and the confirmed ones as CSV for the mailing tool. */
export function newsletterAdminRoutes(
  app: FastifyInstance,
  { access, newsletter }: { access: AdminAccess; newsletter: () => NewsletterService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/newsletter/subscribers',
    access('leads', {
      summary: 'Subscribers in the order they signed up, all or of one status',
      querystring: pagingQuery(NEWSLETTER_PAGE_SIZE, 500).extend({ status: z.enum(NEWSLETTER_STATUSES).optional() }),
      response: { 200: NewsletterSubscriberListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { status, offset, limit } = request.query;
      return newsletter().list(status, offset, limit);
    },
  );

  api.get(
    '/newsletter/subscribers.csv',
    access('leads', {
      summary: 'The confirmed subscribers as CSV: email, language, the consent (time and wording), confirmation',
      querystring: LangQuery,
      produces: ['text/csv'],
      response: { 200: z.unknown().describe('text/csv, one line per confirmed subscriber'), ...errors },
    }),
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'private, no-store')
        .send(await newsletter().confirmedCsv()),
  );
}
