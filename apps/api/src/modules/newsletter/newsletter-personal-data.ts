import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/** A person's newsletter subscription (by their email, any case): handed over with its consent; erased whole. */
export const newsletterPersonalData: PersonalDataByEmail = {
  name: 'newsletter',
  async export(db: Db, email: string) {
    const rows = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
    return rows.map((row) => ({
      status: row.status,
      language: row.locale,
      consentText: row.consentText,
      consentAt: row.consentAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    }));
  },
  async erase(db: Db, email: string) {
    // Nothing of a subscription is needed once the person is gone: it goes, and no newsletter reaches them.
    const erased = await db
      .delete(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
      .returning({ id: newsletterSubscriptions.id });
    return erased.length;
  },
};
