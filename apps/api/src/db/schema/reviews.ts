import type { Locale } from '@beast/domain/i18n/locale';
import type { ReviewStatus } from '@beast/domain/reviews/reviews-api.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { staffMembers } from './staff';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Reviews of a product (spec §3, §4, §6): written by a customer (`userId`) or a guest (their first name and
 * email), kept pending until a member of staff publishes or rejects them. `verifiedOwner` is decided when the
 * review is written: the customer had a delivered order with this product.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the page shows and the address the outcome is sent to, as they were when written. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull().default(''),
    verifiedOwner: boolean('verified_owner').notNull().default(false),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    moderatedBy: integer('moderated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    moderatedAt: instant('moderated_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A product's page: its published reviews, newest first, and their average.
    index('product_reviews_product_status_idx').on(t.productId, t.status, t.moderatedAt),
    // The moderation queue: pending first, oldest first.
    index('product_reviews_status_created_idx').on(t.status, t.createdAt),
    index('product_reviews_user_idx').on(t.userId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_status_known', sql`${t.status} IN ('pending', 'published', 'rejected')`),
  ],
);
