import {
  DeliveryWeekQuerySchema,
  DeliveryWeekSchema,
  PickUpCenterSchema,
  TimeSlotsQuerySchema,
  TimeSlotsSchema,
  ZipcodeCheckSchema,
} from '@beast/domain/checkout/checkout-api.schema';
import { FindUsLocationsSchema } from '@beast/domain/checkout/find-us-api.schema';
import { ZipCodeSchema } from '@beast/domain/validation/address.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { CachedBody, TtlCache } from '../../lib/cached-response';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { createDeliveryService } from './delivery.service';

/** Centres and their closed days change rarely; a short TTL bounds staleness should a change notice be lost. */
const CENTRES_TTL_MS = 60_000;
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const tags = ['delivery'];

/**
 * spec §7 /pick-up-center, /zipcodes, /delivery-time-slots and the week list: what the checkout offers; and
 * /find-us-locations, the centres page's places. Places left depend on everyone's orders, so only the centre
 * lists are cached, and dropped with every change of a centre or its closed days.
 */
export function deliveryRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const service = createDeliveryService(deps);
  const centres = new TtlCache<CachedBody>(CENTRES_TTL_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/pick-up-center',
    {
      schema: {
        tags,
        summary: 'The experience centres where an order can be picked up (spec §2, §3)',
        description: 'Active centres only, Geneva (the default) first, names and towns in the request language.',
        querystring: LangQuery,
        response: { 200: z.array(PickUpCenterSchema), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = await centres.getOrCreate(`centres:${request.locale}`, async () =>
        CachedBody.json(z.array(PickUpCenterSchema).parse(await service.listCentres(request.locale))),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/find-us-locations',
    {
      schema: {
        tags: ['centres'],
        summary: 'The experience centres and partner shops of the centres page (spec §2, §7)',
        description:
          'Active places only, the default centre (Geneva) first: address, contacts, opening hours (Swiss ' +
          'time), the coming closed days, the kind of place, its position on the map (null until placed) and ' +
          'its description in the request language (null when not written in it). Whether a place is open ' +
          'now is worked out from the hours where it is shown.',
        querystring: LangQuery,
        response: { 200: FindUsLocationsSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = await centres.getOrCreate(`find-us:${request.locale}`, async () =>
        CachedBody.json(FindUsLocationsSchema.parse(await service.findUsLocations(request.locale))),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/zipcodes/:zipcode',
    {
      schema: {
        tags,
        summary: 'Whether our couriers serve a ZIP code',
        description: 'A non-standard ZIP may still order: a sales manager calls to arrange the delivery (spec §4, §8).',
        params: z.object({ zipcode: ZipCodeSchema }),
        querystring: LangQuery,
        response: { 200: ZipcodeCheckSchema, 400: ErrorResponse },
      },
    },
    async (request) => service.checkZipcode(request.params.zipcode),
  );

  api.get(
    '/delivery-week',
    {
      schema: {
        tags,
        summary: 'The courier days of a week for a ZIP code (spec §3 week list)',
        description:
          'Seven days from `from` (default: today in Switzerland). Today is never available (spec §8); a ' +
          'non-standard ZIP has no courier day.',
        querystring: DeliveryWeekQuerySchema,
        response: { 200: DeliveryWeekSchema, 400: ErrorResponse },
      },
    },
    async (request) => service.deliveryWeek(request.query.zipcode, request.query.from),
  );

  api.get(
    '/delivery-time-slots',
    {
      schema: {
        tags,
        summary: 'The courier windows of a ZIP code or the pick-up slots of a centre on one day',
        description:
          'Give `zipcode` or `pickUpCenterId` with `date`. Full slots are listed with remaining 0; a day with ' +
          'no delivery or pick-up answers an empty list. 404 PICK_UP_CENTER_NOT_FOUND for an unknown centre.',
        querystring: TimeSlotsQuerySchema,
        response: { 200: TimeSlotsSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { zipcode, pickUpCenterId, date } = request.query;
      reply.header('cache-control', 'no-store');
      return pickUpCenterId === undefined
        ? service.courierSlots(zipcode ?? '', date)
        : service.pickUpSlots(pickUpCenterId, date);
    },
  );

  return { invalidate: () => centres.clear() };
}
