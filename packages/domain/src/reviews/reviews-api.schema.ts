import { pageOf } from '../catalog/product.schema';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants/field-limits';
import { z } from '../zod';

/**
 * Product reviews (spec §3 reviews: rating, message; §4: published after moderation; §6: a customer's and a
 * guest's variant; §7 GET /products/{id}/reviews). A review waits for a member of staff, who publishes or
 * rejects it; only published ones are shown and counted.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How many published reviews a product's page shows at once. */
export const REVIEWS_PAGE_SIZE = 20;

export const PublishedReviewSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe("The reviewer's first name and the initial of the last one"),
    rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
    message: z.string(),
    verifiedOwner: z.boolean().describe('The reviewer received this model (a delivered order of theirs)'),
    publishedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PublishedReview' });
export type PublishedReview = z.infer<typeof PublishedReviewSchema>;

export const RatingSummarySchema = z.object({
  /** The mean of the published ratings, to one decimal; null when there is none. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ProductReviewsSchema = pageOf(PublishedReviewSchema)
  .extend({ rating: RatingSummarySchema })
  .meta({ id: 'ProductReviews' });
export type ProductReviews = z.infer<typeof ProductReviewsSchema>;

/** The answer to a review sent: it waits for moderation (spec §4 "will be published soon"). */
export const ReviewSentSchema = z.object({ status: z.literal('pending') });
