import { ConfiguratorOptionsSchema, FeeLineSchema, LineOfferSchema } from '../cart/cart-api.schema';
import {
  DownloadSchema,
  MediaSchema,
  PACKAGE_FEE_KINDS,
  ProductTypeCodeSchema,
  SpecEntrySchema,
} from '../catalog/product.schema';
import {
  CheckoutRegistrationSchema,
  CheckoutTypeSchema,
  DeliveryMethodSchema,
  PaymentOutcomeSchema,
  PaymentSchema,
} from '../checkout/checkout-api.schema';
import { MoneySchema } from '../money/money.schema';
import { z } from '../zod';
import { ORDER_STATUS_COLOURS, OrderStatusSchema } from './order-status';

/**
 * Orders and vehicles as the API answers them (spec §3 order status values and colours, §7 /orders…,
 * /vehicles…). Every amount is the server's, in centimes with Swiss VAT included.
 */

export const OrderLineSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  type: ProductTypeCodeSchema,
  media: MediaSchema.nullable(),
  quantity: z.number().int().positive(),
  unitPrice: MoneySchema,
  unitOriginalPrice: MoneySchema,
  configuratorOptions: ConfiguratorOptionsSchema.nullable(),
  /** The line of the bike this service is attached to. */
  attachedToLineId: z.number().int().positive().nullable(),
  couponName: z.string().nullable(),
  discount: MoneySchema,
  /** spec §4 line rule minus the coupon's discount. */
  lineTotal: MoneySchema,
  /** One per unit of a limited edition: "037/220". */
  editionNumbers: z.array(z.string()),
  /** A quote's line from a special offer: its price holds, or why the line is back at the normal price. */
  offer: LineOfferSchema.nullish(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** spec §3 package fee lines of the bikes, plus the courier fee of accessories sent alone (spec §9). */
export const ORDER_FEE_KINDS = [...PACKAGE_FEE_KINDS, 'accessoryDelivery'] as const;
export const OrderFeeSchema = FeeLineSchema.extend({ kind: z.enum(ORDER_FEE_KINDS) });
export type OrderFee = z.infer<typeof OrderFeeSchema>;

export const InstalmentPlanSchema = z.object({
  months: z.number().int().positive(),
  monthlyAmount: MoneySchema,
  lastInstalment: MoneySchema,
  totalCost: MoneySchema,
  interest: MoneySchema,
  nominalRateBasisPoints: z.number().int().nonnegative(),
  effectiveRateBasisPoints: z.number().int().nonnegative(),
});
export type InstalmentPlanAnswer = z.infer<typeof InstalmentPlanSchema>;

/** What the order costs: the same block for a quote and a placed order. */
export const OrderPricingSchema = z.object({
  lines: z.array(OrderLineSchema),
  fees: z.array(OrderFeeSchema),
  /** Σ line totals before coupons. */
  subtotal: MoneySchema,
  discountTotal: MoneySchema,
  feesTotal: MoneySchema,
  /** What the goods cost in all: subtotal − discounts + fees. */
  total: MoneySchema,
  vat: z.object({ ratePermille: z.number().int(), amount: MoneySchema }),
  /** Null for a single payment. */
  paymentPlan: InstalmentPlanSchema.nullable(),
  /** What is charged when the order is paid: the total, or the first instalment. */
  firstCharge: MoneySchema,
});
export type OrderPricing = z.infer<typeof OrderPricingSchema>;

/** POST /orders/quote. Lines of a quote have no ids yet: they are numbered 1… in order. */
export const OrderQuoteSchema = OrderPricingSchema;
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

export const OrderDeliverySchema = z.object({
  method: DeliveryMethodSchema,
  zipCode: z.string(),
  /** False when a sales manager calls to arrange the delivery (spec §4). */
  isStandardZip: z.boolean(),
  date: z.string().nullable(),
  /** The courier window or the pick-up slot, "HH:MM-HH:MM". */
  timeWindow: z.string().nullable(),
  pickUpCenter: z
    .object({ id: z.number().int(), name: z.string(), address: z.string(), zipCode: z.string(), city: z.string() })
    .nullable(),
});

export const OrderContactsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  city: z.string(),
  zipCode: z.string(),
  address: z.string(),
});

