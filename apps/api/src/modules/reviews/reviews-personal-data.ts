import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productReviews } from '../../db/schema/reviews';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/** The reviews a person wrote (found by their email, any case): handed over; erased without their name or words. */
export const reviewsPersonalData: PersonalDataByEmail = {
  name: 'reviews',
  async export(db: Db, email: string) {
    const rows = await db
      .select()
      .from(productReviews)
      .where(eq(sql`lower(${productReviews.email})`, email.toLowerCase()))
      .orderBy(productReviews.createdAt);
    return rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      rating: row.rating,
      message: row.message,
      status: row.status,
      writtenAt: row.createdAt.toISOString(),
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    // The rating still counts in the product's average; who wrote it and what they wrote go.
    const erased = await db
      .update(productReviews)
      .set({ name: '', email: placeholder, message: '', userId: null })
      .where(eq(sql`lower(${productReviews.email})`, email.toLowerCase()))
      .returning({ id: productReviews.id });
    return erased.length;
  },
};
