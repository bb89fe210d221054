import Stripe from 'stripe';
import { DomainError } from '../../errors/domain-error';
import type {
  ChargeFailureCode,
  ChargeRequest,
  ChargeResult,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests run a local imitation): "http://127.0.0.1:12111". */
  apiBase?: string;
  /** Retries of a failed network call; safe because every charge carries its idempotency key. */
  maxNetworkRetries?: number;
  /** Where Stripe's own reason goes when a call fails: the client only sees PAYMENT_PROCESSING_ERROR. */
  log?: { error(details: object, message: string): void };
}

/** A checkout waits for this at most; Stripe's default (80 s) would hold the customer far too long. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The Stripe adapter: one PaymentIntent per payment attempt, confirmed in the browser by Stripe's card
 * element with the client secret (card data goes from the browser to Stripe, never through our server),
 * settled by the webhook and by `retrieve`.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
  });

  async function call(what: string, work: () => Promise<Stripe.PaymentIntent>): Promise<ChargeResult> {
    try {
      return resultOf(await work());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return cardErrorResult(error);
      settings.log?.error({ err: error }, `Stripe: ${what} failed`);
      throw new DomainError('PAYMENT_PROCESSING_ERROR');
    }
  }

  return {
    name: 'stripe',

    browserConfig: () => ({ provider: 'stripe', publishableKey: settings.publishableKey }),

    charge: (request: ChargeRequest) =>
      call('creating a PaymentIntent', () =>
        stripe.paymentIntents.create(
          {
            amount: request.amount.amount,
            currency: request.amount.currency.toLowerCase(),
            // The storefront collects cards with Stripe's card element: cards are the only method offered.
            allowed_payment_method_types: ['card'],
            description: request.description,
            metadata: request.metadata,
            receipt_email: request.email,
            expand: ['latest_charge'],
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),

    /**
     * POST /v1/refunds for the PaymentIntent, with the refund's idempotency key. Stripe's own `reason` is a
     * short list (duplicate, fraudulent, requested_by_customer): the staff member's words go into metadata.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.providerRef,
            amount: request.amount.amount,
            metadata: { reason: request.reason },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return refundResultOf(refund);
      } catch (error) {
        // Stripe refuses the refund itself (already refunded, more than the charge, a disputed charge).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: 'failed', providerRef: null, reason: error.code ?? 'invalid_request' };
        }
        settings.log?.error({ err: error }, 'Stripe: creating a refund failed');
        throw new DomainError('PAYMENT_PROCESSING_ERROR');
      }
    },

    retrieve: (providerRef: string) =>
      call('reading a PaymentIntent', () => stripe.paymentIntents.retrieve(providerRef, { expand: ['latest_charge'] })),

    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
      }
      return paymentEventOf(event);
    },
  };
}

/**
 * A card refund is `pending` until the bank confirms it and then `succeeded`: both mean Stripe has accepted it,
 * and the money is on its way back. `failed` and `canceled` gave nothing back.
 */
function refundResultOf(refund: Stripe.Refund): RefundResult {
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return { status: 'failed', providerRef: refund.id, reason: refund.failure_reason ?? refund.status };
  }
  return { status: 'succeeded', providerRef: refund.id };
}

function apiAddress(apiBase: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The two events the webhook endpoint subscribes to (README: Payments); any other is not ours to act on. */
function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    return { id: event.id, type: 'payment.succeeded', providerRef: intent.id, result: resultOf(intent) };
  }
  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    return { id: event.id, type: 'payment.failed', providerRef: intent.id, result: failureOf(intent) };
  }
  return null;
}

/**
 * A PaymentIntent in our terms. After a decline Stripe puts the intent back to `requires_payment_method`
 * with `last_payment_error`: that attempt has failed (the customer retries with a new attempt).
 */
function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') {
    const card = chargeCard(intent.latest_charge);
    return { status: 'succeeded', providerRef: intent.id, cardBrand: card.brand, cardLast4: card.last4 };
  }
  if (intent.status === 'canceled' || intent.last_payment_error) return failureOf(intent);
  if (!intent.client_secret) throw new DomainError('PAYMENT_PROCESSING_ERROR');
  // requires_payment_method, requires_confirmation, requires_action, processing: the browser and the
  // webhook settle it.
  return { status: 'requires_action', providerRef: intent.id, clientSecret: intent.client_secret };
}

function failureOf(intent: Stripe.PaymentIntent): ChargeResult {
  const error = intent.last_payment_error;
  const card = error?.payment_method?.card;
  return {
    status: 'failed',
    providerRef: intent.id,
    failureCode: error ? failureCodeOf(error.type, error.code) : 'PAYMENT_REFUSED',
    reason: error?.decline_code ?? error?.code ?? intent.cancellation_reason ?? intent.status,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  };
}

function cardErrorResult(error: Stripe.errors.StripeCardError): ChargeResult {
  return {
    status: 'failed',
    providerRef: error.payment_intent?.id ?? null,
    failureCode: failureCodeOf('card_error', error.code),
    reason: error.decline_code ?? error.code ?? 'card_declined',
    cardBrand: error.payment_method?.card?.brand ?? null,
    cardLast4: error.payment_method?.card?.last4 ?? null,
  };
}

/**
 * Like the test cards: the card's refusal (declined, insufficient funds, expired, wrong security code) is
 * PAYMENT_REFUSED; Stripe's or the issuer's processing trouble, and any non-card error, is a processing error
 * the customer may simply retry.
 */
function failureCodeOf(type: string, code: string | undefined): ChargeFailureCode {
  return type === 'card_error' && code !== 'processing_error' ? 'PAYMENT_REFUSED' : 'PAYMENT_PROCESSING_ERROR';
}

function chargeCard(charge: string | Stripe.Charge | null): { brand: string | null; last4: string | null } {
  const card = typeof charge === 'object' ? charge?.payment_method_details?.card : undefined;
  return { brand: card?.brand ?? null, last4: card?.last4 ?? null };
}
