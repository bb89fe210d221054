import { PayRequestSchema, PlaceOrderRequestSchema } from '@beast/domain/checkout/checkout-api.schema';
import {
  ClaimOrderRequestSchema,
  OrderQuoteSchema,
  OrderSchema,
  PayResultSchema,
  PlacedOrderSchema,
} from '@beast/domain/orders/orders-api.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, idempotencyKey, LangQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import type { RateLimits } from '../../plugins/rate-limit';
import type { OrderPaymentService } from './order-payment.service';
import { createOrdersService, type OrdersServiceDependencies } from './orders.service';

const tags = ['checkout'];

// Loose: the validated headers replace the request's, and the others (Authorization…) must stay.
const OrderHeaders = z.looseObject({ 'idempotency-key': idempotencyKey });
const PayHeaders = z.looseObject({
  'idempotency-key': idempotencyKey,
  'x-order-token': z.string().max(200).optional().describe('The guestToken of POST /orders, for a guest’s order'),
});

/** Optional: `{}` lets a guest call it. */
const OPTIONAL_BEARER = [...BEARER_SECURITY, {}];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse };

export interface CheckoutRoutesDependencies extends Omit<OrdersServiceDependencies, 'db' | 'clock'> {
  db: Db;
  clock: Clock;
  authenticate: Authenticate;
  authenticateIfPresent: Authenticate;
  limits: RateLimits;
  payments: OrderPaymentService;
}

/**
 * spec §7 /orders…: quoting and placing an order (guests and signed-in customers), paying an order or a
 * vehicle's order. Prices, totals, currency and instalment amounts are the server's: the request schemas
 * have no such fields, and anything sent is dropped.
 */
