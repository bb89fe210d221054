import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import { gramsToKilograms } from '@beast/domain/contests/contest.rules';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contestEntries, contests } from '../../db/schema/contests';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/** Entries of this address: as typed (any case), or as the same person (the key the unique index uses). */
const ofEmail = (email: string) =>
  or(
    eq(sql`lower(${contestEntries.email})`, email.toLowerCase()),
    eq(contestEntries.emailKey, customerEmailKey(email)),
  );

/**
 * A person's contest entries (decision 17): handed over with the contest's name; erased by emptying who they
 * are. The entry itself stays (without a name, address or phone), so a drawn contest still has its winner
 * and the estimate it was judged on.
 */
export const contestsPersonalData: PersonalDataByEmail = {
  name: 'contestEntries',
  async export(db: Db, email: string) {
    const rows = await db
      .select({ entry: contestEntries, contest: contests.slug })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contestId))
      .where(ofEmail(email))
      .orderBy(contestEntries.createdAt);
    return rows.map(({ entry, contest }) => ({
      contest,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email,
      phoneNumber: entry.phoneNumber,
      weightEstimateKg: entry.weightGrams === null ? null : gramsToKilograms(entry.weightGrams),
      language: entry.locale,
      rulesText: entry.rulesText,
      rulesAcceptedAt: entry.rulesAcceptedAt.toISOString(),
      enteredAt: entry.createdAt.toISOString(),
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    const erased = await db
      .update(contestEntries)
      .set({
        email: placeholder,
        // Unique per contest still: the entry's own id makes the key of an erased entry.
        emailKey: sql`${placeholder} || '#' || ${contestEntries.id}`,
        firstName: '',
        lastName: '',
        phoneNumber: '',
      })
      .where(ofEmail(email))
      .returning({ id: contestEntries.id });
    return erased.length;
  },
};
