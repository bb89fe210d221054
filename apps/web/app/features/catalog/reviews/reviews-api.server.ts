import { type ProductReviews, ProductReviewsSchema } from '@beast/domain/reviews/reviews-api.schema';
import type { ApiTransport } from '../../../lib/api/api-transport';

/** The published reviews of a product (spec §7 GET /products/{id}/reviews), read by its page's loader. */
export function productReviews(api: ApiTransport, idOrSlug: string | number): Promise<ProductReviews> {
  return api.get(`/api/products/${encodeURIComponent(String(idOrSlug))}/reviews`, { schema: ProductReviewsSchema });
}

/** A product with no published review: what a page shows when the reviews cannot be read. */
export const NO_REVIEWS: ProductReviews = {
  data: [],
  offset: 0,
  limit: 20,
  total: 0,
  rating: { average: null, count: 0 },
};
