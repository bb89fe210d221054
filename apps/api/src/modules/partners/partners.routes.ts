import {
  CompanyMembershipViewSchema,
  ListedCompaniesSchema,
  MembershipCodeSchema,
  MembershipCodeSentSchema,
  MembershipSchema,
  MembershipsSchema,
  PublicCompanySchema,
  WorkEmailRequestSchema,
} from '@beast/domain/partners/membership-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import type { RateLimits } from '../../plugins/rate-limit';
import { createMembershipsService, type MembershipsDependencies, type MembershipsService } from './memberships.service';

const tags = ['partner companies'];
const SlugParams = z.object({ slug: z.string().max(100) });

/**
 * spec §2 `/{locale}/{companyName}`, §6: a partner company's public page data, and membership by a code sent to a
 * work address at its domains (signed-in customers; the code requests are limited per IP, account and address).
 */
export function partnersRoutes(
  app: FastifyInstance,
  deps: MembershipsDependencies & { authenticate: Authenticate; limits: RateLimits },
): MembershipsService {
  const service = createMembershipsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/companies',
    {
      schema: {
        tags,
        summary: 'The partner companies whose page is listed in the sitemap (the others are noindex)',
        response: { 200: ListedCompaniesSchema },
      },
    },
    async () => ({ companies: await service.listed() }),
  );

  api.get(
    '/companies/:slug',
    {
      schema: {
        tags,
        summary: 'A partner company’s page: its texts, its email domains and its current flash offers without prices',
        description: 'An unknown slug, or one of the shop’s own words, answers 404 COMPANY_NOT_FOUND.',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: PublicCompanySchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => service.publicCompany(request.params.slug, request.locale),
  );

  api.get(
    '/companies/:slug/membership',
    {
      schema: {
        tags,
        summary: 'The signed-in account’s membership of the company and, while it is live, the flash offers’ prices',
        security: BEARER_SECURITY,
        params: SlugParams,
        response: { 200: CompanyMembershipViewSchema, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: deps.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.membershipView(request.params.slug, request.userId);
    },
  );

  api.post(
    '/companies/:slug/membership/code',
    {
      schema: {
        tags,
        summary: 'Sends a code to a work address at one of the company’s domains',
        description:
          'An address at another domain answers 400 VALIDATION_FAILED on `workEmail`; one that proves another ' +
          'account’s live membership answers 409 WORK_EMAIL_TAKEN. A few codes an hour per account and per address.',
        security: BEARER_SECURITY,
        params: SlugParams,
        querystring: LangQuery,
        body: WorkEmailRequestSchema,
        response: {
          200: MembershipCodeSentSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
      onRequest: deps.authenticate,
      preHandler: (request) => deps.limits.enforce(request, 'membership-code', `user:${request.userId}`),
    },
    async (request) => service.sendCode(request.params.slug, request.userId, request.body.workEmail),
  );

  api.post(
    '/companies/:slug/membership',
    {
      schema: {
        tags,
        summary: 'Verifies the emailed code: the account becomes a member for the company’s months, or is renewed',
        description:
          'A wrong code answers 400 VERIFICATION_CODE_INCORRECT; an expired, used or over-tried one 400 ' +
          'VERIFICATION_CODE_EXPIRED.',
        security: BEARER_SECURITY,
        params: SlugParams,
        querystring: LangQuery,
        body: MembershipCodeSchema,
        response: {
          200: MembershipSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      onRequest: deps.authenticate,
      preHandler: (request) => deps.limits.enforce(request, 'verify-code', `user:${request.userId}`),
    },
    async (request) => service.verify(request.params.slug, request.userId, request.body.code),
  );

  api.get(
    '/users/me/memberships',
    {
      schema: {
        tags,
        summary: 'The signed-in account’s live memberships of partner companies, and until when',
        security: BEARER_SECURITY,
        response: { 200: MembershipsSchema, 401: ErrorResponse },
      },
      onRequest: deps.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { memberships: await service.memberships(request.userId) };
    },
  );

  return service;
}
