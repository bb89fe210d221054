import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/accounts';
import { contestsPersonalData } from '../contests/contests-personal-data';
import { inboxPersonalData } from '../inbox/inbox-personal-data';
import { newsletterPersonalData } from '../newsletter/newsletter-personal-data';
import { membershipsPersonalData } from '../partners/partners-personal-data';
import { quotationsPersonalData } from '../quotations/quotations-personal-data';
import { rentalsPersonalData } from '../rentals/rentals-personal-data';
import { reviewsPersonalData } from '../reviews/reviews-personal-data';
import { testRidesPersonalData } from '../test-rides/test-rides-personal-data';

/**
 * Personal data kept by email rather than by account (decision 17): what a visitor sent before or without an
 * account (a request, an entry, a subscription). A customer's export hands over every source's records under
 * its name; their erasure anonymises them in the same transaction. A feature that keeps such data adds its
 * source here.
 */
export interface PersonalDataByEmail {
  /** The source's name in the export and in the audit entry. */
  name: string;
  export(db: Db, email: string): Promise<unknown[]>;
  /** Anonymises the source's records of this email (`placeholder` replaces it); answers how many. */
  erase(db: Db, email: string, placeholder: string): Promise<number>;
}

/** Emails sent to the address without an account (a guest's confirmations), and the staff's about the person. */
const emailsToTheAddress: PersonalDataByEmail = {
  name: 'emailsWithoutAccount',
  async export(db, email) {
    const rows = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.userId), eq(sql`lower(${emailOutbox.to})`, email.toLowerCase())))
      .orderBy(emailOutbox.createdAt);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },
  async erase(db, email, placeholder) {
    const mentions = `%${email.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const erased = await db
      .update(emailOutbox)
      .set({
        to: sql`case when lower(${emailOutbox.to}) = ${email.toLowerCase()} then ${placeholder} else ${emailOutbox.to} end`,
        text: '',
        html: '',
        attachments: null,
        status: sql`case when ${emailOutbox.status} in ('pending', 'sending') then 'failed' else ${emailOutbox.status} end`,
      })
      .where(
        and(
          isNull(emailOutbox.userId),
          // Sent to the address, or naming it (the sales address's announcement of their request).
          or(eq(sql`lower(${emailOutbox.to})`, email.toLowerCase()), sql`lower(${emailOutbox.text}) like ${mentions}`),
        ),
      )
      .returning({ id: emailOutbox.id });
    return erased.length;
  },
};

export const PERSONAL_DATA_BY_EMAIL: readonly PersonalDataByEmail[] = [
  inboxPersonalData,
  testRidesPersonalData,
  quotationsPersonalData,
  rentalsPersonalData,
  newsletterPersonalData,
  reviewsPersonalData,
  contestsPersonalData,
  membershipsPersonalData,
  emailsToTheAddress,
];

export async function exportByEmail(db: Db, email: string): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    PERSONAL_DATA_BY_EMAIL.map(async (source) => [source.name, await source.export(db, email)] as const),
  );
  return Object.fromEntries(entries);
}

export async function eraseByEmail(db: Db, email: string, placeholder: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  // One after the other: they share the transaction's connection.
  for (const source of PERSONAL_DATA_BY_EMAIL) counts[source.name] = await source.erase(db, email, placeholder);
  return counts;
}
