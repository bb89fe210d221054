import {
  NewsletterConfirmedSchema,
  NewsletterSignUpAnswerSchema,
  NewsletterTokenSchema,
} from '@beast/domain/newsletter/newsletter-api.schema';
import { NewsletterSchema } from '@beast/domain/validation/newsletter.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createNewsletterService, type NewsletterService } from './newsletter.service';

export const NewsletterRequestSchema = NewsletterSchema.extend(PUBLIC_FORM_FIELDS);
const tags = ['newsletter'];

/**
 * spec §7 POST /news-letter-subscriptions (double opt-in), the confirmation of its emailed link, and leaving:
 * from the unsubscribe page, or in one click from a mail program (RFC 8058: a form-encoded POST to the
 * List-Unsubscribe address, its token in the query).
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  deps: VisitorRequestDependencies,
): Promise<NewsletterService> {
  const service = createNewsletterService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/news-letter-subscriptions',
    {
      preValidation: deps.forms.check('newsletter'),
      schema: {
        tags,
        summary: 'Sign up (spec §5: a valid email, the consent): a link to confirm it is emailed (double opt-in)',
        querystring: LangQuery,
        body: NewsletterRequestSchema,
        response: { 201: NewsletterSignUpAnswerSchema, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await service.subscribe(request.locale, request.body.email);
      return reply.code(201).send({ status: 'confirmation-sent' as const });
    },
  );

  api.post(
    '/news-letter-subscriptions/confirm',
    {
      schema: {
        tags,
        summary: "The confirmation link's token: the subscription is confirmed",
        querystring: LangQuery,
        body: NewsletterTokenSchema,
        response: { 200: NewsletterConfirmedSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ status: await service.confirm(request.body.token) }),
  );

  await app.register(async (scope) => {
    // A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/news-letter-subscriptions/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Leave the newsletter: the token of its link in the body, or in the query for the one-click header',
          querystring: LangQuery.extend({ token: z.string().max(300).optional() }),
          body: z
            .object({ token: z.string().max(300).optional() })
            .passthrough()
            .optional(),
          response: { 200: z.object({ status: z.literal('unsubscribed') }), 404: ErrorResponse },
        },
      },
      async (request) => {
        await service.unsubscribe(request.body?.token ?? request.query.token ?? '');
        return { status: 'unsubscribed' as const };
      },
    );
  });
  return service;
}
