import { CouponCheckSchema } from '@beast/domain/cart/cart-api.schema';
import { CouponCodeRequestSchema } from '@beast/domain/validation/coupon.schema';
import { RecordIdParamSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import type { RateLimits } from '../../plugins/rate-limit';
import { createCouponsService } from './coupons.service';

const CouponParams = z.object({
  couponId: CouponCodeRequestSchema.describe('The code as the customer typed it'),
  productId: RecordIdParamSchema,
});

/** spec §7 POST /coupons/{couponId}/apply-to-products/{productId}: the coupon check (debounced 500 ms, spec §4). */
export function couponsRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; authenticateIfPresent: Authenticate; limits: RateLimits },
) {
  const service = createCouponsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/coupons/:couponId/apply-to-products/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Check a coupon code against a product: its discount on one unit',
        description:
          'No sign-in needed; with a bearer token the customer’s own redemptions count too. 404 COUPON_NOT_FOUND ' +
          'or PRODUCT_NOT_FOUND; 422 COUPON_EXPIRED outside its dates; 422 COUPON_INVALID when switched off, ' +
          'not for this product or used up. Rate limited per address (429 with Retry-After).',
        // Optional: `{}` lets a guest call it.
        security: [...BEARER_SECURITY, {}],
        params: CouponParams,
        querystring: LangQuery,
        response: {
          200: CouponCheckSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
      onRequest: deps.authenticateIfPresent,
      // Limited before the lookup: the endpoint is a way to guess codes.
      preHandler: (request) => deps.limits.enforce(request, 'coupon-check'),
    },
    async (request) => {
      const { couponId, productId } = request.params;
      return service.checkCoupon(request.locale, couponId, productId, request.userId || undefined);
    },
  );
}
