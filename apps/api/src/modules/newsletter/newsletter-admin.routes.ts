import {
  NEWSLETTER_PAGE_SIZE,
  NEWSLETTER_STATUSES,
  NewsletterSubscriberListSchema,
} from '@beast/domain/newsletter/newsletter-api.schema';
import {
  NewsletterIssueListSchema,
  NewsletterIssueSchema,
  NewsletterIssueWriteSchema,
  NewsletterPreviewsSchema,
  NewsletterTestSentSchema,
} from '@beast/domain/newsletter/newsletter-issues.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, signedInSession } from '../admin/admin-access';
import type { NewsletterService } from './newsletter.service';
import type { NewsletterIssuesService } from './newsletter-issues.service';

const errors = { 401: ErrorResponse, 403: ErrorResponse };
const IssueParams = z.object({ id: z.coerce.number().int().positive() });
const ISSUES_PAGE_SIZE = 50;

/**
 * The newsletter's subscribers for sales ('leads'), and the confirmed ones as CSV for the mailing tool; its issues
 * for content staff ('newsletter'): written, previewed, tested and sent (exactly once per subscriber).
 */
export function newsletterAdminRoutes(
  app: FastifyInstance,
  {
    access,
    newsletter,
    issues,
  }: { access: AdminAccess; newsletter: () => NewsletterService; issues: () => NewsletterIssuesService },
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

  const member = (request: FastifyRequest) => signedInSession(request).member.id;

  api.get(
    '/newsletter/issues',
    access('newsletter', {
      summary: 'The newsletter’s issues, newest first',
      querystring: pagingQuery(ISSUES_PAGE_SIZE, 200),
      response: { 200: NewsletterIssueListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => issues().list(request.query.offset, request.query.limit),
  );

  api.post(
    '/newsletter/issues',
    access('newsletter', {
      summary: 'A new issue, kept as a draft (each language’s subject and Markdown body may still be empty)',
      querystring: LangQuery,
      body: NewsletterIssueWriteSchema,
      response: { 201: NewsletterIssueSchema, 400: ErrorResponse, ...errors },
    }),
    async (request, reply) => reply.code(201).send(await issues().create(member(request), request.body)),
  );

  api.get(
    '/newsletter/issues/:id',
    access('newsletter', {
      summary: 'An issue',
      querystring: LangQuery,
      params: IssueParams,
      response: { 200: NewsletterIssueSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => issues().read(request.params.id),
  );

  api.put(
    '/newsletter/issues/:id',
    access('newsletter', {
      summary: 'Replace a draft’s texts; 409 NEWSLETTER_ISSUE_SENT once it is being sent or sent',
      querystring: LangQuery,
      params: IssueParams,
      body: NewsletterIssueWriteSchema,
      response: { 200: NewsletterIssueSchema, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => issues().update(member(request), request.params.id, request.body),
  );

  api.get(
    '/newsletter/issues/:id/preview',
    access('newsletter', {
      summary: 'The issue in each language as the email a subscriber receives, its link to leave included',
      querystring: LangQuery,
      params: IssueParams,
      response: { 200: NewsletterPreviewsSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => issues().previews(request.params.id),
  );

  api.post(
    '/newsletter/issues/:id/test',
    access('newsletter', {
      summary: 'Email the issue, in each language it is written in, to the signed-in member’s own address',
      querystring: LangQuery,
      params: IssueParams,
      response: { 200: NewsletterTestSentSchema, 404: ErrorResponse, 422: ErrorResponse, ...errors },
    }),
    async (request) => issues().sendTest(member(request), request.params.id),
  );

  api.post(
    '/newsletter/issues/:id/send',
    access('newsletter', {
      summary:
        'Send the issue to every confirmed subscriber in their language, once each (a second send, a colleague’s ' +
        'or one resumed after a failure sends nobody twice); 422 NEWSLETTER_ISSUE_INCOMPLETE while a language is ' +
        'not written',
      querystring: LangQuery,
      params: IssueParams,
      response: { 200: NewsletterIssueSchema, 404: ErrorResponse, 422: ErrorResponse, ...errors },
    }),
    async (request) => issues().send(member(request), request.params.id),
  );
}
