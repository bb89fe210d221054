import { TimeSlotsSchema } from '@beast/domain/checkout/checkout-api.schema';
import { PublicPageSchema } from '@beast/domain/content/pages-api.schema';
import { TestRideApplicationSchema, TestRideMoveSchema } from '@beast/domain/test-rides/test-ride.schema';
import {
  TestDrivePointsSchema,
  TestRideBookingSchema,
  TestRideOfferSchema,
  TestRideSlotsQuerySchema,
  TestRideTokenSchema,
} from '@beast/domain/test-rides/test-ride-api.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { createPagesService } from '../editorial/pages/pages.service';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createTestRidesService } from './test-rides.service';

export const TestRideRequestSchema = TestRideApplicationSchema.extend(PUBLIC_FORM_FIELDS);

const tags = ['test rides'];
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** The page's content: its key among the information pages, edited in the back office's Pages screen. */
const TEST_DRIVE_PAGE = 'test-drive';

/**
 * spec §7 GET /test-drive (the points), GET /test-drive/page (the description), GET and POST
 * /test-drive-applications, and the signed link's page: read, cancel or move one ride without an account.
 */
export function testRidesRoutes(app: FastifyInstance, deps: VisitorRequestDependencies) {
  const service = createTestRidesService(deps);
  const pages = createPagesService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/test-drive',
    {
      schema: {
        tags,
        summary: 'What a test ride offers, as short points (the test-drive page’s facts, edited as content)',
        querystring: LangQuery,
        response: { 200: TestDrivePointsSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await pages.getPage(TEST_DRIVE_PAGE, request.locale);
      const points = page.blocks.flatMap((block) =>
        block.type === 'facts' ? block.items.map((item) => ({ title: item.label, text: item.value })) : [],
      );
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return { points };
    },
  );

  api.get(
    '/test-drive/page',
    {
      schema: {
        tags,
        summary: 'The test-drive page: its title, description and text (Markdown rendered to sanitised HTML)',
        querystring: LangQuery,
        response: { 200: PublicPageSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return pages.getPage(TEST_DRIVE_PAGE, request.locale);
    },
  );

  api.get(
    '/test-drive/centres',
    {
      schema: {
        tags,
        summary: 'The models one can try and the centres offering them, each with its models and coming open days',
        querystring: LangQuery,
        response: { 200: TestRideOfferSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.offer(request.locale);
    },
  );

  api.get(
    '/test-drive-applications',
    {
      schema: {
        tags,
        summary: 'A centre’s test-ride slots of a day with the places left (for a model: while its demo bike is free)',
        description: 'A closed day, or one outside the booking window (tomorrow to 60 days), has no slots.',
        querystring: TestRideSlotsQuerySchema.extend(LangQuery.shape),
        response: { 200: TimeSlotsSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.slots(request.query);
    },
  );

  api.post(
    '/test-drive-applications',
    {
      preValidation: deps.forms.check('test-ride'),
      schema: {
        tags,
        summary: 'Book a test ride: emailed with a calendar invitation and a link to move or cancel it',
        querystring: LangQuery,
        body: TestRideRequestSchema,
        response: {
          201: TestRideBookingSchema,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...application } = request.body;
      return reply.code(201).send(await service.book(application, request.locale));
    },
  );

  api.get(
    '/test-drive-applications/ride',
    {
      schema: {
        tags,
        summary: 'The ride a signed link names (from its confirmation email)',
        querystring: TestRideTokenSchema.extend(LangQuery.shape),
        response: { 200: TestRideBookingSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.read(request.query.token, request.locale);
    },
  );

  api.post(
    '/test-drive-applications/ride/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the ride a signed link names: its place is freed and its calendar event cancelled',
        querystring: LangQuery,
        body: TestRideTokenSchema,
        response: { 200: TestRideBookingSchema, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => service.cancel(request.body.token, request.locale),
  );

  api.post(
    '/test-drive-applications/ride/move',
    {
      schema: {
        tags,
        summary: 'Move the ride a signed link names to another day or slot of its centre, if one is free',
        querystring: LangQuery,
        body: TestRideMoveSchema.extend(TestRideTokenSchema.shape),
        response: {
          200: TestRideBookingSchema,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { token, ...to } = request.body;
      return service.move(token, to, request.locale);
    },
  );
}
