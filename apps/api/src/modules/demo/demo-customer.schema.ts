import { CHECKOUT_TYPES } from '@beast/domain/checkout/checkout-rules';
import { INSTALMENT_PLAN_MONTHS } from '@beast/domain/constants/business';
import { LOCALES } from '@beast/domain/i18n/locale';
import { OrderStatusSchema } from '@beast/domain/orders/order-status';
import { z } from '@beast/domain/zod';

/**
 * The demo customer (ARCHITECTURE: demo content), as `content/demo/customer.json` describes them: an account
 * with orders in several statuses and two vehicles, so My orders, My vehicles and the pay actions have
 * something to show. Imported in demo mode only. Prices, fees and VAT come from the catalogue through the
 * checkout's own pricing, so the totals are the ones a real order would have.
 */
const DemoOrderSchema = z.object({
  type: z.enum(CHECKOUT_TYPES),
  placedDaysAgo: z.number().int().nonnegative(),
  lines: z
    .array(
      z.object({
        slug: z.string().min(1),
        quantity: z.number().int().positive().optional(),
        configuratorOptions: z.record(z.string(), z.string()).optional(),
      }),
    )
    .min(1),
  /** Days from today (negative: in the past); the courier window or the centre's first slot that day. */
  delivery: z.discriminatedUnion('method', [
    z.object({ method: z.literal('courier'), inDays: z.number().int() }),
    z.object({ method: z.literal('pickup'), centreSlug: z.string().min(1), inDays: z.number().int() }),
  ]),
  paymentPlanMonths: z.union(INSTALMENT_PLAN_MONTHS.map((months) => z.literal(months))).nullable(),
  /** Declined card attempts before any successful payment. */
  declinedAttempts: z.number().int().nonnegative(),
  /** Successful payments: the whole total, a number of instalments, or none. */
  paid: z.union([z.literal('in full'), z.literal('nothing'), z.object({ instalments: z.number().int().positive() })]),
  /** The statuses after RECEIVED, in order, through the state machine. */
  path: z.array(OrderStatusSchema),
  note: z.string().optional(),
});
export type DemoOrderSeed = z.infer<typeof DemoOrderSchema>;

/** The customer's account; the contacts are also what each order carries. */
export const DemoCustomerSchema = z.object({
  email: z.email(),
  /** Meets the §5 password rule; printed in the README's demo tips. */
  password: z.string().min(10),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  language: z.enum(LOCALES),
  countryCode: z.string().min(1),
  phoneNumber: z.string().min(1),
  country: z.string().min(1),
  city: z.string().min(1),
  zipCode: z.string().min(1),
  address: z.string().min(1),
  orders: z.array(DemoOrderSchema),
});
export type DemoCustomerSeed = z.infer<typeof DemoCustomerSchema>;
