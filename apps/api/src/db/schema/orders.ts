import { type CentreKind, PICK_UP_SLOT_DEFAULTS } from '@beast/domain/checkout/centre-write.schema';
import type { WorkHours } from '@beast/domain/checkout/checkout-api.schema';
import type { CheckoutType, DeliveryMethod } from '@beast/domain/checkout/checkout-rules';
import type { InstalmentPlan } from '@beast/domain/checkout/instalments';
import type { PlaceKind } from '@beast/domain/checkout/slot-capacity.rules';
import type { Locale } from '@beast/domain/i18n/locale';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import type { OrderFee } from '@beast/domain/orders/orders-api.schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { emailOutbox, users } from './accounts';
import { coupons } from './cart';
import { products, specialOffers } from './catalog';
import { staffMembers } from './staff';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** spec §3 Experience center, §2 the 13 centres. Names and towns are translated (Genève, Genf). */
export const pickUpCenters = pgTable(
  'pick_up_centers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Record<Locale, string>>().notNull(),
    city: jsonb('city').$type<Record<Locale, string>>().notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    workHours: jsonb('work_hours').$type<WorkHours[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    pickUpSlotMinutes: integer('pick_up_slot_minutes').notNull().default(PICK_UP_SLOT_DEFAULTS.minutes),
    pickUpSlotCapacity: integer('pick_up_slot_capacity').notNull().default(PICK_UP_SLOT_DEFAULTS.capacity),
    /** Where the centres page's map places it (WGS 84 degrees). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** An experience centre (test rides, service, pick-up) or a partner shop that sells the bikes. */
    kind: text('kind').$type<CentreKind>().notNull().default('experience-centre'),
    /** A few sentences for the centres page, per language. */
    description: jsonb('description').$type<Partial<Record<Locale, string>>>(),
  },
  (t) => [
    uniqueIndex('pick_up_centers_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
    check('pick_up_centers_slots', sql`${t.pickUpSlotMinutes} > 0 AND ${t.pickUpSlotCapacity} > 0`),
  ],
);

/**
 * Booked places of a courier window (per zone) or a pick-up slot (per centre) on one day, and of test rides
 * (a centre's slot, a model's demo bikes in it). Booking is one
 * `INSERT … ON CONFLICT DO UPDATE SET booked = booked + 1 WHERE booked < capacity`: the row lock makes the
 * last place go to exactly one customer, and the CHECK makes overbooking impossible even by mistake.
 */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PlaceKind>().notNull(),
    /** The courier zone, or the centre's id as text (test rides: `<centre>` and `<centre>:<product>`). */
    location: text('location').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    timeWindow: text('time_window').notNull(),
    booked: integer('booked').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    unique('delivery_slot_bookings_slot').on(t.kind, t.location, t.date, t.timeWindow),
    check('delivery_slot_bookings_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** Human order numbers ("BB-26-000042"), independent of ids so they can be quoted on the phone. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export interface OrderContactsRecord {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  city: string;
  zipCode: string;
  address: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    /**
     * The customer's account: the signed-in buyer, or the account created for the guest at checkout. A guest
     * order placed with the address of an existing account stays a guest order (null) until that account's
     * owner claims it: anyone can type anyone's address at the checkout.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The language of the checkout: every email about this order uses it. */
    language: text('language').$type<Locale>().notNull(),
    type: text('type').$type<CheckoutType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('RECEIVED'),
    contacts: jsonb('contacts').$type<OrderContactsRecord>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    zipCode: text('zip_code').notNull(),
    isStandardZip: boolean('is_standard_zip').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    timeWindow: text('time_window'),
    pickUpCenterId: integer('pick_up_center_id').references(() => pickUpCenters.id),
    /** The slot booking this order holds (released with the reservation). */
    slotBookingId: integer('slot_booking_id').references(() => deliverySlotBookings.id),
    comment: text('comment'),
    /** Centimes, Swiss VAT included; computed by the server in the order's transaction. */
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    feesTotal: integer('fees_total').notNull(),
    total: integer('total').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    fees: jsonb('fees').$type<OrderFee[]>().notNull().default([]),
    /** The instalment plan as agreed (null: single payment). */
    paymentPlan: jsonb('payment_plan').$type<InstalmentPlan>(),
    amountPaid: integer('amount_paid').notNull().default(0),
    /** Centimes given back by succeeded refunds (the `refunds` table); never more than `amount_paid`. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** SHA-256 of the token a guest uses to pay and see this order (header X-Order-Token). */
    guestTokenHash: text('guest_token_hash'),
    /**
     * SHA-256 of the token emailed to the account of the order's address ("add it to your account"); with it,
     * that account's owner, signed in, attaches the guest order (POST /orders/{id}/claim).
     */
    claimTokenHash: text('claim_token_hash'),
    /** Limited-edition units and the slot are held until then unless paid; null once paid or released. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    reservationReleasedAt: timestamp('reservation_released_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Raised by every change of the order's status or delivery: a staff member's change names the version
     * they saw, so of two changes made from the same page the second is refused instead of overwriting.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The back office's list: newest first, or one status newest first.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_reservation_idx').on(t.reservedUntil).where(sql`${t.reservedUntil} IS NOT NULL`),
    check('orders_amounts', sql`${t.total} >= 0 AND ${t.amountPaid} >= 0`),
    check('orders_refunds_within_paid', sql`${t.amountRefunded} >= 0 AND ${t.amountRefunded} <= ${t.amountPaid}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitOriginalPrice: integer('unit_original_price').notNull(),
    configuratorOptions: jsonb('configurator_options').$type<Record<string, string>>(),
    attachedToLineId: integer('attached_to_line_id').references((): AnyPgColumn => orderLines.id, {
      onDelete: 'cascade',
    }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponName: text('coupon_name'),
    discount: integer('discount').notNull().default(0),
    lineTotal: integer('line_total').notNull(),
    /** The special offer whose price the line's first unit was sold at; it counts against the offer's caps. */
    specialOfferId: integer('special_offer_id').references(() => specialOffers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_special_offer_idx').on(t.specialOfferId),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Numbered units of limited editions (spec §9). A row is a unit held by an order line; releasing the
 * reservation deletes it, and the next buyer gets the smallest free number. `products.edition_sold`
 * counts the rows and its CHECK (sold ≤ size) is what makes overselling impossible.
 */
export const editionUnits = pgTable(
  'edition_units',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    unitNumber: integer('unit_number').notNull(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.unitNumber] }), index('edition_units_line_idx').on(t.orderLineId)],
);

