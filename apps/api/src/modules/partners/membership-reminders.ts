import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { type DatabaseOutages, roundFailure } from '../../db/outage';
import { users } from '../../db/schema/accounts';
import { partnerCompanies } from '../../db/schema/partners';
import { startPeriodicTask } from '../../lib/periodic-task';
import { createOutboxRepository } from '../mail/outbox.repository';
import type { PeriodicTaskLog } from '../orders/reservation-expiry';
import { membershipReminderEmail } from './membership-emails';
import { createMembershipsRepository } from './memberships.repository';

/** How long before its end a membership's reminder goes out, and how often the server looks. */
export const MEMBERSHIP_REMINDER_DAYS_BEFORE = 14;
export const MEMBERSHIP_REMINDER_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 50;

interface ReminderDependencies {
  brandName: string;
  publicOrigin: string;
}

/**
 * The reminder before a membership ends (spec §6): each live membership ending within two weeks gets one email, in
 * its account's language, with the company's page to renew it. Memberships are claimed with FOR UPDATE SKIP LOCKED
 * and marked in the transaction that queues the email, so instances running together remind each member once. A
 * renewal clears the mark, so the renewed membership is reminded again before its new end.
 */
export async function sendMembershipReminders(db: Db, deps: ReminderDependencies, now: Date): Promise<number> {
  const until = new Date(now.getTime() + MEMBERSHIP_REMINDER_DAYS_BEFORE * DAY_MS);
  let total = 0;
  for (;;) {
    const reminded = await inTransaction(db, async (tx) => {
      const due = await createMembershipsRepository(tx).claimToRemind(now, until, BATCH_SIZE);
      for (const membership of due) {
        const [user] = await tx.select().from(users).where(eq(users.id, membership.userId));
        const [company] = await tx.select().from(partnerCompanies).where(eq(partnerCompanies.id, membership.companyId));
        if (!user || !company) continue;
        const email = membershipReminderEmail({
          locale: user.language,
          brandName: deps.brandName,
          firstName: user.firstName,
          companyName: company.name,
          expiresAt: membership.expiresAt,
          link: `${deps.publicOrigin}/${user.language}/${company.slug}`,
        });
        await createOutboxRepository(tx).enqueue({ to: user.email, userId: user.id, ...email }, now);
      }
      return due.length;
    });
    total += reminded;
    if (reminded < BATCH_SIZE) return total;
  }
}

/** Runs the reminders every hour until stopped; started by server.ts like the test rides' reminders. */
export function startMembershipReminders({
  db,
  deps,
  log,
  outages,
}: {
  db: Db;
  deps: ReminderDependencies;
  log?: PeriodicTaskLog;
  outages?: Pick<DatabaseOutages, 'unreachable'>;
}) {
  return startPeriodicTask(
    async () => {
      const reminded = await sendMembershipReminders(db, deps, new Date());
      if (reminded > 0) log?.info({ reminded }, 'sent membership reminders');
    },
    MEMBERSHIP_REMINDER_INTERVAL_MS,
    roundFailure(outages, (error) => log?.warn({ err: error }, 'membership reminders round failed')),
  );
}
