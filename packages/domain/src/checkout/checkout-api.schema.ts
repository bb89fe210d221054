import { AttachToSchema, ConfiguratorOptionsSchema } from '../cart/cart-api.schema';
import { CART_LINE_MAX_QUANTITY, INSTALMENT_PLAN_MONTHS } from '../constants/business';
import { MoneySchema } from '../money/money.schema';
import { CheckoutContactsSchema } from '../validation/checkout-contacts.schema';
import { CouponCodeRequestSchema } from '../validation/coupon.schema';
import { multilineText } from '../validation/safe-text';
import { z } from '../zod';
import {
  CHECKOUT_TYPES,
  DELIVERY_METHODS,
  isIsoDate,
  ORDER_COMMENT_MAX_LENGTH,
  parseTimeWindow,
} from './checkout-rules';
import { DELIVERY_WINDOW_MESSAGES } from './delivery-window.rules';

/**
 * The checkout's API (spec §7 /zipcodes, /delivery-time-slots, /pick-up-center, /orders, /orders/{id}/pay,
 * and the week list whose path the spec leaves open: GET /delivery-week). The server prices everything:
 * no price, total, currency or instalment amount is part of a request, and any sent is dropped.
 */

export const CheckoutTypeSchema = z.enum(CHECKOUT_TYPES);
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS);

export const IsoDateSchema = z.string().refine(isIsoDate, { message: DELIVERY_WINDOW_MESSAGES.dateRequired });
export const TimeWindowSchema = z
  .string()
  .refine((value) => parseTimeWindow(value) !== undefined, { message: DELIVERY_WINDOW_MESSAGES.timeWindowRequired });

// ─── Experience centres (spec §3 Experience center, §2 the 13 centres) ──────────────────────────────

/** Opening hours of one weekday (1 = Monday … 7 = Sunday); a day missing from the list is closed. */
export const WorkHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});
export type WorkHours = z.infer<typeof WorkHoursSchema>;

/** GET /pick-up-center → PickUpCenter[] (the spec's entity; pickUpDate and timeSlot are the customer's choice). */
export const PickUpCenterSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  workHours: z.array(WorkHoursSchema),
  /** The coming days (ISO) within the booking horizon on which the centre hands nothing over. */
  closedDays: z.array(z.string()),
  isActive: z.boolean(),
  /** spec §3: Geneva is the default centre. */
  isDefault: z.boolean(),
});
export type PickUpCenter = z.infer<typeof PickUpCenterSchema>;

// ─── Courier delivery ─────────────────────────────────────────────────────────────────────────────────

/** GET /zipcodes/{zipcode}: a non-standard ZIP may still order; a sales manager calls (spec §4, §8). */
export const ZipcodeCheckSchema = z.object({
  zipcode: z.string(),
  isStandard: z.boolean(),
  /** The courier zone serving it, null when non-standard. */
  zone: z.string().nullable(),
});
export type ZipcodeCheck = z.infer<typeof ZipcodeCheckSchema>;

/** GET /delivery-week?zipcode&from: the week list (spec §3 "Week list: weekdays and deliveryTypes"). */
export const DeliveryWeekQuerySchema = z.object({ zipcode: z.string().min(1).max(7), from: IsoDateSchema.optional() });
export const DeliveryDaySchema = z.object({
  date: z.string(),
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** False for today, closed days and days beyond the booking horizon (spec §8 "not available today"). */
  available: z.boolean(),
  /** The delivery types possible that day (courier). */
  deliveryTypes: z.array(DeliveryMethodSchema),
});
export const DeliveryWeekSchema = z.object({ zipcode: z.string(), days: z.array(DeliveryDaySchema) });
export type DeliveryDay = z.infer<typeof DeliveryDaySchema>;
export type DeliveryWeek = z.infer<typeof DeliveryWeekSchema>;

/**
 * GET /delivery-time-slots?zipcode&date (courier windows) or ?pickUpCenterId&date (a centre's pick-up
 * slots). Full slots are listed with remaining 0 so the customer sees why they cannot be chosen.
 */
export const TimeSlotsQuerySchema = z
  .object({
    zipcode: z.string().min(1).max(7).optional(),
    pickUpCenterId: z.coerce.number().int().positive().optional(),
    date: IsoDateSchema,
  })
  .refine((query) => (query.zipcode === undefined) !== (query.pickUpCenterId === undefined), {
    message: 'validation.invalid',
    path: ['zipcode'],
  });
