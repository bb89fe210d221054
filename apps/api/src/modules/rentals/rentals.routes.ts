import { RentalRequestSchema } from '@beast/domain/rentals/rental.schema';
import { RentalOfferSchema, RentalRequestedSchema } from '@beast/domain/rentals/rental-api.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createRentalsService, type RentalsService } from './rentals.service';

const tags = ['requests'];
export const RentalRequestBodySchema = RentalRequestSchema.safeExtend(PUBLIC_FORM_FIELDS);

/**
 * spec §2 /rentals: GET /rentals/offer (the models one can rent, priced) and POST /rentals (a visitor's request, a
 * public form: the guard's honeypot, token and limits). Returns the service for the back office's routes.
 */
export function rentalsRoutes(app: FastifyInstance, deps: VisitorRequestDependencies): RentalsService {
  const service = createRentalsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rentals/offer',
    {
      schema: {
        tags,
        summary: 'The models one can rent: each with its monthly price, that price per week and its purchase price',
        querystring: LangQuery,
        response: { 200: RentalOfferSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Prices change on the back office's Rentals screen: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return service.offer(request.locale);
    },
  );

  api.post(
    '/rentals',
    {
      preValidation: deps.forms.check('rental'),
      schema: {
        tags,
        summary: 'A visitor asks to rent a model for a number of months; priced by the server, opened in the inbox',
        description:
          'The total is the model’s monthly price times the months, from the shop’s data; a price sent by the ' +
          'client is ignored. A model that is unknown or not rented out answers 400 VALIDATION_FAILED on `model`. ' +
          'The person receives an email saying the rental will be confirmed by email.',
        querystring: LangQuery,
        body: RentalRequestBodySchema,
        response: { 201: RentalRequestedSchema, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...rental } = request.body;
      return reply.code(201).send(await service.request(rental, request.locale));
    },
  );

  return service;
}
