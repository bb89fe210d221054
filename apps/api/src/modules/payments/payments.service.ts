import type { PaymentConfig } from '@beast/domain/checkout/checkout-api.schema';
import type { Db } from '../../db/client';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { createPaymentEventsRepository } from './payments.repository';

/**
 * Acts on a verified event seen for the first time: the orders module settles the payment and its order,
 * in its own transaction. It should be idempotent (settle only a payment still processing): see below.
 */
export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

export type WebhookReceipt = { received: true; duplicate?: true };

export function createPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  onPaymentEvent: PaymentEventHandler;
}) {
  const events = createPaymentEventsRepository(deps.db);

  return {
    browserConfig: (): PaymentConfig => deps.provider.browserConfig(),

    /**
     * Verifies the call, records the event id (a repeat or a racing second delivery finds it and is a
     * duplicate), then hands the event over. If the handler throws, the record is deleted and we answer an
     * error, so the processor's retry is handled afresh.
     *
     * Why not one transaction around the record and the handler's work: the handler runs its own
     * transactions, and on PGlite's single connection a transaction opened inside ours would wait for ours
     * forever. What this leaves open is a process dying between the record and the handler's commit: the
     * event then counts as handled, and the payment stays `processing` until the orders module reconciles
     * it with `provider.retrieve` (its recovery of processing payments), which is the processor's truth.
     */
    async receiveWebhook(rawBody: Buffer, headers: Parameters<PaymentProvider['parseWebhook']>[1]) {
      const event = deps.provider.parseWebhook(rawBody, headers);
      if (!event) return { event: null, receipt: { received: true } as WebhookReceipt };
      if (!(await events.recordOnce(event, deps.provider.name))) {
        return { event, receipt: { received: true, duplicate: true } as WebhookReceipt };
      }
      try {
        await deps.onPaymentEvent(event);
      } catch (error) {
        await events.forget(event.id);
        throw error;
      }
      return { event, receipt: { received: true } as WebhookReceipt };
    },
  };
}