/** Every status change, who made it and why (the operators' script, payments, reservation expiry). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<'customer' | 'payment' | 'operator' | 'system' | 'staff'>().notNull(),
    /** The staff member who made a change in the back office (actor `staff`). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

export type PaymentStatus = 'processing' | 'succeeded' | 'failed';

/**
 * One attempt to charge an order. At most one attempt per order is processing at a time (partial
 * unique index), and the provider receives `providerIdempotencyKey`, so a retried or doubled request
 * never charges twice. No card number or security code is ever stored: only brand and last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CHF'),
    status: text('status').$type<PaymentStatus>().notNull(),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    providerRef: text('provider_ref'),
    providerIdempotencyKey: text('provider_idempotency_key').notNull().unique(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    /**
     * The Idempotency-Key of the request that started the attempt: settling the attempt (the request
     * itself, the webhook, a read or the sweep) stores its outcome there, so a retry with that key
     * answers what happened instead of "in progress" (decision 0007).
     */
    idempotencyKeyId: integer('idempotency_key_id').references((): AnyPgColumn => idempotencyKeys.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.id),
    index('payments_idempotency_key_idx').on(t.idempotencyKeyId),
    uniqueIndex('payments_one_processing_per_order').on(t.orderId).where(sql`${t.status} = 'processing'`),
    index('payments_provider_ref_idx').on(t.providerRef),
    // The back office's dashboard: money received per Swiss day.
    index('payments_succeeded_created_idx').on(t.createdAt).where(sql`${t.status} = 'succeeded'`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type RefundStatus = 'processing' | 'succeeded' | 'failed';

/**
 * Money given back from a payment by a staff member. The row is the refund's Idempotency-Key record: unique on
 * (order, key), inserted and committed before the processor is called, so a retried or concurrent request
 * with the same key finds this refund instead of making a second one, and the processor receives
 * `providerIdempotencyKey` (derived from the row's id), so even a call repeated after a crash refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request's amount and reason: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CHF'),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    providerRef: text('provider_ref'),
    providerIdempotencyKey: text('provider_idempotency_key').notNull().unique(),
    failureReason: text('failure_reason'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('refunds_order_key').on(t.orderId, t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
    // The back office's dashboard: money given back per Swiss day.
    index('refunds_succeeded_created_idx').on(t.createdAt).where(sql`${t.status} = 'succeeded'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Webhook events already handled, by the provider's event id (providers deliver at least once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency-Key records (ARCHITECTURE: creating an order or a payment honours it). The row is inserted
 * in the request's own transaction, so a concurrent request with the same key waits on it and then
 * replays the stored answer; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** Whose key it is: "user:12" or "guest:<hash of the guest token or client address>". */
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_scope_key').on(t.scope, t.endpoint, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** A delivered bike (spec §2 My vehicles): one row per unit of a bike line of a delivered order. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    /** 1 … quantity of the line. */
    unitIndex: integer('unit_index').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    editionNumber: text('edition_number'),
    configuratorOptions: jsonb('configurator_options').$type<Record<string, string>>(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('vehicles_line_unit').on(t.orderLineId, t.unitIndex), index('vehicles_user_idx').on(t.userId, t.id)],
);

/** Internal notes staff write on an order: never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** Which emails of the outbox were about which order: what the back office's order page lists. */
export const orderEmails = pgTable(
  'order_emails',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.outboxId] })],
);
