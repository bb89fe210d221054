import type { Locale } from '@beast/domain/i18n/locale';
import type { ReviewStatus } from '@beast/domain/reviews/reviews-api.schema';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { productTranslations } from '../../db/schema/catalog';
import { orderLines, orders } from '../../db/schema/orders';
import { productReviews } from '../../db/schema/reviews';

export type ReviewRow = typeof productReviews.$inferSelect;

/** SQL of product reviews: the published ones of a product, the moderation queue, and the owner check. */
export function createReviewsRepository(db: Db) {
  const published = (productId: number) =>
    and(eq(productReviews.productId, productId), eq(productReviews.status, 'published'));

  return {
    async insert(values: typeof productReviews.$inferInsert): Promise<ReviewRow> {
      const [row] = await db.insert(productReviews).values(values).returning();
      return row!;
    },

    /** A product's published reviews, newest first, with their count and average (one indexed range). */
    async publishedOf(productId: number, offset: number, limit: number) {
      const [rows, [summary]] = await Promise.all([
        db
          .select()
          .from(productReviews)
          .where(published(productId))
          .orderBy(desc(productReviews.moderatedAt), desc(productReviews.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ count: count(), average: sql<string | null>`avg(${productReviews.rating})` })
          .from(productReviews)
          .where(published(productId)),
      ]);
      const average = summary?.average == null ? null : Number(summary.average);
      return { rows, count: summary?.count ?? 0, average };
    },

    /** The customer has received this product: one of their orders with it was delivered. */
    async received(userId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.status, 'DELIVERED'), eq(orderLines.productId, productId)))
        .limit(1);
      return row !== undefined;
    },

    async userName(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The moderation list of one status (pending: oldest first, to answer in order; others newest first). */
    async list(status: ReviewStatus, locale: Locale, offset: number, limit: number) {
      const where = eq(productReviews.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ review: productReviews, productName: productTranslations.name })
          .from(productReviews)
          .leftJoin(
            productTranslations,
            and(eq(productTranslations.productId, productReviews.productId), eq(productTranslations.locale, locale)),
          )
          .where(where)
          .orderBy(
            status === 'pending' ? asc(productReviews.createdAt) : desc(productReviews.moderatedAt),
            asc(productReviews.id),
          )
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(productReviews).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** A review, locked for its moderation. */
    async findForUpdate(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
      return row;
    },

    async moderate(
      id: number,
      values: Pick<ReviewRow, 'status' | 'rejectionReason' | 'moderatedBy' | 'moderatedAt'>,
    ): Promise<ReviewRow> {
      const [row] = await db.update(productReviews).set(values).where(eq(productReviews.id, id)).returning();
      return row!;
    },
  };
}
