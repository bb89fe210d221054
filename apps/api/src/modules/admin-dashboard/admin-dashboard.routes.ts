import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import {
  type AdminDashboard,
  AdminDashboardSchema,
  addIsoDays,
  DASHBOARD_DAYS,
  mondayOf,
  WAITING_STATUSES,
} from '@beast/domain/orders/admin-dashboard-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { AdminAccess } from '../admin/admin-access';
import { createAdminDashboardRepository } from './admin-dashboard.repository';

/** The back office's home for roles that read orders: GET /api/admin/dashboard. */
export function adminDashboardRoutes(
  app: FastifyInstance,
  { access, db, clock }: { access: AdminAccess; db: Db; clock: Clock },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    access('orders.read', {
      summary: 'Today’s and this week’s orders and revenue, 30 days of revenue, orders waiting, editions left',
      querystring: LangQuery,
      response: { 200: AdminDashboardSchema, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
    }),
    async (request) => dashboard(db, swissIsoToday(clock()), request.locale),
  );
}

/** Five grouped queries, whatever the number of orders; the days are filled in here, empty ones as 0. */
export async function dashboard(db: Db, today: string, locale: Locale): Promise<AdminDashboard> {
  const repository = createAdminDashboardRepository(db);
  const first = addIsoDays(today, -(DASHBOARD_DAYS - 1));
  const ordered = await repository.ordersPerDay(first);
  const paid = await repository.paidPerDay(first);
  const refunded = await repository.refundedPerDay(first);
  const waiting = await repository.waitingCounts();
  const editions = await repository.editions(locale);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addIsoDays(first, index);
    return {
      date,
      orders: ordered.get(date) ?? 0,
      revenue: chf((paid.get(date) ?? 0) - (refunded.get(date) ?? 0)),
    };
  });
  const since = (from: string) => {
    const span = days.filter((day) => day.date >= from);
    return {
      from,
      orders: span.reduce((sum, day) => sum + day.orders, 0),
      revenue: chf(span.reduce((sum, day) => sum + day.revenue.amount, 0)),
    };
  };
  return {
    today: since(today),
    week: since(mondayOf(today)),
    days,
    waiting: WAITING_STATUSES.map((status) => ({ status, count: waiting.get(status) ?? 0 })),
    editions: editions.map(({ size, sold, ...edition }) => ({
      ...edition,
      size: size ?? 0,
      sold,
      left: Math.max(0, (size ?? 0) - sold),
    })),
  };
}
