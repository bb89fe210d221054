import { MoneySchema } from '../money/money.schema';
import { z } from '../zod';
import type { OrderStatus } from './order-status';

/**
 * GET /admin/dashboard (orders.read): the back office's overview of the shop's days. Days are Swiss calendar
 * days (Europe/Zurich); revenue is what customers paid minus what was refunded, on the day it happened.
 */

/** The chart's span, today included. */
export const DASHBOARD_DAYS = 30;

/**
 * The statuses in which an order waits for staff: paid and not dispatched yet (three steps), ready for a
 * pick-up to be handed over, or a payment that failed (the customer may need a call).
 */
export const WAITING_STATUSES = [
  'PAYMENT_SENT',
  'ORDER_BEING_PROCESS',
  'AWAITING_DISPATCH',
  'READY_FOR_PICK_UP',
  'PAYMENT_FAILED',
] as const satisfies readonly OrderStatus[];

const PeriodSchema = z.object({
  /** The period's first day (yyyy-mm-dd): today, or this week's Monday. */
  from: z.string(),
  orders: z.number().int().nonnegative(),
  revenue: MoneySchema,
});

export const AdminDashboardSchema = z.object({
  today: PeriodSchema,
  week: PeriodSchema,
  /** The last DASHBOARD_DAYS days, oldest first, each with its orders placed and its revenue. */
  days: z.array(z.object({ date: z.string(), orders: z.number().int().nonnegative(), revenue: MoneySchema })),
  /** Every waiting status in WAITING_STATUSES' order, with how many orders are in it (0 included). */
  waiting: z.array(z.object({ status: z.enum(WAITING_STATUSES), count: z.number().int().nonnegative() })),
  /** Limited editions (spec §9) in the request's language: units that exist, sold and left. */
  editions: z.array(
    z.object({
      productId: z.number().int().positive(),
      name: z.string(),
      size: z.number().int().nonnegative(),
      sold: z.number().int().nonnegative(),
      left: z.number().int().nonnegative(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** A day `count` days after `isoDay` (negative: before), as yyyy-mm-dd, without time zones. */
export function addIsoDays(isoDay: string, count: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + count)).toISOString().slice(0, 10);
}

/** The Monday of `isoDay`'s week (Swiss weeks start on Monday). */
export function mondayOf(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return addIsoDays(isoDay, -weekday);
}
