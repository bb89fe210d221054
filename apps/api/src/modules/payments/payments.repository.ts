import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema/orders';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

/** The webhook events already handled, by the processor's event id (processors deliver at least once). */
export function createPaymentEventsRepository(db: Db) {
  return {
    /** Records a first delivery: true when the event is new, false when it was recorded before. */
    async recordOnce(event: PaymentEvent, provider: PaymentProvider['name']): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values({ id: event.id, provider, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    async forget(eventId: string): Promise<void> {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, eventId));
    },
  };
}
