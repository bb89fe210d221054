import {
  ContestEntryAnswerSchema,
  ContestSlugParamsSchema,
  PublicContestSchema,
} from '@beast/domain/contests/contest-api.schema';
import { ContestEntrySchema } from '@beast/domain/validation/contest.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { type ContestsService, createContestsService } from './contests.service';

/** The entry as documented: the weight contest's form; the hotel contest's leaves `weightEstimateKg` out. */
export const ContestEntryRequestSchema = ContestEntrySchema.partial({ weightEstimateKg: true }).extend(
  PUBLIC_FORM_FIELDS,
);

const tags = ['contests'];

/**
 * spec §3 contest entry and hotel contest (§4: submitted or error; §8 messages): a contest's state for its page,
 * and an entry through the public forms' guard.
 */
export function contestsRoutes(app: FastifyInstance, deps: VisitorRequestDependencies): ContestsService {
  const service = createContestsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/contests/:slug',
    {
      schema: {
        tags,
        summary: 'A contest’s page: its state on the server’s clock (upcoming, open, closed, drawn), window and prize',
        params: ContestSlugParamsSchema,
        querystring: LangQuery,
        response: { 200: PublicContestSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      // The state changes with the clock: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return service.publicContest(request.params.slug, request.locale);
    },
  );

  api.post(
    '/contests/:slug/entries',
    {
      preValidation: deps.forms.check('contest'),
      // The contest's kind says which form the body is: the service checks it with that form's schema, so
      // every field's message comes in one answer.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Enter a contest (spec §5 contest form), once per person, while it is open',
        description:
          'The weight contest asks `weightEstimateKg` (kg, decimals allowed), the hotel contest does not. ' +
          'Before the window: 422 CONTEST_NOT_OPEN; after it: 422 CONTEST_CLOSED; a second entry with the same ' +
          'email (any case): 409 EMAIL_ALREADY_EXISTS.',
        params: ContestSlugParamsSchema,
        querystring: LangQuery,
        body: ContestEntryRequestSchema,
        response: {
          201: ContestEntryAnswerSchema,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...entry } = (request.body ?? {}) as Record<string, unknown>;
      await service.enter(request.params.slug, entry, request.locale);
      return reply.code(201).send({ status: 'submitted' as const });
    },
  );
  return service;
}
