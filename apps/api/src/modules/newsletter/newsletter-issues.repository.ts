import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/accounts';
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from '../../db/schema/newsletter';
import { staffMembers } from '../../db/schema/staff';
import type { SubscriptionRow } from './newsletter.repository';

export type IssueRow = typeof newsletterIssues.$inferSelect;
export type IssueWithEditors = IssueRow & { updatedByEmail: string; sentByEmail: string | null };

const editors = {
  updatedByEmail: sql<string>`(select ${staffMembers.email} from ${staffMembers} where ${staffMembers.id} = ${newsletterIssues.updatedBy})`,
  sentByEmail: sql<
    string | null
  >`(select ${staffMembers.email} from ${staffMembers} where ${staffMembers.id} = ${newsletterIssues.sentBy})`,
};

/** SQL of the newsletter's issues and their deliveries (one per issue and subscription). */
export function createNewsletterIssuesRepository(db: Db) {
  return {
    async list(offset: number, limit: number): Promise<{ rows: IssueWithEditors[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ issue: newsletterIssues, ...editors })
          .from(newsletterIssues)
          .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(newsletterIssues),
      ]);
      return { rows: rows.map(withEditors), total: total?.count ?? 0 };
    },

    async find(id: number): Promise<IssueWithEditors | undefined> {
      const [row] = await db
        .select({ issue: newsletterIssues, ...editors })
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, id));
      return row && withEditors(row);
    },

    /** The issue, locked until the transaction ends: changes and every batch of a send take turns on it. */
    async findForUpdate(id: number): Promise<IssueRow | undefined> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
      return row;
    },

    async insert(values: typeof newsletterIssues.$inferInsert): Promise<IssueRow> {
      const [row] = await db.insert(newsletterIssues).values(values).returning();
      return row!;
    },

    /** Counts a batch's deliveries on the issue (what the screen shows while it is sending). */
    async addRecipients(id: number, added: number): Promise<void> {
      await db
        .update(newsletterIssues)
        .set({ recipients: sql`${newsletterIssues.recipients} + ${added}` })
        .where(eq(newsletterIssues.id, id));
    },

    async update(id: number, values: Partial<typeof newsletterIssues.$inferInsert>): Promise<IssueRow> {
      const [row] = await db.update(newsletterIssues).set(values).where(eq(newsletterIssues.id, id)).returning();
      return row!;
    },

    /**
     * The next confirmed subscribers the issue has not been delivered to, in the order they subscribed. Their rows are
     * locked for share: one leaving at this very moment is read as it is once they have left (and left out).
     */
    nextRecipients(issueId: number, limit: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, 'confirmed'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(newsletterDeliveries)
                .where(
                  and(
                    eq(newsletterDeliveries.issueId, issueId),
                    eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(limit)
        .for('share', { of: newsletterSubscriptions });
    },

    /** Records deliveries; the unique (issue, subscription) refuses a second one, and its transaction with it. */
    async insertDeliveries(rows: (typeof newsletterDeliveries.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(newsletterDeliveries).values(rows);
    },

    async countDeliveries(issueId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issueId));
      return row?.count ?? 0;
    },

    /**
     * Withdraws a subscription's newsletters still waiting in the outbox (someone who leaves receives nothing more);
     * answers how many.
     */
    async withdrawWaitingEmails(subscriptionId: number, reason: string): Promise<number> {
      const withdrawn = await db
        .update(emailOutbox)
        .set({ status: 'failed', lastError: reason })
        .where(
          and(
            eq(emailOutbox.status, 'pending'),
            inArray(
              emailOutbox.id,
              db
                .select({ id: sql<number>`${newsletterDeliveries.outboxId}` })
                .from(newsletterDeliveries)
                .where(eq(newsletterDeliveries.subscriptionId, subscriptionId)),
            ),
          ),
        )
        .returning({ id: emailOutbox.id });
      return withdrawn.length;
    },
  };
}

function withEditors(row: { issue: IssueRow; updatedByEmail: string; sentByEmail: string | null }): IssueWithEditors {
  return { ...row.issue, updatedByEmail: row.updatedByEmail, sentByEmail: row.sentByEmail };
}

export type NewsletterIssuesRepository = ReturnType<typeof createNewsletterIssuesRepository>;
