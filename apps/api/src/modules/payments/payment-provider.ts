import type { PaymentConfig } from '@beast/domain/checkout/checkout-api.schema';
import type { Money } from '@beast/domain/money/money';

/**
 * The payment processor behind the checkout (ARCHITECTURE: payments). Two implementations: the Stripe
 * adapter (PaymentIntents; Stripe's card element in the browser; webhooks) when its keys are set, and the
 * built-in test provider of demo mode, which behaves like Stripe's test cards. Neither ever sees a card
 * number on our server: the browser turns the card into a token (test) or talks to Stripe directly.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';

  /** What the browser needs to collect a card (GET /payments/config). */
  browserConfig(): PaymentConfig;

  /**
   * Charges `amount` for one payment attempt. `idempotencyKey` is unique per attempt and is passed to the
   * processor, so calling again with the same key returns the first result instead of charging twice.
   * The test provider settles at once from `paymentToken`; Stripe creates a PaymentIntent and answers
   * `requires_action` with its client secret, settled later by the browser and the webhook.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;

  /**
   * Gives `amount` of a succeeded charge back to the customer's card. `idempotencyKey` is unique per refund
   * and passed to the processor: the same key never refunds twice, so a retry after a lost answer is safe.
   * A refusal by the processor (disputed, already refunded there) is a `failed` result; a processor that
   * cannot be reached throws `PAYMENT_PROCESSING_ERROR`, and the refund can be retried with the same key.
   */
  refund(request: RefundRequest): Promise<RefundResult>;

  /** The current state of an attempt at the processor (settles a `requires_action` one, or a crash's leftovers). */
  retrieve(providerRef: string): Promise<ChargeResult>;

  /**
   * Verifies and reads a webhook call. Throws `DomainError('WEBHOOK_SIGNATURE_INVALID')` when the signature
   * does not match; returns null for event types the shop does not use. The test provider has no webhooks.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}

export interface ChargeRequest {
  amount: Money;
  idempotencyKey: string;
  /** The test provider's card token from the browser; unused by Stripe. */
  paymentToken?: string;
  /** Shown in the processor's dashboard and on statements: "Order BB-26-000042". */
  description: string;
  /** Our references, stored with the charge at the processor. */
  metadata: { orderId: string; paymentId: string; orderNumber: string };
  /** The customer's email, for the processor's receipt and fraud checks. */
  email: string;
}

export interface RefundRequest {
  /** The charge's reference at the processor (the payment's `providerRef`: a PaymentIntent for Stripe). */
  providerRef: string;
  amount: Money;
  idempotencyKey: string;
  /** The staff member's reason, kept with the refund at the processor (its dashboard shows it). */
  reason: string;
}

export type RefundResult =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'failed'; providerRef: string | null; reason: string };

/** Why a charge failed, in the words of our error catalogue (spec §8). */
export type ChargeFailureCode = 'PAYMENT_REFUSED' | 'PAYMENT_PROCESSING_ERROR';

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'requires_action'; providerRef: string; clientSecret: string }
  | {
      status: 'failed';
      providerRef: string | null;
      failureCode: ChargeFailureCode;
      /** The processor's own reason (decline code), for the log only. */
      reason: string;
      cardBrand: string | null;
      cardLast4: string | null;
    };

/** A webhook event the shop acts on: an attempt at the processor succeeded or failed. */
export interface PaymentEvent {
  /** The processor's event id: events are handled once (payment_events table). */
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  providerRef: string;
  result: ChargeResult;
}
