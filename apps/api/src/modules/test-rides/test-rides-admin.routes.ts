import {
  ScheduledRideSchema,
  TestRideCentreSettingsSchema,
  TestRideCentreSettingsWriteSchema,
  TestRideScheduleQuerySchema,
  TestRideScheduleSchema,
} from '@beast/domain/test-rides/test-ride-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { Inbox } from '../inbox/inbox.service';
import type { WriteUseCases } from '../write-use-cases';
import { createTestRidesAdminService } from './test-rides-admin.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Done = z.object({ id: z.number().int(), status: ScheduledRideSchema.shape.status });

/**
 * The Test rides screens' API: sales and admins ('leads') see each centre's day or week and check riders in or
 * mark them no-shows; admins ('centres.write') set a centre's demo fleet and slot places.
 */
export function testRidesAdminRoutes(
  app: FastifyInstance,
  deps: { access: AdminAccess; db: Db; clock: Clock; inbox: Inbox; writes: () => WriteUseCases },
) {
  const { access } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createTestRidesAdminService(deps);
  const centres = () => deps.writes().testRideCentres;

  api.get(
    '/test-rides',
    access('leads', {
      summary: 'A centre’s test rides of a day or a week, slot by slot, with the places used and left',
      querystring: TestRideScheduleQuerySchema.extend(LangQuery.shape),
      response: { 200: TestRideScheduleSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => service.schedule(request.query, request.locale),
  );

  for (const [step, status] of [
    ['check-in', 'checked-in'],
    ['no-show', 'no-show'],
  ] as const) {
    api.post(
      `/test-rides/:id/${step}`,
      access('leads', {
        summary: step === 'check-in' ? 'The rider came: check them in' : 'The rider did not come: a no-show',
        querystring: LangQuery,
        params: IdParams,
        response: { 200: Done, 409: ErrorResponse, ...errors },
      }),
      async (request) => {
        const actor = staffActor(request);
        if (status === 'checked-in') await service.checkIn(actor, request.params.id);
        else await service.markNoShow(actor, request.params.id);
        return { id: request.params.id, status };
      },
    );
  }

  api.get(
    '/test-rides/centres/:id',
    access('centres.read', {
      summary: 'A centre’s test rides: slot length and places, and its demo bikes per model',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: TestRideCentreSettingsSchema, ...errors },
    }),
    async (request) => centres().settings(request.params.id, request.locale),
  );

  api.put(
    '/test-rides/centres/:id',
    access('centres.write', {
      summary: 'Set a centre’s test rides: never fewer places or bikes than a coming slot holds (409)',
      querystring: LangQuery,
      params: IdParams,
      body: TestRideCentreSettingsWriteSchema,
      response: { 200: TestRideCentreSettingsSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      await centres().saveSettings(staffActor(request), request.params.id, request.body);
      return centres().settings(request.params.id, request.locale);
    },
  );
}
