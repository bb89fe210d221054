import { PackageFeeKindSchema, ProductSchema, ProductTypeCodeSchema } from '../catalog/product.schema';
import { CART_LINE_MAX_QUANTITY } from '../constants/business';
import { MoneySchema } from '../money/money.schema';
import { OFFER_REFUSALS } from '../offers/offer.rules';
import { CouponCodeRequestSchema } from '../validation/coupon.schema';
import { z } from '../zod';

/**
 * The signed-in cart's API (spec §3 Cart and Cart item, §7 /carts…, /coupons/…). The server computes
 * every price, discount and total from its own catalogue: prices, totals or currencies in a request are
 * not part of these schemas and are dropped.
 */

const QuantitySchema = z.number().int().min(1).max(CART_LINE_MAX_QUANTITY);

/** Options chosen in the configurator (attribute → value), kept with the line. */
export const ConfiguratorOptionsSchema = z.record(z.string().min(1).max(64), z.string().max(128));

/** A service attaches to a bike line of the same cart: `vehicleId` is that line's `cartItemId`. */
export const AttachToSchema = z.object({ vehicleId: z.number().int().positive() });

/** POST /carts/: add a line, or add to the quantity of the same product with the same options and attachment. */
export const AddCartLineRequestSchema = z.object({
  productId: z.number().int().positive(),
  quantity: QuantitySchema.default(1),
  attachTo: AttachToSchema.nullish(),
  configuratorOptions: ConfiguratorOptionsSchema.nullish(),
  /** The special offer the product is added from: the server checks it and prices the line at it while it holds. */
  specialOfferId: z.number().int().positive().nullish(),
});
export type AddCartLineRequest = z.infer<typeof AddCartLineRequestSchema>;

/** PUT /carts/{id}: a new quantity and/or a coupon code for the line (null removes the coupon). */
export const UpdateCartLineRequestSchema = z
  .object({
    quantity: QuantitySchema.optional(),
    couponName: CouponCodeRequestSchema.nullable().optional(),
  })
  .refine((body) => body.quantity !== undefined || body.couponName !== undefined, {
    message: 'validation.invalid',
  });
export type UpdateCartLineRequest = z.infer<typeof UpdateCartLineRequestSchema>;

/** A fee line (spec §3 package fees): its price for one bike, how many bikes carry it, and the amount. */
export const FeeLineSchema = z.object({
  kind: PackageFeeKindSchema,
  unitPrice: MoneySchema,
  quantity: z.number().int().positive(),
  total: MoneySchema,
});

/**
 * The offer a line was added from. `refusal` null: the line's first unit is at the offer's price; otherwise
 * why it is back at the normal price (the offer ended, sold out, is for members only, or the member's limit).
 */
export const LineOfferSchema = z.object({
  id: z.number().int().positive(),
  price: MoneySchema,
  refusal: z.enum(OFFER_REFUSALS).nullable(),
});
export type LineOffer = z.infer<typeof LineOfferSchema>;

export const CartItemSchema = z.object({
  cartItemId: z.number().int().positive(),
  quantity: z.number().int().positive(),
  type: ProductTypeCodeSchema,
  attachTo: AttachToSchema.nullable(),
  /** spec §4: how many service lines are attached to this vehicle line. */
  attachedServiceQuantity: z.number().int().nonnegative(),
  configuratorOptions: ConfiguratorOptionsSchema.nullable(),
  couponName: z.string().nullable(),
  /** Discount of the coupon on this line: Money like the line's total; null without a coupon. */
  couponDiscount: MoneySchema.nullable().describe(
    'The coupon’s discount on the whole line, in centimes with its currency like the line’s total; null without a coupon',
  ),
  /** The line's total after its coupon (spec §4 line rule, minus the discount): Money, like every total. */
  lineTotal: MoneySchema.describe(
    'The line’s total after its coupon (spec §4 line rule minus the discount), in centimes with its currency like the cart’s totals',
  ),
  /** The fees every unit of a bike carries, for the line's quantity; empty for other products. */
  fees: z.array(FeeLineSchema),
  /** The special offer of the line, null for a line at the catalogue's price. */
  offer: LineOfferSchema.nullable(),
  vehicle: ProductSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z
  .object({
    items: z.array(CartItemSchema),
    /** spec §4: the number of lines. */
    count: z.number().int().nonnegative(),
    /** What is paid: the goods after coupons (spec §4 total) plus the bikes' fees. */
    totalPrice: MoneySchema,
    /** spec §4 cart total of the goods, after coupons. */
    goodsTotal: MoneySchema,
    discountTotal: MoneySchema,
    /** The fees of all bike units, one line per kind and unit price. */
    fees: z.array(FeeLineSchema),
    feesTotal: MoneySchema,
    /** Swiss VAT contained in the total (prices include VAT). */
    vat: z.object({ ratePermille: z.number().int(), amount: MoneySchema }),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;

/** POST /coupons/{couponId}/apply-to-products/{productId}: the check of a code against a product (spec §4, debounced 500 ms). */
export const CouponCheckSchema = z.object({
  couponName: z.string(),
  productId: z.number().int().positive(),
  /** Discount on one unit of the product: Money like every amount the API answers. */
  discount: MoneySchema.describe('The discount on one unit of the product, in centimes with its currency'),
  percentOff: z.number().int().min(1).max(100).nullable(),
  validUntil: z.string().nullable(),
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;
