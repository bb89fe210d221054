import { pageOf } from '../catalog/product.schema';
import { REVIEW_STATUSES } from '../reviews/reviews-api.schema';
import { z } from '../zod';

/** The back office's review moderation (issue: reviews published after moderation; the reviewer is told). */
export const ADMIN_REVIEWS_PAGE_SIZE = 25;
export const REJECTION_REASON_MAX_LENGTH = 500;

export const AdminReviewSchema = z
  .object({
    id: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string() }),
    name: z.string(),
    email: z.string(),
    customer: z.boolean().describe('Written by a signed-in customer (else by a guest)'),
    verifiedOwner: z.boolean(),
    locale: z.enum(['en', 'fr', 'de']),
    rating: z.number().int(),
    message: z.string(),
    status: z.enum(REVIEW_STATUSES),
    rejectionReason: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    moderatedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListSchema = pageOf(AdminReviewSchema);
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

export const AdminReviewFilterSchema = z.object({ status: z.enum(REVIEW_STATUSES).default('pending') });

/** A rejection says why: the reviewer reads it in the email. */
export const ReviewRejectionSchema = z.object({
  reason: z
    .string({ error: 'validation.reviewRejection.required' })
    .trim()
    .min(1, { error: 'validation.reviewRejection.required' })
    .max(REJECTION_REASON_MAX_LENGTH, { error: 'validation.reviewRejection.maxLength' }),
});
export type ReviewRejection = z.infer<typeof ReviewRejectionSchema>;