export function checkoutRoutes(app: FastifyInstance, deps: CheckoutRoutesDependencies) {
  const service = createOrdersService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/orders/quote',
    {
      schema: {
        tags,
        summary:
          'Price the checkout (lines, coupons, fees, VAT, instalment plan) and check the delivery; nothing is saved',
        description:
          'Same body as POST /orders. Signed in: the server cart is priced and `lines` ignored; guest: `lines` is the ' +
          'offline cart. 422 CART_EMPTY, DELIVERY_METHOD_UNAVAILABLE (services only, by courier), COUPON_INVALID or ' +
          'COUPON_EXPIRED (`fields` names `lines.<index>.couponName`), DAY_UNAVAILABLE, NO_TIME_SLOTS; 404 ' +
          'PRODUCT_NOT_FOUND, COUPON_NOT_FOUND, PICK_UP_CENTER_NOT_FOUND; 409 OUT_OF_STOCK; 400 DELIVERY_WINDOW_REQUIRED ' +
          'or VALIDATION_FAILED. Rate limited per address.',
        security: OPTIONAL_BEARER,
        querystring: LangQuery,
        body: PlaceOrderRequestSchema,
        response: { 200: OrderQuoteSchema, 429: ErrorResponse, ...errors },
      },
      onRequest: deps.authenticateIfPresent,
      preHandler: (request) => deps.limits.enforce(request, 'order-quote'),
    },
    async (request) =>
      service.quote({ body: request.body, userId: request.userId || undefined, locale: request.locale }),
  );

  api.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Place the order: priced, stock and delivery place reserved, confirmation emailed, in one step',
        description:
          'Needs an `Idempotency-Key` header (400 naming it when missing); the same key answers the first answer, ' +
          'with another body 422 IDEMPOTENCY_KEY_REUSED. Errors as POST /orders/quote, plus 409 OUT_OF_STOCK when the ' +
          'last units of an edition went to someone else and 409 SLOT_TAKEN when the delivery place did. ' +
          '`contacts.deliveryTypeId` must name `delivery.method`. A guest gets `guestToken` (header X-Order-Token) ' +
          'to pay and read this order; `registration` says whether an account was created for the guest.',
        security: OPTIONAL_BEARER,
        headers: OrderHeaders,
        querystring: LangQuery,
        body: PlaceOrderRequestSchema,
        response: { 201: PlacedOrderSchema, 429: ErrorResponse, ...errors },
      },
      onRequest: deps.authenticateIfPresent,
      preHandler: (request) => deps.limits.enforce(request, 'place-order'),
    },
    async (request, reply) => {
      const answer = await service.placeOrder({
        body: request.body,
        userId: request.userId || undefined,
        locale: request.locale,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.statusCode).send(answer.body as z.infer<typeof PlacedOrderSchema>);
    },
  );

  api.post(
    '/orders/:id/claim',
    {
      schema: {
        tags,
        summary: 'Add a guest order placed with your address to your account, with the token of the emailed link',
        description:
          'A guest order placed with the address of an existing account stays out of that account: the address’s ' +
          'owner is emailed a link with `claimToken`. Signed in with an account of that address, this attaches ' +
          'the order (again: the same answer). A wrong token, or an order of another account, answers 404 ' +
          'ORDER_NOT_FOUND; the right token in an account of another address answers 403 ORDER_CLAIM_OTHER_ACCOUNT.',
        security: BEARER_SECURITY,
        params: IdParamsSchema,
        querystring: LangQuery,
        body: ClaimOrderRequestSchema,
        response: { 200: OrderSchema, 403: ErrorResponse, ...errors },
      },
      onRequest: deps.authenticate,
    },
    async (request) =>
      service.claimOrder({
        orderId: request.params.id,
        claimToken: request.body.claimToken,
        userId: request.userId,
        locale: request.locale,
      }),
  );

  const payResponses = {
    200: PayResultSchema,
    402: ErrorResponse,
    502: ErrorResponse,
    503: ErrorResponse,
    ...errors,
  };
  const payDescription =
    'The amount is the server’s: the unpaid total, or the next instalment. Needs an `Idempotency-Key` header. ' +
    '402 PAYMENT_REFUSED or 502 PAYMENT_PROCESSING_ERROR leave the order (PAYMENT_FAILED) to retry with a new key; ' +
    '409 ORDER_ALREADY_PAID, ORDER_NOT_PAYABLE (cancelled), PAYMENT_IN_PROGRESS, OUT_OF_STOCK or SLOT_TAKEN (the ' +
    'reservation ran out and the units or the place are gone). `outcome: requires_action` (Stripe) comes with the ' +
    'client secret for the card element.';

  api.post(
    '/orders/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pay what is due on an order: its owner’s bearer token, or the guest’s X-Order-Token',
        description: `${payDescription} Anyone else's order answers 404 ORDER_NOT_FOUND.`,
        security: OPTIONAL_BEARER,
        params: IdParamsSchema,
        headers: PayHeaders,
        querystring: LangQuery,
        body: PayRequestSchema,
        response: payResponses,
      },
      onRequest: deps.authenticateIfPresent,
      // Card testing: a stolen card list tried against one order stops at the per-order limit.
      preHandler: (request) => deps.limits.enforce(request, 'pay', `order:${request.params.id}`),
    },
    async (request) => {
      const answer = await deps.payments.payOrder({
        orderId: request.params.id,
        userId: request.userId || undefined,
        orderToken: request.headers['x-order-token'],
        idempotencyKey: request.headers['idempotency-key'],
        paymentToken: request.body.paymentToken,
        locale: request.locale,
      });
      return answer.body;
    },
  );

  api.post(
    '/vehicles/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pay the next amount due on the order that bought this vehicle (signed-in owner)',
        description: `${payDescription} Anyone else's vehicle answers 404 VEHICLE_NOT_FOUND.`,
        security: BEARER_SECURITY,
        params: IdParamsSchema,
        headers: OrderHeaders,
        querystring: LangQuery,
        body: PayRequestSchema,
        response: payResponses,
      },
      onRequest: deps.authenticate,
      preHandler: (request) => deps.limits.enforce(request, 'pay', `vehicle:${request.params.id}`),
    },
    async (request) => {
      const answer = await deps.payments.payVehicle({
        vehicleId: request.params.id,
        userId: request.userId,
        idempotencyKey: request.headers['idempotency-key'],
        paymentToken: request.body.paymentToken,
        locale: request.locale,
      });
      return answer.body;
    },
  );
}
