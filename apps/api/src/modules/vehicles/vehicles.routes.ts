import { pageOf } from '@beast/domain/catalog/product.schema';
import { VehicleSchema } from '@beast/domain/orders/orders-api.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import { createVehiclesService } from './vehicles.service';

const tags = ['vehicles'];
const VehiclePageSchema = pageOf(VehicleSchema);

/** spec §7 GET /vehicles and GET /vehicles/{id}: the signed-in customer's delivered bikes. */
export function vehiclesRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Authenticate; secret: string; brandName: string },
) {
  const service = createVehiclesService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/vehicles',
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s vehicles (bikes of delivered orders), newest first',
        security: BEARER_SECURITY,
        querystring: pagingQuery(20, 100),
        response: { 200: VehiclePageSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: deps.authenticate,
    },
    async (request) =>
      service.listVehicles(request.userId, request.locale, {
        offset: request.query.offset,
        limit: request.query.limit,
      }),
  );

  api.get(
    '/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'One of the signed-in customer’s vehicles: specs, documents, edition number, what is still owed',
        description: 'Anyone else’s vehicle answers 404 VEHICLE_NOT_FOUND, like an unknown one.',
        security: BEARER_SECURITY,
        params: IdParamsSchema,
        querystring: LangQuery,
        response: { 200: VehicleSchema, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: deps.authenticate,
    },
    async (request) => service.getVehicle(request.userId, request.params.id, request.locale),
  );

  api.get(
    '/vehicles/:id/certificate',
    {
      schema: {
        tags,
        summary: 'A limited edition’s numbered ownership certificate (PDF), from the signed link of its vehicle',
        description:
          'The link is the vehicle’s `certificateUrl`; a forged link, or a bike of no limited edition, answers 404 VEHICLE_NOT_FOUND.',
        params: IdParamsSchema,
        querystring: LangQuery.extend({ token: z.string().max(200).describe('The signature of the vehicle’s link') }),
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.certificate(request.params.id, request.query.token, request.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
