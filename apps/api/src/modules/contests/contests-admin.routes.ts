import {
  AdminContestEntryListSchema,
  AdminContestListSchema,
  AdminContestSchema,
  CONTEST_ENTRIES_PAGE_SIZE,
  ContestDetailsWriteSchema,
  ContestDrawSchema,
  ContestSlugParamsSchema,
  ContestWriteSchema,
} from '@beast/domain/contests/contest-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';
import type { ContestsService } from './contests.service';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The Contests screen's API for sales and admins ('leads', like the inbox): the contests with their windows
 * and prizes (changed through the contests' write use case, audited), each one's entries and their CSV, and the
 * draw, once, after the contest closed.
 */
export function contestsAdminRoutes(
  app: FastifyInstance,
  deps: { access: AdminAccess; contests: () => ContestsService; writes: () => WriteUseCases },
) {
  const { access } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contests = () => deps.contests();

  api.get(
    '/contests',
    access('leads', {
      summary: 'Every contest with its window, prize, number of entries and winner',
      querystring: LangQuery,
      response: { 200: AdminContestListSchema, 401: ErrorResponse, 403: ErrorResponse },
    }),
    async () => ({ data: await contests().list() }),
  );

  api.post(
    '/contests',
    access('leads', {
      summary: 'Create a contest (slug, kind, window in instants with their offset, prize)',
      querystring: LangQuery,
      body: ContestWriteSchema,
      response: { 201: AdminContestSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request, reply) => {
      await deps.writes().contests.saveContest(staffActor(request), request.body);
      return reply.code(201).send(await contests().get(request.body.slug));
    },
  );

  api.get(
    '/contests/:slug',
    access('leads', {
      summary: 'A contest with its window, prize, number of entries and winner',
      querystring: LangQuery,
      params: ContestSlugParamsSchema,
      response: { 200: AdminContestSchema, ...errors },
    }),
    async (request) => contests().get(request.params.slug),
  );

  api.put(
    '/contests/:slug',
    access('leads', {
      summary: 'Change a contest’s window, announced draw and prize (not once drawn: 409)',
      querystring: LangQuery,
      params: ContestSlugParamsSchema,
      body: ContestDetailsWriteSchema,
      response: { 200: AdminContestSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      await deps.writes().contests.saveDetails(staffActor(request), request.params.slug, request.body);
      return contests().get(request.params.slug);
    },
  );

  api.get(
    '/contests/:slug/entries',
    access('leads', {
      summary: 'A contest’s entries in the order they came',
      querystring: pagingQuery(CONTEST_ENTRIES_PAGE_SIZE, 500).extend(LangQuery.shape),
      params: ContestSlugParamsSchema,
      response: { 200: AdminContestEntryListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => contests().entries(request.params.slug, request.query.offset, request.query.limit),
  );

  api.get(
    '/contests/:slug/entries.csv',
    access('leads', {
      summary: 'A contest’s entries as CSV: when, who, phone, estimate, language, the rules accepted',
      querystring: LangQuery,
      params: ContestSlugParamsSchema,
      produces: ['text/csv'],
      response: { 200: z.unknown().describe('text/csv, one line per entry'), ...errors },
    }),
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contest-${request.params.slug}-entries.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await contests().entriesCsv(request.params.slug)),
  );

  api.post(
    '/contests/:slug/draw',
    access('leads', {
      summary:
        'Draw the winner, once, after the contest closed: the weight contest’s closest estimate to `realWeightKg` ' +
        '(ties: the earlier entry), the hotel contest’s at random; the winner is emailed',
      querystring: LangQuery,
      params: ContestSlugParamsSchema,
      body: ContestDrawSchema,
      response: { 200: AdminContestSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => contests().draw(staffActor(request), request.params.slug, request.body),
  );
}
