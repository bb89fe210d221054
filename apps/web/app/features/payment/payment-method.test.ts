import { describe, expect, it } from 'vitest';
import { cardCollectorOf, payRequestOf, stripeConfirmationOf } from './payment-method';

describe('which card form the provider needs', () => {
  it('uses the browser fields for the test provider and Stripe’s element for Stripe', () => {
    expect(cardCollectorOf({ provider: 'test' })).toBe('test-fields');
    expect(cardCollectorOf({ provider: 'stripe', publishableKey: 'pk_test_x' })).toBe('stripe-element');
  });

  it('sends the token for the test provider and nothing for Stripe', () => {
    expect(payRequestOf({ provider: 'test', paymentToken: 'tok_test_x' })).toEqual({ paymentToken: 'tok_test_x' });
    expect(payRequestOf({ provider: 'stripe', confirm: async () => ({ status: 'succeeded' }) })).toEqual({});
  });
});

describe('Stripe’s confirmation → our outcome', () => {
  it.each([
    [{ paymentIntent: { status: 'succeeded' } }, { status: 'succeeded' }],
    [{ paymentIntent: { status: 'processing' } }, { status: 'processing' }],
    [{ error: { type: 'card_error' } }, { status: 'failed', code: 'PAYMENT_REFUSED' }],
    [{ error: { type: 'api_connection_error' } }, { status: 'failed', code: 'PAYMENT_PROCESSING_ERROR' }],
    [{ paymentIntent: { status: 'requires_payment_method' } }, { status: 'failed', code: 'PAYMENT_REFUSED' }],
  ])('%o → %o', (result, outcome) => {
    expect(stripeConfirmationOf(result)).toEqual(outcome);
  });
});