export const OrderSchema = OrderPricingSchema.extend({
  id: z.number().int().positive(),
  /** What customers and staff quote: "BB-26-000042". */
  number: z.string(),
  type: CheckoutTypeSchema,
  status: OrderStatusSchema,
  statusColour: z.enum(ORDER_STATUS_COLOURS),
  createdAt: z.string(),
  contacts: OrderContactsSchema,
  delivery: OrderDeliverySchema,
  comment: z.string().nullable(),
  amountPaid: MoneySchema,
  /** The next payment (0 when nothing is due): the unpaid total or the next instalment. */
  amountDue: MoneySchema,
  /** The day the next instalment falls due (ISO), once the first is paid; null otherwise. */
  nextDueDate: z.string().nullable(),
  /** Everything still owed. */
  balance: MoneySchema,
  payments: z.array(PaymentSchema),
  /** Until when limited-edition units and the slot stay reserved without payment; null once paid. */
  reservedUntil: z.string().nullable(),
}).meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** GET /orders?type=active|history: one row of My orders. */
export const OrderSummarySchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  status: OrderStatusSchema,
  statusColour: z.enum(ORDER_STATUS_COLOURS),
  createdAt: z.string(),
  total: MoneySchema,
  amountDue: MoneySchema,
  /** As on the order: when the next instalment falls due, once the first is paid. */
  nextDueDate: z.string().nullable(),
  itemCount: z.number().int().nonnegative(),
  firstItem: z.object({ name: z.string(), media: MediaSchema.nullable() }).nullable(),
  deliveryMethod: DeliveryMethodSchema,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderListQuerySchema = z.object({
  type: z.enum(['active', 'history']).default('active'),
  offset: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /orders answer. `guestToken` lets a guest pay and see this one order (header X-Order-Token). */
export const PlacedOrderSchema = z.object({
  order: OrderSchema,
  guestToken: z.string().nullable(),
  registration: CheckoutRegistrationSchema,
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/**
 * POST /orders/{id}/claim: a guest order placed with the address of an account joins that account when its
 * owner, signed in, sends the token of the link emailed to that address.
 */
export const ClaimOrderRequestSchema = z.object({ claimToken: z.string().min(1).max(200) });
export type ClaimOrderRequest = z.infer<typeof ClaimOrderRequestSchema>;

/** POST /orders/{id}/pay answer; a refused card is an error (402 PAYMENT_REFUSED) with the order kept. */
export const PayResultSchema = z.object({
  outcome: PaymentOutcomeSchema,
  order: OrderSchema,
  /** Stripe: the PaymentIntent's client secret for the card element; null with the test provider. */
  clientSecret: z.string().nullable(),
});
export type PayResult = z.infer<typeof PayResultSchema>;

/** GET /vehicles, GET /vehicles/{id}: a delivered bike of the customer's (spec §2 My vehicles). */
export const VehicleSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  type: ProductTypeCodeSchema,
  media: MediaSchema.nullable(),
  specs: z.array(SpecEntrySchema),
  downloads: z.array(DownloadSchema),
  configuratorOptions: ConfiguratorOptionsSchema.nullable(),
  editionNumber: z.string().nullable(),
  /** A limited edition's numbered ownership certificate (PDF), as a signed link; null for other bikes. */
  certificateUrl: z.string().nullable(),
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
  /** What is still owed on the order that bought it (instalments); /payment/vehicle/{id} pays it. */
  amountDue: MoneySchema,
  balance: MoneySchema,
});
export type Vehicle = z.infer<typeof VehicleSchema>;
