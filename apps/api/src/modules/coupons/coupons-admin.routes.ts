import { CouponWriteSchema } from '@beast/domain/cart/coupon-write.schema';
import {
  ADMIN_COUPONS_PAGE_SIZE,
  AdminCouponActivationSchema,
  AdminCouponFilterSchema,
  AdminCouponListSchema,
  AdminCouponSchema,
  AdminCouponUpdateSchema,
  AdminRedemptionListSchema,
  AdminWrittenSchema,
  couponState,
} from '@beast/domain/staff/catalogue-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';
import { createCouponsAdminRepository } from './coupons-admin.repository';
import { storedCoupon } from './coupons-write.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const changeErrors = { ...errors, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * The Coupons screen's API (sales and admins): coupons with their redemptions; created, edited and switched
 * off through the coupons' write use cases, each change naming the revision it was made from.
 */
export function couponsAdminRoutes(
  app: FastifyInstance,
  { access, db, clock, writes }: { access: AdminAccess; db: Db; clock: Clock; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repository = createCouponsAdminRepository(db);
  const coupons = () => writes().coupons;
  const written = async (id: number) => ({ id, revision: (await coupons().readCoupon(id)).revision });

  api.get(
    '/coupons',
    access('coupons', {
      summary: 'Coupons, newest first, by state and part of the code, with how often each was redeemed',
      querystring: pagingQuery(ADMIN_COUPONS_PAGE_SIZE, 200).extend(AdminCouponFilterSchema.shape),
      response: { 200: AdminCouponListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      const now = clock();
      const { rows, total } = await repository.list(filter, now, offset, limit);
      const data = rows.flatMap(({ coupon: row, redemptions }) => {
        const coupon = storedCoupon(row);
        return coupon ? [{ id: row.id, state: couponState(coupon, now), redemptions, coupon }] : [];
      });
      return { data, offset, limit, total };
    },
  );

  api.post(
    '/coupons',
    access('coupons', {
      summary: 'A new coupon: a percentage or an amount off, its dates, caps and what it applies to',
      querystring: LangQuery,
      body: CouponWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await coupons().createCoupon(staffActor(request), request.body);
      return reply.code(201).send(await written(id));
    },
  );

  api.get(
    '/coupons/:id',
    access('coupons', {
      summary: 'A coupon as its form shows it, with its revision and how often it was redeemed',
      params: IdParams,
      response: { 200: AdminCouponSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { id, revision, coupon } = await coupons().readCoupon(request.params.id);
      const redemptions = await repository.redemptionCount(id);
      return { id, revision, coupon, redemptions, state: couponState(coupon, clock()) };
    },
  );

  api.put(
    '/coupons/:id',
    access('coupons', {
      summary: 'Replace a coupon; 409 REVISION_CONFLICT when it changed since `revision` was read',
      querystring: LangQuery,
      params: IdParams,
      body: AdminCouponUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, coupon } = request.body;
      await coupons().updateCoupon(staffActor(request), request.params.id, coupon, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/coupons/:id/activation',
    access('coupons', {
      summary: 'Switch a coupon off (customers can no longer use it) or on again',
      querystring: LangQuery,
      params: IdParams,
      body: AdminCouponActivationSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, isActive } = request.body;
      await coupons().setCouponActive(staffActor(request), request.params.id, isActive, revision);
      return written(request.params.id);
    },
  );

  api.get(
    '/coupons/:id/redemptions',
    access('coupons', {
      summary: "A coupon's redemptions, newest first",
      params: IdParams,
      querystring: pagingQuery(ADMIN_COUPONS_PAGE_SIZE, 200),
      response: { 200: AdminRedemptionListSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { id } = await coupons().readCoupon(request.params.id);
      const { offset, limit } = request.query;
      const { rows, total } = await repository.redemptions(id, offset, limit);
      const data = rows.map((row) => ({
        id: row.id,
        at: row.redeemedAt.toISOString(),
        email: row.email,
        customerAccount: row.userId !== null,
        orderId: row.orderId,
      }));
      return { data, offset, limit, total };
    },
  );
}
