import { AddCartLineRequestSchema, CartSchema, UpdateCartLineRequestSchema } from '@beast/domain/cart/cart-api.schema';
import { RecordIdParamSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import { createCartService } from './cart.service';

const tags = ['cart'];
const LineParams = z.object({
  id: RecordIdParamSchema.describe('The line’s cartItemId'),
});
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * spec §7 /carts…: the signed-in user's cart. Every route needs the bearer access token and answers the
 * whole cart, priced by the server; a line of someone else answers 404 like an unknown one.
 */
export function cartRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; authenticate: Authenticate }) {
  const service = createCartService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/carts',
    {
      schema: {
        tags,
        summary: 'The signed-in cart with its totals (spec §3 Cart)',
        security: BEARER_SECURITY,
        querystring: LangQuery,
        response: { 200: CartSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: deps.authenticate,
    },
    async (request) => service.getCart(request.userId, request.locale),
  );

  // The router ignores a trailing slash: this answers both POST /carts and spec §7's POST /carts/.
  api.post(
    '/carts',
    {
      schema: {
        tags,
        summary: 'Add a line, or add units to the same product with the same options and attachment',
        description:
          'Prices, totals or currencies in the body are ignored. 404 PRODUCT_NOT_FOUND for an unknown or ' +
          'withdrawn product; 400 naming `quantity` past the line maximum, or `attachTo` for anything but a ' +
          'service on a bike line of this cart; 409 OUT_OF_STOCK past the units left of a limited edition.',
        security: BEARER_SECURITY,
        querystring: LangQuery,
        body: AddCartLineRequestSchema,
        response: { 201: CartSchema, 409: ErrorResponse, ...errors },
      },
      onRequest: deps.authenticate,
    },
    async (request, reply) => {
      const cart = await service.addLine(request.userId, request.locale, request.body);
      return reply.code(201).send(cart);
    },
  );

  api.put(
    '/carts/:id',
    {
      schema: {
        tags,
        summary: 'Change a line’s quantity and/or coupon (`couponName: null` removes it)',
        description:
          'The coupon is checked like POST /coupons/{couponId}/apply-to-products/{productId} ' +
          '(404 COUPON_NOT_FOUND, 422 COUPON_EXPIRED or COUPON_INVALID); on any error the line is unchanged.',
        security: BEARER_SECURITY,
        params: LineParams,
        querystring: LangQuery,
        body: UpdateCartLineRequestSchema,
        response: { 200: CartSchema, 409: ErrorResponse, 422: ErrorResponse, ...errors },
      },
      onRequest: deps.authenticate,
    },
    async (request) => service.updateLine(request.userId, request.locale, request.params.id, request.body),
  );

  api.delete(
    '/carts/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line; removing a bike also removes the services attached to it',
        security: BEARER_SECURITY,
        params: LineParams,
        querystring: LangQuery,
        response: { 200: CartSchema, ...errors },
      },
      onRequest: deps.authenticate,
    },
    async (request) => service.removeLine(request.userId, request.locale, request.params.id),
  );
}
