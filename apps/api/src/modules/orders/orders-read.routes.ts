import { pageOf } from '@beast/domain/catalog/product.schema';
import { OrderListQuerySchema, OrderSchema, OrderSummarySchema } from '@beast/domain/orders/orders-api.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import { createOrdersReadService, type OrdersReadDependencies } from './orders-read.service';

const tags = ['orders'];
const OrderPageSchema = pageOf(OrderSummarySchema);
// Loose: the validated headers replace the request's, and the others (Authorization…) must stay.
const OrderTokenHeaders = z.looseObject({
  'x-order-token': z.string().max(200).optional().describe('The guestToken of POST /orders, for a guest’s order'),
});

export interface OrdersReadRoutesDependencies extends OrdersReadDependencies {
  authenticate: Authenticate;
  authenticateIfPresent: Authenticate;
}

/** spec §7 GET /orders and GET /orders/{id}: My orders and an order's details. */
export function ordersReadRoutes(app: FastifyInstance, deps: OrdersReadRoutesDependencies) {
  const service = createOrdersReadService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'The signed-in customer’s orders, newest first: `active` (not yet delivered or cancelled) or `history`',
        security: BEARER_SECURITY,
        querystring: OrderListQuerySchema.extend(LangQuery.shape),
        response: { 200: OrderPageSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: deps.authenticate,
    },
    async (request) => service.listOrders(request.userId, request.locale, request.query),
  );

  api.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its lines, fees, payments and what is due: its owner, or a guest with X-Order-Token',
        description: 'Anyone else’s order answers 404 ORDER_NOT_FOUND, like an unknown one.',
        security: [...BEARER_SECURITY, {}],
        params: IdParamsSchema,
        headers: OrderTokenHeaders,
        querystring: LangQuery,
        response: { 200: OrderSchema, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      onRequest: deps.authenticateIfPresent,
    },
    async (request) =>
      service.getOrder(
        request.params.id,
        { userId: request.userId || undefined, orderToken: request.headers['x-order-token'] },
        request.locale,
      ),
  );
}
