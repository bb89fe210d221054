import type { PaymentConfig, PayRequest } from '@beast/domain/checkout/checkout-api.schema';

/**
 * What the card form hands to the pay hook: never the card itself.
 * - `test`: the built-in provider's token, made in the browser from a valid card (demo mode).
 * - `stripe`: the card stays in Stripe's own element; `confirm` completes the PaymentIntent whose client
 *   secret POST …/pay answers.
 */
export type PaymentMethod =
  | { provider: 'test'; paymentToken: string }
  | { provider: 'stripe'; confirm: (clientSecret: string) => Promise<StripeConfirmation> };

/** How Stripe's confirmation ended, in the words of the error catalogue. */
export type StripeConfirmation =
  | { status: 'succeeded' | 'processing' }
  | { status: 'failed'; code: 'PAYMENT_REFUSED' | 'PAYMENT_PROCESSING_ERROR' };

/** Which card form a payment configuration needs: the test provider's fields or Stripe's card element. */
export function cardCollectorOf(config: PaymentConfig): 'test-fields' | 'stripe-element' {
  return config.provider === 'stripe' ? 'stripe-element' : 'test-fields';
}

/** The body of POST /orders/{id}/pay: the test token, or nothing for Stripe (it answers a client secret). */
export function payRequestOf(method: PaymentMethod): PayRequest {
  return method.provider === 'test' ? { paymentToken: method.paymentToken } : {};
}

/**
 * Stripe's `confirmCardPayment` answer → our outcome. A `card_error` is the bank's refusal (spec §8
 * "payment refused"); anything else (network, API, rate limit) is a processing error to retry.
 */
export function stripeConfirmationOf(result: {
  error?: { type?: string };
  paymentIntent?: { status?: string };
}): StripeConfirmation {
  if (result.error) {
    const refused = result.error.type === 'card_error' || result.error.type === 'validation_error';
    return { status: 'failed', code: refused ? 'PAYMENT_REFUSED' : 'PAYMENT_PROCESSING_ERROR' };
  }
  const status = result.paymentIntent?.status;
  if (status === 'succeeded') return { status: 'succeeded' };
  if (status === 'processing' || status === 'requires_capture') return { status: 'processing' };
  return { status: 'failed', code: 'PAYMENT_REFUSED' };
}
