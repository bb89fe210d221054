import { RentalDecisionSchema } from '@beast/domain/rentals/rental.schema';
import {
  RentalModelSettingsSchema,
  RentalModelSlugParamsSchema,
  RentalModelWriteSchema,
  RentalRecordSchema,
} from '@beast/domain/rentals/rental-api.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';
import type { RentalsService } from './rentals.service';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * Rentals in the back office: a rental request (the Inbox links to it) and the staff's one answer, confirm or
 * decline ('leads': sales and admins); and the Rentals screen, which models are rented out at what monthly price
 * ('catalogue': content staff and admins). Every change is audited.
 */
export function rentalsAdminRoutes(
  app: FastifyInstance,
  deps: { access: AdminAccess; rentals: () => RentalsService; writes: () => WriteUseCases },
) {
  const { access } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const models = () => deps.writes().rentalModels;

  api.get(
    '/rentals/requests/:id',
    access('leads', {
      summary: 'A rental request: the model, months and prices, the person and the address, and its answer',
      querystring: LangQuery,
      params: IdParamsSchema,
      response: { 200: RentalRecordSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => deps.rentals().read(request.params.id),
  );

  api.post(
    '/rentals/requests/:id/decision',
    access('leads', {
      summary: 'Confirm or decline a new rental request, with an optional message; the person is emailed',
      description: 'A confirmed or declined request cannot be answered again: 409 STATUS_CHANGE_NOT_ALLOWED.',
      querystring: LangQuery,
      params: IdParamsSchema,
      body: RentalDecisionSchema,
      response: { 200: RentalRecordSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => deps.rentals().decide(staffActor(request), request.params.id, request.body),
  );

  api.get(
    '/rentals/models',
    access('catalogue', {
      summary: 'Every vehicle on sale: whether it is rented out and its monthly price',
      querystring: LangQuery,
      response: { 200: RentalModelSettingsSchema, ...errors },
    }),
    async (request) => models().settings(request.locale),
  );

  api.put(
    '/rentals/models/:slug',
    access('catalogue', {
      summary: 'Rent a model out at a monthly price, or stop renting it',
      querystring: LangQuery,
      params: RentalModelSlugParamsSchema,
      body: RentalModelWriteSchema,
      response: { 200: RentalModelSettingsSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      await models().saveModel(staffActor(request), request.params.slug, request.body);
      return models().settings(request.locale);
    },
  );
}
