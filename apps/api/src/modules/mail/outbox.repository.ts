import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EmailAttachment, emailOutbox } from '../../db/schema/accounts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The account the email is written to, when there is one: the back office lists a customer's emails. */
  userId?: number | null;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | null;
  /** Files sent with the message: a quotation's PDF, a calendar invitation. */
  attachments?: EmailAttachment[] | null;
}

export type { EmailAttachment };

/** The email outbox: written inside the caller's transaction, read by the worker and the dev mailbox. */
export function createOutboxRepository(db: Db) {
  return {
    async enqueue(email: OutgoingEmail, at: Date): Promise<number> {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...email, createdAt: at, nextAttemptAt: at })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },

    /**
     * Claims due messages for one worker: FOR UPDATE SKIP LOCKED lets any number of workers share the table
     * without sending a message twice. A claimed row is leased until `leaseUntil`; if its worker dies, the
     * row becomes due again then.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(inArray(emailOutbox.id, due))
        .returning();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(emailOutbox).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(emailOutbox.id, id));
    },

    async scheduleRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'pending', lastError: error, nextAttemptAt })
        .where(eq(emailOutbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.update(emailOutbox).set({ status: 'failed', lastError: error }).where(eq(emailOutbox.id, id));
    },

    /** What the metrics show: emails not sent yet (and since when), and emails given up. */
    async backlog(): Promise<{ waiting: number; failed: number; oldestWaitingAt: Date | null }> {
      const waiting = sql`${emailOutbox.status} in ('pending', 'sending')`;
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number),
          oldestWaitingAt: sql<Date | null>`min(${emailOutbox.createdAt}) filter (where ${waiting})`.mapWith(
            emailOutbox.createdAt,
          ),
        })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ['pending', 'sending', 'failed']));
      return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, oldestWaitingAt: row?.oldestWaitingAt ?? null };
    },

    async listRecent(limit: number): Promise<OutboxRow[]> {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
    },

    async findById(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
