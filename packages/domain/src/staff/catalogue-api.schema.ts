import { type CouponWrite, CouponWriteSchema } from '../cart/coupon-write.schema';
import { ProductWriteSchema, SubcategoryWriteSchema } from '../catalog/catalog-write.schema';
import {
  CentimesSchema,
  ProductPageKindSchema,
  ProductTypeCodeSchema,
  pageOf,
  SubcategoryKindSchema,
} from '../catalog/product.schema';
import { LOCALES } from '../i18n/locale';
import { z } from '../zod';

/**
 * The back office's Catalogue and Coupons screens (/api/admin/catalogue, /api/admin/coupons). An entry is
 * read with its `revision`; a change sends the revision it was made from, and a change made meanwhile by
 * someone else answers 409 REVISION_CONFLICT instead of being overwritten.
 */

export const RevisionSchema = z.string().min(1).max(100).describe('what the entry looked like when it was read');

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const search = z.string().trim().max(100).optional();

export const PRODUCT_SORTS = ['catalogue', 'name', 'price', 'updated'] as const;
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

/** GET /admin/catalogue/products: every product, published or not, filtered and searched. */
export const AdminProductFilterSchema = z.object({
  type: ProductTypeCodeSchema.optional(),
  published: flag.optional(),
  /** Only products whose copy lacks something in a language (packages/domain translation-gaps.ts). */
  missingTranslation: flag.optional(),
  /** Part of the slug or of the name in any language. */
  q: search,
  sort: z.enum(PRODUCT_SORTS).default('catalogue'),
});
export type AdminProductFilter = z.infer<typeof AdminProductFilterSchema>;

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: ProductTypeCodeSchema,
  subcategory: z.string().nullable(),
  /** In the request's language. */
  name: z.string(),
  price: CentimesSchema,
  originalPrice: CentimesSchema,
  page: ProductPageKindSchema.nullable(),
  isPublished: z.boolean(),
  editionSize: z.number().int().nullable(),
  editionSold: z.number().int(),
  missingTranslations: z.array(z.enum(LOCALES)),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export const AdminProductListSchema = pageOf(AdminProductRowSchema);
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** GET /admin/catalogue/products/:id: the product as its editor shows it. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  revision: RevisionSchema,
  /** Units of its limited edition already sold: the edition's size may not go below. */
  editionSold: z.number().int(),
  missingTranslations: z.array(z.enum(LOCALES)),
  product: ProductWriteSchema,
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** PUT /admin/catalogue/products/:id: the whole product, from the revision it was read at. */
export const AdminProductUpdateSchema = z.object({ revision: RevisionSchema, product: ProductWriteSchema });

/** POST /admin/catalogue/products/:id/publication: on or off the shop, nothing else changed. */
export const AdminPublicationSchema = z.object({ revision: RevisionSchema, isPublished: z.boolean() });

export const AdminSubcategorySchema = z.object({
  id: z.number().int(),
  revision: RevisionSchema,
  subcategory: SubcategoryWriteSchema,
});
export const AdminSubcategoryListSchema = z.object({ data: z.array(AdminSubcategorySchema) });
export const AdminSubcategoryUpdateSchema = z.object({
  revision: RevisionSchema,
  subcategory: SubcategoryWriteSchema,
});
export { SubcategoryKindSchema };

/** POST /admin/catalogue/uploads/images: the stored picture, re-encoded, for a product's media. */
export const UploadedImageSchema = z.object({
  url: z.string(),
  kind: z.literal('image'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
/** POST /admin/catalogue/uploads/documents: the stored PDF, for a manual or a brochure in one language. */
export const UploadedDocumentSchema = z.object({ url: z.string(), bytes: z.number().int().positive() });
/** The multipart field both uploads read. */
export const CATALOGUE_UPLOAD_FIELD = 'file';

/** What a create or a change answers: the entry's id and its new revision. */
export const AdminWrittenSchema = z.object({ id: z.number().int(), revision: RevisionSchema });
export type AdminWritten = z.infer<typeof AdminWrittenSchema>;

export const ADMIN_COUPONS_PAGE_SIZE = 25;
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'disabled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Where a coupon stands at an instant: switched off, not started yet, over, or usable. */
export function couponState(
  coupon: Pick<CouponWrite, 'isActive' | 'validFrom' | 'validUntil'>,
  now: Date,
): CouponState {
  if (!coupon.isActive) return 'disabled';
  if (Date.parse(coupon.validFrom) > now.getTime()) return 'scheduled';
  if (coupon.validUntil !== null && Date.parse(coupon.validUntil) <= now.getTime()) return 'expired';
  return 'active';
}

/** GET /admin/coupons: newest first, by state and part of the code. */
export const AdminCouponFilterSchema = z.object({ state: z.enum(COUPON_STATES).optional(), q: search });
export type AdminCouponFilter = z.infer<typeof AdminCouponFilterSchema>;

export const AdminCouponRowSchema = z.object({
  id: z.number().int(),
  state: z.enum(COUPON_STATES),
  redemptions: z.number().int(),
  coupon: CouponWriteSchema,
});
export type AdminCouponRow = z.infer<typeof AdminCouponRowSchema>;
export const AdminCouponListSchema = pageOf(AdminCouponRowSchema);
export type AdminCouponList = z.infer<typeof AdminCouponListSchema>;

export const AdminCouponSchema = AdminCouponRowSchema.extend({ revision: RevisionSchema });
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponUpdateSchema = z.object({ revision: RevisionSchema, coupon: CouponWriteSchema });
/** POST /admin/coupons/:id/activation: switched off (or on again), nothing else changed. */
export const AdminCouponActivationSchema = z.object({ revision: RevisionSchema, isActive: z.boolean() });

/** GET /admin/coupons/:id/redemptions: newest first. */
export const AdminRedemptionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  email: z.string(),
  /** Placed by a signed-in (or later verified) customer. */
  customerAccount: z.boolean(),
  orderId: z.number().int().nullable(),
});
export const AdminRedemptionListSchema = pageOf(AdminRedemptionSchema);
export type AdminRedemptionList = z.infer<typeof AdminRedemptionListSchema>;
