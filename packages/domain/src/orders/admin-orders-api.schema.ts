import { pageOf } from '../catalog/product.schema';
import { DeliveryChoiceSchema, DeliveryMethodSchema } from '../checkout/checkout-api.schema';
import { CURRENCY } from '../constants/business';
import { FREE_TEXT_MAX_LENGTH } from '../constants/field-limits';
import { LOCALES } from '../i18n/locale';
import { MoneySchema } from '../money/money.schema';
import { SentEmailSchema } from '../staff/sent-email.schema';
import { formObject, lengthBetween, requiredText } from '../validation/text-rules';
import { z } from '../zod';
import { ORDER_STATUS_COLOURS, OrderStatusSchema } from './order-status';
import { OrderSchema } from './orders-api.schema';

/**
 * The back office's Orders screens (/api/admin/orders): the list with its filters, the order page and the
 * actions staff take on an order. sales and admin read and act; support reads, writes notes and resends
 * emails (the roles table, staff-roles.ts).
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;

export const ADMIN_ORDER_SORTS = ['date', 'total', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** A single payment, or any instalment plan. */
export const PAYMENT_PLAN_FILTERS = ['single', 'instalments'] as const;
export type PaymentPlanFilter = (typeof PAYMENT_PLAN_FILTERS)[number];

export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 100;

/** A calendar day of the filter (yyyy-mm-dd), read as a whole day in Swiss time. */
const DaySchema = z.iso.date();

/**
 * GET /admin/orders and its CSV export: every filter is optional; days are Swiss calendar days, both
 * included; `search` finds an order number, an email or a customer's name (any part, any case).
 */
export const AdminOrderFilterSchema = z.object({
  status: OrderStatusSchema.optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  deliveryMethod: DeliveryMethodSchema.optional(),
  centreId: z.coerce.number().int().positive().optional(),
  paymentPlan: z.enum(PAYMENT_PLAN_FILTERS).optional(),
  search: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('date'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type AdminOrderFilter = z.infer<typeof AdminOrderFilterSchema>;

/** One row of the list. */
export const AdminOrderSummarySchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  statusColour: z.enum(ORDER_STATUS_COLOURS),
  customerName: z.string(),
  email: z.string(),
  deliveryMethod: DeliveryMethodSchema,
  /** The pick-up centre's name in the request's language; null for courier orders. */
  centreName: z.string().nullable(),
  /** Months of the instalment plan; null for a single payment. */
  planMonths: z.number().int().positive().nullable(),
  total: MoneySchema,
  amountPaid: MoneySchema,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = pageOf(AdminOrderSummarySchema);
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** Who made a status change: the customer, a staff member (named), an operator's command or the shop. */
export const HISTORY_AUTHOR_KINDS = ['customer', 'staff', 'operator', 'system'] as const;
export type HistoryAuthorKind = (typeof HISTORY_AUTHOR_KINDS)[number];

export const AdminOrderHistoryEntrySchema = z.object({
  at: z.string(),
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  author: z.object({ kind: z.enum(HISTORY_AUTHOR_KINDS), name: z.string().nullable() }),
  note: z.string().nullable(),
});

export const AdminOrderNoteSchema = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  at: z.string(),
  staff: z.object({ id: z.number().int().positive(), name: z.string() }),
});
export type AdminOrderNote = z.infer<typeof AdminOrderNoteSchema>;

/** An instalment of the order's plan: when it falls due, how much, and whether it is paid. */
export const InstalmentSchema = z.object({
  number: z.number().int().positive(),
  dueDate: z.string(),
  amount: MoneySchema,
  paid: z.boolean(),
});

/** A refund of (part of) a payment, given back through the payment processor. */
export const REFUND_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const AdminRefundSchema = z.object({
  id: z.number().int().positive(),
  /** The payment it gives money back from. */
  paymentId: z.number().int().positive(),
  amount: MoneySchema,
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  staff: z.object({ id: z.number().int().positive(), name: z.string() }),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** GET /admin/orders/:id: the order as the customer sees it, and what only staff see. */
export const AdminOrderSchema = OrderSchema.extend({
  /** What a change of this order sends back (`version`): a change made meanwhile is refused (409). */
  version: z.number().int().positive(),
  email: z.string(),
  language: z.enum(LOCALES),
  /** The statuses the state machine allows next, for this order's delivery method. */
  nextStatuses: z.array(OrderStatusSchema),
  instalments: z.array(InstalmentSchema),
  history: z.array(AdminOrderHistoryEntrySchema),
  emails: z.array(SentEmailSchema),
  notes: z.array(AdminOrderNoteSchema),
  /** Newest first; `amountRefunded` counts the succeeded ones. */
  refunds: z.array(AdminRefundSchema),
  amountRefunded: MoneySchema,
  /** What a refund may still give back: paid minus refunded (spec §3 has no refunded status, so it is shown). */
  refundable: MoneySchema,
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

const VersionSchema = z.coerce.number({ error: 'validation.invalid' }).int().positive();

/** POST /admin/orders/:id/status: to one of `nextStatuses`; cancelling gives back units and places. */
export const AdminOrderStatusChangeSchema = formObject({
  version: VersionSchema,
  status: OrderStatusSchema,
  note: z.string().trim().max(FREE_TEXT_MAX_LENGTH, { error: 'validation.orderNote.length' }).nullish(),
});
export type AdminOrderStatusChange = z.infer<typeof AdminOrderStatusChangeSchema>;

/** PUT /admin/orders/:id/delivery: another day and window (courier) or slot (same or another centre). */
export const AdminOrderDeliveryChangeSchema = formObject({
  version: VersionSchema,
  delivery: DeliveryChoiceSchema,
});
export type AdminOrderDeliveryChange = z.infer<typeof AdminOrderDeliveryChangeSchema>;

/** POST /admin/orders/:id/notes */
export const AdminOrderNoteRequestSchema = formObject({
  text: requiredText('validation.orderNote.required', [
    lengthBetween(1, FREE_TEXT_MAX_LENGTH, 'validation.orderNote.length'),
  ]),
});
export type AdminOrderNoteRequest = z.infer<typeof AdminOrderNoteRequestSchema>;

/** The header a refund must carry: a retried or doubled request with the same key refunds once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST /admin/orders/:id/refunds (with an Idempotency-Key header): money given back to the customer's card,
 * at most what was paid and not refunded yet (400 REFUND_EXCEEDS_PAID otherwise).
 */
export const AdminRefundRequestSchema = formObject({
  amount: z.object(
    {
      amount: z
        .number({ error: 'validation.refund.amount' })
        .int({ error: 'validation.refund.amount' })
        .positive({ error: 'validation.refund.amount' }),
      currency: z.literal(CURRENCY, { error: 'validation.refund.amount' }),
    },
    { error: 'validation.refund.amount' },
  ),
  reason: requiredText('validation.refund.reason.required', [
    lengthBetween(1, FREE_TEXT_MAX_LENGTH, 'validation.refund.reason.length'),
  ]),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

/** What a refund may still give back: what was paid and not refunded yet, never below zero. */
export function refundableCentimes(amountPaid: number, amountRefunded: number): number {
  return Math.max(0, amountPaid - amountRefunded);
}
