import type { NewsletterStatus } from '@beast/domain/newsletter/newsletter-api.schema';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** SQL of the newsletter's subscriptions: one row per address (lower-cased), found and locked by it. */
export function createNewsletterRepository(db: Db) {
  return {
    async findByEmailForUpdate(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
        .for('update');
      return row;
    },

    async findForUpdate(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id))
        .for('update');
      return row;
    },

    async insert(values: typeof newsletterSubscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(newsletterSubscriptions).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof newsletterSubscriptions.$inferInsert>): Promise<SubscriptionRow> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set(values)
        .where(eq(newsletterSubscriptions.id, id))
        .returning();
      return row!;
    },

    async list(status: NewsletterStatus | undefined, offset: number, limit: number) {
      const where = status ? eq(newsletterSubscriptions.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscriptions)
          .where(where)
          .orderBy(asc(newsletterSubscriptions.id))
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(newsletterSubscriptions).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Every confirmed subscriber, for the export (in the order they subscribed). */
    confirmed(): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'))
        .orderBy(asc(newsletterSubscriptions.id));
    },
  };
}
