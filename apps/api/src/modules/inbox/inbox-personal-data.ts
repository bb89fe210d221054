import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboxRequests } from '../../db/schema/inbox';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/** The requests a person sent (found by their email, any case): handed over whole, erased in place. */
export const inboxPersonalData: PersonalDataByEmail = {
  name: 'requests',
  async export(db: Db, email: string) {
    const rows = await db
      .select()
      .from(inboxRequests)
      .where(eq(sql`lower(${inboxRequests.email})`, email.toLowerCase()))
      .orderBy(inboxRequests.createdAt);
    return rows.map((row) => ({
      kind: row.kind,
      status: row.status,
      sentAt: row.createdAt.toISOString(),
      summary: row.summary,
      sent: row.payload,
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    // The request stays (the staff's notes and the figures need it), without a word of what the person sent.
    const erased = await db
      .update(inboxRequests)
      .set({ name: '', email: placeholder, summary: '', payload: {} })
      .where(eq(sql`lower(${inboxRequests.email})`, email.toLowerCase()))
      .returning({ id: inboxRequests.id });
    return erased.length;
  },
};
