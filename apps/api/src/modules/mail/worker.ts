import type { Db } from '../../db/client';
import { type DatabaseOutages, roundFailure } from '../../db/outage';
import type { Clock } from '../../lib/clock';
import { startPeriodicTask } from '../../lib/periodic-task';
import { createOutboxRepository, type OutboxRow } from './outbox.repository';
import type { MailTransport } from './transport';

/** spec §4: "the mail should arrive within about one minute": the worker looks every second. */
export const OUTBOX_POLL_MS = 1000;
export const OUTBOX_BATCH_SIZE = 10;
/** A claimed message is due again after this, should its worker die while sending. */
export const OUTBOX_LEASE_MS = 60_000;
export const OUTBOX_MAX_ATTEMPTS = 8;

/** Waits 10 s, 20 s, 40 s … up to an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** attempts, 3_600_000);
}

export interface OutboxWorkerDependencies {
  db: Db;
  transport: MailTransport;
  clock?: Clock;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** A round that fails because the database is down is logged once per outage. */
  outages?: Pick<DatabaseOutages, 'unreachable'>;
}

/** Delivers one batch of due messages; answers how many it handled. */
export async function deliverDueEmails({ db, transport, clock = () => new Date(), log }: OutboxWorkerDependencies) {
  const outbox = createOutboxRepository(db);
  const now = clock();
  const claimed = await outbox.claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS), OUTBOX_BATCH_SIZE);
  for (const email of claimed) await deliverOne(email);
  return claimed.length;

  async function deliverOne(email: OutboxRow) {
    try {
      await transport.deliver(email);
      await outbox.markSent(email.id, clock());
      // Recipient and subject only: the body holds a code (ARCHITECTURE: no secrets in logs).
      log?.info({ mailId: email.id, to: email.to, subject: email.subject, via: transport.kind }, 'email delivered');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (email.attempts >= OUTBOX_MAX_ATTEMPTS) {
        await outbox.markFailed(email.id, reason);
        log?.warn({ mailId: email.id, attempts: email.attempts, reason }, 'email failed for good');
      } else {
        await outbox.scheduleRetry(email.id, reason, new Date(clock().getTime() + retryDelayMs(email.attempts)));
        log?.warn({ mailId: email.id, attempts: email.attempts, reason }, 'email delivery failed; will retry');
      }
    }
  }
}

/** Delivers everything due now, batch after batch: what tests call instead of waiting for the worker. */
export async function flushOutbox(dependencies: OutboxWorkerDependencies): Promise<number> {
  let total = 0;
  let handled = await deliverDueEmails(dependencies);
  while (handled > 0) {
    total += handled;
    handled = await deliverDueEmails(dependencies);
  }
  return total;
}

/** Polls the outbox until stopped; started by server.ts, stopped before the database closes. */
export function startOutboxWorker(dependencies: OutboxWorkerDependencies, intervalMs = OUTBOX_POLL_MS) {
  return startPeriodicTask(
    () => flushOutbox(dependencies),
    intervalMs,
    roundFailure(dependencies.outages, (error) => dependencies.log?.warn({ err: error }, 'outbox worker round failed')),
  );
}
