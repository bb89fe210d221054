import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import {
  CENTRES_PAGE_SIZE,
  CentreDetailSchema,
  CentreListFilterSchema,
  CentreListSchema,
  CentreUpdateSchema,
  ClosedDayAddSchema,
  ClosedDayParamsSchema,
  COURIER_ZONES_PAGE_SIZE,
  CourierZoneDetailSchema,
  CourierZoneListSchema,
  CourierZoneUpdateSchema,
  WrittenSchema,
} from '@beast/domain/staff/centres-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';
import { createCentresAdminRepository } from './centres-admin.repository';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const readErrors = { ...errors, 404: ErrorResponse };
const changeErrors = { ...readErrors, 400: ErrorResponse, 409: ErrorResponse };

/**
 * The Centres and Delivery screens' API (spec §9): admins change centres, their closed days and pick-up
 * places, and courier zones with their windows; sales and support read them. Every change goes through the
 * write use cases (one transaction, audited, the checkout's caches dropped) and a whole-record change names
 * the revision it was made from. A capacity below a coming day's bookings, or closing a day with pick-ups
 * booked, answers 409 naming the busiest slot or the bookings.
 */
export function centresAdminRoutes(
  app: FastifyInstance,
  { access, db, clock, writes }: { access: AdminAccess; db: Db; clock: Clock; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repository = createCentresAdminRepository(db);
  const centres = () => writes().centres;
  const zones = () => writes().courierZones;
  const centreWritten = async (id: number) => ({ id, revision: (await centres().readCentreForEditing(id)).revision });

  api.get(
    '/centres',
    access('centres.read', {
      summary: 'Every experience centre, active or not, with its next closed day',
      querystring: pagingQuery(CENTRES_PAGE_SIZE, 100).extend(CentreListFilterSchema.shape),
      response: { 200: CentreListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      return repository.listCentres(filter, request.locale, swissIsoToday(clock()), offset, limit);
    },
  );

  api.get(
    '/centres/:id',
    access('centres.read', {
      summary: 'A centre with its revision, its coming closed days (with their bookings) and its busiest slot',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: CentreDetailSchema, ...readErrors },
    }),
    async (request) => centres().readCentreForEditing(request.params.id),
  );

  api.put(
    '/centres/:id',
    access('centres.write', {
      summary: 'Replace a centre; 409 REVISION_CONFLICT when it changed meanwhile, CAPACITY_BELOW_BOOKED',
      querystring: LangQuery,
      params: IdParams,
      body: CentreUpdateSchema,
      response: { 200: WrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, centre } = request.body;
      await centres().updateCentre(staffActor(request), request.params.id, centre, revision);
      return centreWritten(request.params.id);
    },
  );

  api.post(
    '/centres/:id/closed-days',
    access('centres.write', {
      summary: 'Close a centre on one more day; 409 CLOSED_DAY_HAS_BOOKINGS when pick-ups are booked that day',
      querystring: LangQuery,
      params: IdParams,
      body: ClosedDayAddSchema,
      response: { 201: WrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      await centres().addClosedDay(staffActor(request), request.params.id, request.body);
      return reply.code(201).send(await centreWritten(request.params.id));
    },
  );

  api.delete(
    '/centres/:id/closed-days/:date',
    access('centres.write', {
      summary: 'Open a closed day again',
      querystring: LangQuery,
      params: ClosedDayParamsSchema,
      response: { 200: WrittenSchema, ...changeErrors },
    }),
    async (request) => {
      await centres().removeClosedDay(staffActor(request), request.params.id, request.params.date);
      return centreWritten(request.params.id);
    },
  );

  api.get(
    '/courier-zones',
    access('centres.read', {
      summary: 'Every courier zone, active or not, with the ZIP codes it serves',
      querystring: pagingQuery(COURIER_ZONES_PAGE_SIZE, 100),
      response: { 200: CourierZoneListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => repository.listZones(request.query.offset, request.query.limit),
  );

  api.get(
    '/courier-zones/:id',
    access('centres.read', {
      summary: 'A courier zone with its revision and the busiest coming day of each window',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: CourierZoneDetailSchema, ...readErrors },
    }),
    async (request) => zones().readZoneForEditing(request.params.id),
  );

  api.put(
    '/courier-zones/:id',
    access('centres.write', {
      summary: 'Replace a courier zone; 409 REVISION_CONFLICT, POSTCODES_TAKEN or CAPACITY_BELOW_BOOKED',
      querystring: LangQuery,
      params: IdParams,
      body: CourierZoneUpdateSchema,
      response: { 200: WrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, zone } = request.body;
      await zones().updateZone(staffActor(request), request.params.id, zone, revision);
      return { id: request.params.id, revision: (await zones().readZoneForEditing(request.params.id)).revision };
    },
  );
}
