import { testCardToken } from '@beast/domain/checkout/test-cards';
import { chf } from '@beast/domain/money/money';
import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './payment-provider';
import { createTestPaymentProvider } from './test-provider';

let attempt = 0;
function request(paymentToken: string | undefined, idempotencyKey = `attempt-${++attempt}`): ChargeRequest {
  return {
    amount: chf(429_000),
    idempotencyKey,
    paymentToken,
    description: 'Order BB-26-000042',
    metadata: { orderId: '42', paymentId: '7', orderNumber: 'BB-26-000042' },
    email: 'anna@example.ch',
  };
}

const token = (card: string) => testCardToken(card);

describe('the built-in test provider', () => {
  it('succeeds with 4242 4242 4242 4242, naming the brand and last four digits', async () => {
    const result = await createTestPaymentProvider().charge(request(token('4242 4242 4242 4242')));
    expect(result).toEqual({
      status: 'succeeded',
      providerRef: expect.stringMatching(/^test_ch_[0-9a-f]{24}$/),
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc'],
  ])('refuses %s (%s) as PAYMENT_REFUSED', async (card, reason) => {
    const result = await createTestPaymentProvider().charge(request(token(card)));
    expect(result).toMatchObject({ status: 'failed', failureCode: 'PAYMENT_REFUSED', reason, cardBrand: 'visa' });
    expect(result.providerRef).toMatch(/^test_ch_/);
  });

  it('answers 4000 0000 0000 0119 with a processing error', async () => {
    const result = await createTestPaymentProvider().charge(request(token('4000 0000 0000 0119')));
    expect(result).toMatchObject({
      status: 'failed',
      failureCode: 'PAYMENT_PROCESSING_ERROR',
      reason: 'processing_error',
    });
  });

  it('declines any other card number, as Stripe test mode does', async () => {
    const result = await createTestPaymentProvider().charge(request(token('5105 1051 0510 5100')));
    expect(result).toMatchObject({ status: 'failed', failureCode: 'PAYMENT_REFUSED', reason: 'declined' });
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a raw card number', '4242424242424242'],
    ['a spaced card number', '4242 4242 4242 4242'],
    ['a token with the card number inside', 'tok_test_succeeds_visa_4242424242424242_1a2b3c4d'],
    ['a token of an unknown outcome', 'tok_test_free_money_visa_4242_1a2b3c4d'],
    ['a Stripe token', 'tok_visa'],
  ])('refuses %s as an invalid token', async (_what, paymentToken) => {
    const result = await createTestPaymentProvider().charge(request(paymentToken));
    expect(result).toMatchObject({
      status: 'failed',
      failureCode: 'PAYMENT_REFUSED',
      reason: 'invalid_token',
      cardBrand: null,
      cardLast4: null,
    });
  });

  it('answers the same key with the first result and never charges twice', async () => {
    const provider = createTestPaymentProvider();
    const first = await provider.charge(request(token('4242 4242 4242 4242'), 'same-key'));
    // A retry of the same attempt, even with another card, is the same attempt.
    const again = await provider.charge(request(token('4000 0000 0000 0002'), 'same-key'));
    expect(again).toEqual(first);
    const other = await provider.charge(request(token('4242 4242 4242 4242'), 'other-key'));
    expect(other.providerRef).not.toBe(first.providerRef);
  });

  it('answers concurrent calls with the same key alike', async () => {
    const provider = createTestPaymentProvider();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => provider.charge(request(token('4242 4242 4242 4242'), 'racing-key'))),
    );
    expect(new Set(results.map((result) => result.providerRef)).size).toBe(1);
  });

  it('retrieves a charge by its reference, and answers an unknown one as failed without money moved', async () => {
    const provider = createTestPaymentProvider();
    const charged = await provider.charge(request(token('4242 4242 4242 4242')));
    expect(await provider.retrieve(charged.providerRef!)).toEqual(charged);
    expect(await provider.retrieve('test_ch_unknown')).toMatchObject({
      status: 'failed',
      failureCode: 'PAYMENT_PROCESSING_ERROR',
      reason: 'unknown_charge',
    });
  });

  it('keeps a bounded memory, forgetting the oldest attempts first', async () => {
    const provider = createTestPaymentProvider({ rememberedCharges: 2 });
    const oldest = await provider.charge(request(token('4242 4242 4242 4242'), 'k1'));
    await provider.charge(request(token('4242 4242 4242 4242'), 'k2'));
    const newest = await provider.charge(request(token('4242 4242 4242 4242'), 'k3'));
    expect((await provider.retrieve(oldest.providerRef!)).status).toBe('failed');
    expect(await provider.retrieve(newest.providerRef!)).toEqual(newest);
  });

  it('tells the browser to use the test card form, and refuses every webhook call as unsigned', () => {
    const provider = createTestPaymentProvider();
    expect(provider.name).toBe('test');
    expect(provider.browserConfig()).toEqual({ provider: 'test' });
    expect(() => provider.parseWebhook(Buffer.from('{}'), {})).toThrow('WEBHOOK_SIGNATURE_INVALID');
  });

  it('refunds a succeeded charge up to its amount, once per key', async () => {
    const provider = createTestPaymentProvider();
    const charged = await provider.charge(request(token('4242 4242 4242 4242')));
    const refund = (amount: number, idempotencyKey: string) =>
      provider.refund({ providerRef: charged.providerRef!, amount: chf(amount), idempotencyKey, reason: 'Return' });
    const first = await refund(400_000, 'refund-1');
    expect(first).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^test_re_[0-9a-f]{24}$/) });
    // The same key is the same refund: nothing more is given back.
    expect(await refund(400_000, 'refund-1')).toEqual(first);
    expect(await refund(29_001, 'refund-2')).toEqual({
      status: 'failed',
      providerRef: null,
      reason: 'amount_too_large',
    });
    expect(await refund(29_000, 'refund-3')).toMatchObject({ status: 'succeeded' });
  });

  it('refuses to refund a failed charge, and refunds a charge it does not know (before a restart)', async () => {
    const provider = createTestPaymentProvider();
    const declined = await provider.charge(request(token('4000 0000 0000 0002')));
    const refund = (providerRef: string) =>
      provider.refund({ providerRef, amount: chf(100), idempotencyKey: `r-${providerRef}`, reason: 'Return' });
    expect(await refund(declined.providerRef!)).toMatchObject({ status: 'failed', reason: 'charge_not_succeeded' });
    expect(await refund('test_ch_from_before')).toMatchObject({ status: 'succeeded' });
  });
});
