import { Readable } from 'node:stream';
import type { Locale } from '@beast/domain/i18n/locale';
import {
  ADMIN_ORDERS_MAX_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZE,
  AdminOrderDeliveryChangeSchema,
  AdminOrderFilterSchema,
  AdminOrderListSchema,
  AdminOrderNoteRequestSchema,
  AdminOrderSchema,
  AdminOrderStatusChangeSchema,
  type AdminOrderSummary,
  AdminRefundRequestSchema,
} from '@beast/domain/orders/admin-orders-api.schema';
import { orderStatusLabelKey } from '@beast/domain/orders/order-status';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/translate';
import { CSV_BYTE_ORDER_MARK, csvRow } from '../../lib/csv';
import { nullsAsEmpty } from '../../lib/form-body';
import { ErrorResponse, idempotencyKey, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, signedInSession } from '../admin/admin-access';
import type { AdminOrdersService } from './admin-orders.service';
import type { AdminRefundsService } from './admin-refunds.service';

// Loose: the validated headers replace the request's, and the others (the cookie, the CSRF token) must stay.
const RefundHeaders = z.looseObject({ 'idempotency-key': idempotencyKey });

const errors = { 401: ErrorResponse, 403: ErrorResponse };
const orderErrors = { ...errors, 404: ErrorResponse };
const changeErrors = { ...orderErrors, 400: ErrorResponse, 409: ErrorResponse };

/**
 * The Orders screens' API (sales and admin act; support reads, writes notes and resends emails): the list
 * and its CSV export, one order, and the actions on it. Each action answers the order as it now is.
 */
export function adminOrdersRoutes(
  app: FastifyInstance,
  { access, service, refunds }: { access: AdminAccess; service: AdminOrdersService; refunds: AdminRefundsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staffId = (request: Parameters<typeof signedInSession>[0]) => signedInSession(request).member.id;

  api.get(
    '/orders',
    access('orders.read', {
      summary: 'Orders, filtered, searched (number, email, name) and sorted, paged on the server',
      querystring: pagingQuery(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE).extend(AdminOrderFilterSchema.shape),
      response: { 200: AdminOrderListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      return service.listOrders(filter, { offset, limit }, request.locale);
    },
  );

  api.get(
    '/orders/export.csv',
    access('orders.read', {
      summary: 'Every order the filters match, as CSV (streamed; cells a spreadsheet would run are kept as text)',
      querystring: LangQuery.extend(AdminOrderFilterSchema.shape),
      produces: ['text/csv'],
      // A stream of CSV lines, which Fastify sends as it is, never through a JSON serializer.
      response: {
        200: z.unknown().describe('text/csv, one line per order after the header'),
        400: ErrorResponse,
        ...errors,
      },
    }),
    async (request, reply) => {
      const { lang: _lang, ...filter } = request.query;
      const rows = service.matchingOrders(filter, request.locale);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(csvLines(rows, request.locale)));
    },
  );

  api.get(
    '/orders/:id',
    access('orders.read', {
      summary: 'One order: lines, totals, delivery, payments and instalments, status history, emails, notes',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: AdminOrderSchema, 400: ErrorResponse, ...orderErrors },
    }),
    async (request) => service.getOrder(request.params.id, request.locale),
  );

  api.post(
    '/orders/:id/status',
    {
      ...access('orders.write', {
        summary:
          'Move the order to one of its next statuses (the customer is emailed; cancelling gives back units and places)',
        params: IdParamsSchema,
        querystring: LangQuery,
        body: AdminOrderStatusChangeSchema,
        response: { 200: AdminOrderSchema, ...changeErrors },
      }),
      preValidation: nullsAsEmpty,
    },
    async (request) => service.changeStatus(staffId(request), request.params.id, request.body, request.locale),
  );

  api.put(
    '/orders/:id/delivery',
    {
      ...access('orders.write', {
        summary: 'Move the delivery to another day and window, or the pick-up to another slot with a free place',
        params: IdParamsSchema,
        querystring: LangQuery,
        body: AdminOrderDeliveryChangeSchema,
        response: { 200: AdminOrderSchema, 422: ErrorResponse, ...changeErrors },
      }),
    },
    async (request) => service.changeDelivery(staffId(request), request.params.id, request.body, request.locale),
  );

  api.post(
    '/orders/:id/notes',
    {
      ...access('notes.write', {
        summary: 'Add an internal note to the order (never shown to the customer)',
        params: IdParamsSchema,
        querystring: LangQuery,
        body: AdminOrderNoteRequestSchema,
        response: { 201: AdminOrderSchema, ...changeErrors },
      }),
      preValidation: nullsAsEmpty,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.addNote(staffId(request), request.params.id, request.body.text, request.locale)),
  );

  api.post(
    '/orders/:id/refunds',
    {
      ...access('orders.write', {
        summary:
          'Refund (part of) what was paid through the payment processor, once per Idempotency-Key (a retry answers the first refund)',
        params: IdParamsSchema,
        querystring: LangQuery,
        headers: RefundHeaders,
        body: AdminRefundRequestSchema,
        response: { 201: AdminOrderSchema, 422: ErrorResponse, 502: ErrorResponse, ...changeErrors },
      }),
      preValidation: nullsAsEmpty,
    },
    async (request, reply) => {
      const { id } = request.params;
      await refunds.refund(staffId(request), id, request.headers['idempotency-key'], request.body);
      return reply.code(201).send(await service.getOrder(id, request.locale));
    },
  );

  api.post(
    '/orders/:id/resend-confirmation',
    access('emails.resend', {
      summary: 'Send the order confirmation to the customer again, in the order’s language',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: AdminOrderSchema, ...orderErrors },
    }),
    async (request) => service.resendConfirmation(staffId(request), request.params.id, request.locale),
  );
}

const CSV_COLUMNS = [
  'number',
  'date',
  'status',
  'customer',
  'email',
  'delivery',
  'centre',
  'planMonths',
  'total',
  'paid',
] as const;

async function* csvLines(rows: AsyncIterable<AdminOrderSummary>, locale: Locale): AsyncGenerator<string> {
  const t = (key: string) => translate(locale, key);
  yield CSV_BYTE_ORDER_MARK + csvRow(CSV_COLUMNS.map((column) => t(`orders.csv.${column}`)));
  for await (const order of rows) {
    yield csvRow([
      order.number,
      order.createdAt,
      t(orderStatusLabelKey(order.status)),
      order.customerName,
      order.email,
      t(`orders.csv.${order.deliveryMethod}`),
      order.centreName,
      order.planMonths,
      (order.total.amount / 100).toFixed(2),
      (order.amountPaid.amount / 100).toFixed(2),
    ]);
  }
}
