import { QuotationSchema, QuotationStepSchema } from '@beast/domain/quotations/quotation-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import { sendQuotationPdf } from './quotations.routes';
import type { QuotationsService } from './quotations.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * A quotation in the back office (the Inbox links to it): its lines, totals and PDF, and the sales steps sent, won
 * and lost, each audited, with the inbox request following.
 */
export function quotationsAdminRoutes(
  app: FastifyInstance,
  { access, quotations }: { access: AdminAccess; quotations: () => QuotationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/quotations/:id',
    access('quotations', {
      summary: 'A quotation with its lines, fees, totals, terms and customer',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: QuotationSchema, ...errors },
    }),
    async (request) => quotations().read(request.params.id),
  );

  api.get(
    '/quotations/:id/pdf',
    access('quotations', {
      summary: 'The quotation’s PDF, as the customer received it',
      querystring: LangQuery,
      params: IdParams,
      produces: ['application/pdf'],
      response: { 200: z.unknown().describe('application/pdf'), ...errors },
    }),
    async (request, reply) => sendQuotationPdf(reply, await quotations().pdf(request.params.id, { staff: true })),
  );

  api.post(
    '/quotations/:id/status',
    access('quotations', {
      summary: 'Mark a quotation sent, won or lost (a new one may be won or lost directly; won and lost are final)',
      querystring: LangQuery,
      params: IdParams,
      body: QuotationStepSchema,
      response: { 200: QuotationSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => quotations().step(staffActor(request), request.params.id, request.body),
  );

  api.post(
    '/quotations/:id/order-link',
    access('quotations', {
      summary: 'Email the customer the link to order a won quotation through the checkout (again: the same link)',
      description:
        'In the quotation’s language; the link holds until the end of `validUntil`, Swiss time. 409 ' +
        'STATUS_CHANGE_NOT_ALLOWED unless the quotation is won, 410 QUOTATION_EXPIRED past its last day.',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: QuotationSchema, 409: ErrorResponse, 410: ErrorResponse, ...errors },
    }),
    async (request) => quotations().sendOrderLink(staffActor(request), request.params.id),
  );
}
