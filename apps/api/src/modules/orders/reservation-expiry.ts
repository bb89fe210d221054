import { type Db, inTransaction } from '../../db/client';
import { type DatabaseOutages, roundFailure } from '../../db/outage';
import { startPeriodicTask } from '../../lib/periodic-task';
import { releaseOrderHolds } from './order-holds';
import { createOrderLifecycleRepository } from './order-lifecycle.repository';

/** How often the server looks for reservations that ran out. */
export const RESERVATION_EXPIRY_INTERVAL_MS = 60_000;
const BATCH_SIZE = 50;

/**
 * spec §9, checkout: limited-edition units and the delivery slot of an unpaid order are held for
 * RESERVATION_MINUTES. Once that passed, they go back to other buyers. The order keeps its status: the
 * customer may still pay later, and paying reserves units again. Answers how many orders were released.
 */
export async function releaseExpiredReservations(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await releaseBatch(db, now);
    total += released;
    if (released < BATCH_SIZE) return total;
  }
}

/** One transaction per batch: the claimed rows stay locked (SKIP LOCKED for other workers) until released. */
function releaseBatch(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const repository = createOrderLifecycleRepository(tx);
    const claimed = await repository.claimExpiredReservations(now, BATCH_SIZE);
    for (const order of claimed) {
      await releaseOrderHolds(tx, order);
      await repository.updateOrder(order.id, { reservedUntil: null, reservationReleasedAt: now }, now);
    }
    return claimed.length;
  });
}

export interface PeriodicTaskLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Runs the release every minute until stopped; started by server.ts like the mail worker. */
export function startReservationExpiry(
  {
    db,
    clock = () => new Date(),
    log,
    onReleased,
    outages,
  }: {
    db: Db;
    clock?: () => Date;
    log?: PeriodicTaskLog;
    onReleased?: (count: number) => void;
    outages?: Pick<DatabaseOutages, 'unreachable'>;
  },
  intervalMs = RESERVATION_EXPIRY_INTERVAL_MS,
) {
  return startPeriodicTask(
    async () => {
      const released = await releaseExpiredReservations(db, clock());
      if (released > 0) log?.info({ released }, 'released expired order reservations');
      if (released > 0) onReleased?.(released);
    },
    intervalMs,
    roundFailure(outages, (error) => log?.warn({ err: error }, 'reservation expiry round failed')),
  );
}
