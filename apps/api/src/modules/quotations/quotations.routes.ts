import { QUOTATION_PAGE_SIZE } from '@beast/domain/constants/paging';
import {
  QuotationListSchema,
  QuotationOrderingSchema,
  QuotationSchema,
} from '@beast/domain/quotations/quotation-api.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import { CustomerQuotationSchema, GuestQuotationSchema } from '@beast/domain/validation/quotation.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { BEARER_SECURITY } from '../../plugins/authenticate';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createQuotationsService, type QuotationsService } from './quotations.service';

const tags = ['orders'];
export const GuestQuotationRequestSchema = GuestQuotationSchema.safeExtend(PUBLIC_FORM_FIELDS);
export const CustomerQuotationRequestSchema = CustomerQuotationSchema.safeExtend(PUBLIC_FORM_FIELDS);
const PdfQuery = LangQuery.extend({
  token: z.string().max(200).optional().describe('The signed link of the quotation (its `pdfUrl`)'),
});
const errors = { 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse };

/** Sends a quotation's PDF to be saved under its number. */
export function sendQuotationPdf(reply: FastifyReply, { number, pdf }: { number: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * spec §7 POST /orders/quotation (signed in) and POST /orders/quotation/incognito (a guest), the account's list and
 * a quotation's PDF. Both requests are public forms (the guard's honeypot, token and limits). Returns the service
 * for the back office's routes.
 */
export function quotationsRoutes(app: FastifyInstance, deps: VisitorRequestDependencies): QuotationsService {
  const service = createQuotationsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/orders/quotation/incognito',
    {
      preValidation: deps.forms.check('quotation'),
      schema: {
        tags,
        summary: 'A guest’s quotation: priced by the server, numbered, emailed as a PDF and opened in the inbox',
        description:
          'Lines of bikes, accessories and services with quantities; a company names itself. Unknown or withdrawn ' +
          'products answer 404 PRODUCT_NOT_FOUND naming the line (`lines.<n>.productId`).',
        body: GuestQuotationRequestSchema,
        response: { 201: QuotationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...quotation } = request.body;
      return reply.code(201).send(await service.request({ kind: 'guest', request: quotation }, request.locale));
    },
  );

  api.post(
    '/orders/quotation',
    {
      onRequest: deps.authenticate,
      preValidation: deps.forms.check('quotation'),
      schema: {
        tags,
        summary: 'A signed-in customer’s quotation, to the account’s email; `fromCart` quotes the cart’s lines',
        security: BEARER_SECURITY,
        body: CustomerQuotationRequestSchema,
        response: { 201: QuotationSchema, 401: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...quotation } = request.body;
      return reply
        .code(201)
        .send(await service.request({ kind: 'customer', userId: request.userId, request: quotation }, request.locale));
    },
  );

  api.get(
    '/orders/quotations',
    {
      onRequest: deps.authenticate,
      schema: {
        tags,
        summary: 'The signed-in customer’s quotations, newest first (My quotations)',
        security: BEARER_SECURITY,
        querystring: pagingQuery(QUOTATION_PAGE_SIZE, 100),
        response: { 200: QuotationListSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => service.listOfUser(request.userId, request.query.offset, request.query.limit),
  );

  api.get(
    '/orders/quotations/:id/pdf',
    {
      onRequest: deps.authenticateIfPresent,
      schema: {
        tags,
        summary: 'A quotation as a PDF, in its language: its owner signed in, or with the token of its signed link',
        description: 'Anyone else’s quotation answers 404 NOT_FOUND, like an unknown one.',
        security: [...BEARER_SECURITY, {}],
        params: IdParamsSchema,
        querystring: PdfQuery,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) =>
      sendQuotationPdf(
        reply,
        await service.pdf(request.params.id, { userId: request.userId || undefined, token: request.query.token }),
      ),
  );

  api.get(
    '/orders/quotation/ordering',
    {
      schema: {
        tags,
        summary: 'A won quotation as its emailed order link shows it: number, lines at the quoted prices, total',
        description:
          'The `token` of the link the staff emailed. 404 QUOTATION_LINK_INVALID for a link that is not ours or names ' +
          'no won quotation, 410 QUOTATION_EXPIRED after the end of `validUntil` (Swiss time), 409 ' +
          'QUOTATION_ALREADY_ORDERED once it became an order. The checkout sends the token as `quotationToken`.',
        querystring: LangQuery.extend({ token: z.string().min(1).max(200) }),
        response: {
          200: QuotationOrderingSchema,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          410: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.ordering(request.query.token);
    },
  );

  return service;
}