export const TimeSlotSchema = z.object({
  /** "09:00-12:00": what a booking sends back. */
  id: z.string(),
  from: z.string(),
  to: z.string(),
  remaining: z.number().int().nonnegative(),
  /** Places the slot has in all: with `remaining`, whether few are left (`isFewPlacesLeft`). */
  capacity: z.number().int().positive(),
});
export const TimeSlotsSchema = z.object({ date: z.string(), slots: z.array(TimeSlotSchema) });
export type TimeSlot = z.infer<typeof TimeSlotSchema>;
export type TimeSlots = z.infer<typeof TimeSlotsSchema>;

// ─── Placing an order ─────────────────────────────────────────────────────────────────────────────────

/** Courier: date and window; both null only when the ZIP is non-standard (a sales manager calls). */
export const CourierDeliverySchema = z.object({
  method: z.literal('courier'),
  date: IsoDateSchema.nullable(),
  timeWindow: TimeWindowSchema.nullable(),
});
export const PickUpDeliverySchema = z.object({
  method: z.literal('pickup'),
  pickUpCenterId: z.number().int().positive(),
  date: IsoDateSchema,
  timeSlot: TimeWindowSchema,
});
export const DeliveryChoiceSchema = z.discriminatedUnion('method', [CourierDeliverySchema, PickUpDeliverySchema]);
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;

/**
 * A guest's cart line (the offline cart of spec §4). A service attached to a bike names that bike by its
 * position in `lines` (`attachTo.vehicleId` is the index + 1, so the offline cart's own ids can be mapped).
 */
export const GuestOrderLineSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(CART_LINE_MAX_QUANTITY),
  attachTo: AttachToSchema.nullish(),
  configuratorOptions: ConfiguratorOptionsSchema.nullish(),
  couponName: CouponCodeRequestSchema.nullish(),
  /** The special offer the line was added from (a public one: a guest is no member of a company). */
  specialOfferId: z.number().int().positive().nullish(),
});
export type GuestOrderLine = z.infer<typeof GuestOrderLineSchema>;

export const PaymentPlanMonthsSchema = z
  .number()
  .int()
  .refine((months) => (INSTALMENT_PLAN_MONTHS as readonly number[]).includes(months), {
    message: 'validation.invalid',
  });

/**
 * POST /orders (with an Idempotency-Key header) and POST /orders/quote (the same body, nothing saved).
 * A signed-in customer's order is made of their server cart and `lines` is ignored; a guest sends the
 * offline cart as `lines`. `paymentPlanMonths` null is a single payment.
 */
export const PlaceOrderRequestSchema = z.object({
  type: CheckoutTypeSchema,
  contacts: CheckoutContactsSchema,
  delivery: DeliveryChoiceSchema,
  paymentPlanMonths: PaymentPlanMonthsSchema.nullable().default(null),
  comment: multilineText(z.string().trim().max(ORDER_COMMENT_MAX_LENGTH)).nullish(),
  lines: z.array(GuestOrderLineSchema).max(50).optional(),
  /** The signed link of a won quotation being ordered: its lines must be the order's, its prices are honoured. */
  quotationToken: z.string().min(1).max(200).optional(),
  /**
   * The total the checkout showed, in centimes. An order that would cost anything else (an offer ended since)
   * is refused with the new total, never charged silently; without it, an offer that no longer holds is refused.
   */
  expectedTotal: z.number().int().nonnegative().optional(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;
export type PlaceOrderInput = z.input<typeof PlaceOrderRequestSchema>;

/** How the checkout's "create an account" choice ended (spec §3 registerUser). */
export const CHECKOUT_REGISTRATION_OUTCOMES = ['created', 'exists', 'signedIn', 'skipped'] as const;
export const CheckoutRegistrationSchema = z.enum(CHECKOUT_REGISTRATION_OUTCOMES);

// ─── Paying ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /payments/config: which provider the browser talks to. The built-in test provider (demo mode)
 * turns the card into a token in the browser; Stripe uses its own card element.
 */
export const PaymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * POST /orders/{id}/pay and POST /vehicles/{id}/pay (with an Idempotency-Key header). The body never
 * holds card data: `paymentToken` is the test provider's token, Stripe needs none (it answers a client
 * secret for its card element). The amount is the server's: the order's next amount due.
 */
export const PayRequestSchema = z.object({ paymentToken: z.string().min(1).max(200).optional() });
export type PayRequest = z.infer<typeof PayRequestSchema>;

export const PAYMENT_OUTCOMES = ['succeeded', 'requires_action', 'failed'] as const;
export const PaymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const PaymentSchema = z.object({
  id: z.number().int().positive(),
  amount: MoneySchema,
  status: z.enum(['processing', 'succeeded', 'failed']),
  provider: z.enum(['test', 'stripe']),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** Why it failed, as an error code of the catalogue (PAYMENT_REFUSED, PAYMENT_PROCESSING_ERROR). */
  failureCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;
