import { productReviews } from '../db/schema/reviews';
import { createProduct } from './catalog';
import type { TestApp } from './test-app';

/** A review written straight into the database (pending unless told), of a product of its own unless given. */
export async function insertReview(
  harness: TestApp,
  values: Partial<typeof productReviews.$inferInsert> = {},
): Promise<typeof productReviews.$inferSelect> {
  const productId = values.productId ?? (await createProduct(harness)).id;
  const [row] = await harness.database.db
    .insert(productReviews)
    .values({ name: 'Zoé', email: 'zoe@example.ch', locale: 'en', rating: 4, ...values, productId })
    .returning();
  return row!;
}
