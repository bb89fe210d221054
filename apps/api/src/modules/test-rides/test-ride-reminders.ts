import { addDays, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { type Db, inTransaction } from '../../db/client';
import { type DatabaseOutages, roundFailure } from '../../db/outage';
import { startPeriodicTask } from '../../lib/periodic-task';
import type { PeriodicTaskLog } from '../orders/reservation-expiry';
import { createTestRidesRepository } from './test-rides.repository';
import type { TestRidesService } from './test-rides.service';

/** How often the server looks for tomorrow's rides to remind. */
export const TEST_RIDE_REMINDER_INTERVAL_MS = 5 * 60_000;
const BATCH_SIZE = 50;

/**
 * The reminder the day before (issue: test rides): every booked ride of tomorrow (Swiss time) not reminded yet
 * gets its email, once. Rides are claimed with FOR UPDATE SKIP LOCKED and marked in the transaction that queues
 * the email, so any number of instances share the work without reminding anyone twice. A moved ride is
 * reminded again for its new day. Answers how many were reminded.
 */
export async function sendTestRideReminders(db: Db, service: Pick<TestRidesService, 'remind'>, now: Date) {
  const tomorrow = addDays(swissIsoToday(now), 1);
  let total = 0;
  for (;;) {
    const reminded = await inTransaction(db, async (tx) => {
      const ids = await createTestRidesRepository(tx).claimRidesToRemind(tomorrow, BATCH_SIZE);
      for (const id of ids) await service.remind(tx, id);
      return ids.length;
    });
    total += reminded;
    if (reminded < BATCH_SIZE) return total;
  }
}

/** Runs the reminders every few minutes until stopped; started by server.ts like the reservation expiry. */
export function startTestRideReminders(
  {
    db,
    service,
    clock = () => new Date(),
    log,
    outages,
  }: {
    db: Db;
    service: Pick<TestRidesService, 'remind'>;
    clock?: () => Date;
    log?: PeriodicTaskLog;
    outages?: Pick<DatabaseOutages, 'unreachable'>;
  },
  intervalMs = TEST_RIDE_REMINDER_INTERVAL_MS,
) {
  return startPeriodicTask(
    async () => {
      const reminded = await sendTestRideReminders(db, service, clock());
      if (reminded > 0) log?.info({ reminded }, 'sent test-ride reminders');
    },
    intervalMs,
    roundFailure(outages, (error) => log?.warn({ err: error }, 'test-ride reminders round failed')),
  );
}
