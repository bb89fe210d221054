import { InstantSchema } from '../catalog/catalog-write.schema';
import { CentimesSchema, ProductTypeCodeSchema } from '../catalog/product.schema';
import type { MessageKey } from '../i18n/messages/en';
import { CouponCodeSchema } from '../validation/coupon.schema';
import { z } from '../zod';

export const COUPON_WRITE_ERRORS = {
  oneDiscount: 'validation.coupon.oneDiscount',
  endBeforeStart: 'validation.validUntil.beforeStart',
} as const satisfies Record<string, MessageKey>;

const limit = z.number().int().nonnegative().nullable().default(null);

/** A coupon code as staff define it (spec §3 couponName, §5 Coupon): a percentage or an amount off one unit. */
export const CouponWriteSchema = z
  .object({
    code: CouponCodeSchema,
    percentOff: z.number().int().min(1).max(100).nullable().default(null),
    /** Centimes off one unit. */
    amountOff: CentimesSchema.positive().nullable().default(null),
    /** The product types it applies to; null: every product. */
    productTypes: z.array(ProductTypeCodeSchema).min(1).nullable().default(null),
    validFrom: InstantSchema,
    /** Null: no end date. */
    validUntil: InstantSchema.nullable().default(null),
    /** Redemptions of all customers together, and of one customer; null: no limit. */
    maxRedemptions: limit,
    perCustomerLimit: limit,
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, context) => {
    if ((coupon.percentOff === null) === (coupon.amountOff === null)) {
      context.addIssue({ code: 'custom', path: ['percentOff'], message: COUPON_WRITE_ERRORS.oneDiscount });
    }
    if (coupon.validUntil !== null && Date.parse(coupon.validUntil) <= Date.parse(coupon.validFrom)) {
      context.addIssue({ code: 'custom', path: ['validUntil'], message: COUPON_WRITE_ERRORS.endBeforeStart });
    }
  });
export type CouponWriteInput = z.input<typeof CouponWriteSchema>;
export type CouponWrite = z.infer<typeof CouponWriteSchema>;
