import { chf } from '@beast/domain/money/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardCharge,
  paymentIntent,
  type StripeAnswer,
  type StripeCall,
  signedWebhook,
  startStripeImitation,
  stripeError,
} from '../../test/stripe-imitation';
import type { ChargeRequest } from './payment-provider';
import { createStripePaymentProvider, type StripeSettings } from './stripe-provider';

const SECRET_KEY = 'sk_test_imitation';
const WEBHOOK_SECRET = 'whsec_imitation';

const request: ChargeRequest = {
  amount: chf(429_000),
  idempotencyKey: 'payment-7-attempt-1',
  description: 'Order BB-26-000042',
  metadata: { orderId: '42', paymentId: '7', orderNumber: 'BB-26-000042' },
  email: 'anna@example.ch',
};

let imitation: Awaited<ReturnType<typeof startStripeImitation>> | undefined;
afterEach(async () => {
  await imitation?.close();
  imitation = undefined;
});

async function providerAnswering(answer: (call: StripeCall) => StripeAnswer, settings: Partial<StripeSettings> = {}) {
  imitation = await startStripeImitation(answer);
  const provider = createStripePaymentProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_imitation',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: imitation.apiBase,
    maxNetworkRetries: 0,
    ...settings,
  });
  return { provider, calls: imitation.calls };
}

describe('Stripe: charging creates a PaymentIntent', () => {
  it('sends the amount in centimes, CHF, card only, our references and the idempotency key', async () => {
    const { provider, calls } = await providerAnswering(() => ({ body: paymentIntent({ id: 'pi_1' }) }));
    await provider.charge(request);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/payment_intents');
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers['idempotency-key']).toBe('payment-7-attempt-1');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      amount: '429000',
      currency: 'chf',
      'allowed_payment_method_types[0]': 'card',
      description: 'Order BB-26-000042',
      'metadata[orderId]': '42',
      'metadata[paymentId]': '7',
      'metadata[orderNumber]': 'BB-26-000042',
      receipt_email: 'anna@example.ch',
      'expand[0]': 'latest_charge',
    });
  });

  it.each(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'] as const)(
    'answers a %s intent with its client secret, for the card element',
    async (status) => {
      const { provider } = await providerAnswering(() => ({ body: paymentIntent({ id: 'pi_2', status }) }));
      expect(await provider.charge(request)).toEqual({
        status: 'requires_action',
        providerRef: 'pi_2',
        clientSecret: 'pi_2_secret_abc',
      });
    },
  );

  it('answers an intent that already succeeded with the card of its latest charge', async () => {
    const { provider } = await providerAnswering(() => ({
      body: paymentIntent({ id: 'pi_3', status: 'succeeded', latest_charge: cardCharge('visa', '4242') }),
    }));
    expect(await provider.charge(request)).toEqual({
      status: 'succeeded',
      providerRef: 'pi_3',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('answers a declined attempt as PAYMENT_REFUSED with the issuer’s reason and the card', async () => {
    const { provider } = await providerAnswering(() => ({
      body: paymentIntent({
        id: 'pi_4',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          payment_method: { card: { brand: 'mastercard', last4: '9995' } },
        } as never,
      }),
    }));
    expect(await provider.charge(request)).toEqual({
      status: 'failed',
      providerRef: 'pi_4',
      failureCode: 'PAYMENT_REFUSED',
      reason: 'insufficient_funds',
      cardBrand: 'mastercard',
      cardLast4: '9995',
    });
  });

  it.each([
    ['an expired card', 'card_error', 'expired_card', 'PAYMENT_REFUSED'],
    ['a wrong security code', 'card_error', 'incorrect_cvc', 'PAYMENT_REFUSED'],
    ['a processing error', 'card_error', 'processing_error', 'PAYMENT_PROCESSING_ERROR'],
    [
      'a failed authentication',
      'invalid_request_error',
      'payment_intent_authentication_failure',
      'PAYMENT_PROCESSING_ERROR',
    ],
  ])('answers %s as %s', async (_what, type, code, failureCode) => {
    const { provider } = await providerAnswering(() => ({
      body: paymentIntent({ id: 'pi_5', last_payment_error: { type, code } as never }),
    }));
    expect(await provider.charge(request)).toMatchObject({ status: 'failed', failureCode, reason: code });
  });

  it('answers a canceled intent as failed', async () => {
    const { provider } = await providerAnswering(() => ({
      body: paymentIntent({ id: 'pi_6', status: 'canceled', cancellation_reason: 'abandoned' }),
    }));
    expect(await provider.charge(request)).toMatchObject({
      status: 'failed',
      providerRef: 'pi_6',
      failureCode: 'PAYMENT_REFUSED',
      reason: 'abandoned',
    });
  });

  it('answers Stripe’s card error as PAYMENT_REFUSED', async () => {
    const { provider } = await providerAnswering(() =>
      stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: paymentIntent({ id: 'pi_7' }),
      }),
    );
    expect(await provider.charge(request)).toMatchObject({
      status: 'failed',
      providerRef: 'pi_7',
      failureCode: 'PAYMENT_REFUSED',
      reason: 'generic_decline',
    });
  });

  it('turns Stripe’s API errors into PAYMENT_PROCESSING_ERROR, logging Stripe’s reason', async () => {
    const log = { error: vi.fn() };
    const { provider } = await providerAnswering(
      () => stripeError(500, { type: 'api_error', message: 'Something went wrong on Stripe’s end.' }),
      { log },
    );
    await expect(provider.charge(request)).rejects.toMatchObject({ code: 'PAYMENT_PROCESSING_ERROR', status: 502 });
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Stripe: creating a PaymentIntent failed');
  });

  it('turns an unreachable Stripe into PAYMENT_PROCESSING_ERROR', async () => {
    const { provider } = await providerAnswering(() => ({ body: {} }));
    await imitation?.close();
    await expect(provider.charge(request)).rejects.toMatchObject({ code: 'PAYMENT_PROCESSING_ERROR' });
  });

  it('retries a failed network call with the same idempotency key, so Stripe charges once', async () => {
    let attempts = 0;
    const { provider, calls } = await providerAnswering(
      () =>
        ++attempts === 1
          ? {
              ...stripeError(503, { type: 'api_error', message: 'try again' }),
              headers: { 'stripe-should-retry': 'true' },
            }
          : { body: paymentIntent({ id: 'pi_8' }) },
      { maxNetworkRetries: 1 },
    );
    expect(await provider.charge(request)).toMatchObject({ status: 'requires_action', providerRef: 'pi_8' });
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([
      'payment-7-attempt-1',
      'payment-7-attempt-1',
    ]);
  });
});

describe('Stripe: retrieving an attempt', () => {
  it('reads the PaymentIntent with its latest charge and maps it like a charge', async () => {
    const { provider, calls } = await providerAnswering(() => ({
      body: paymentIntent({ id: 'pi_9', status: 'succeeded', latest_charge: cardCharge('amex', '0005') }),
    }));
    expect(await provider.retrieve('pi_9')).toEqual({
      status: 'succeeded',
      providerRef: 'pi_9',
      cardBrand: 'amex',
      cardLast4: '0005',
    });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.path).toBe('/v1/payment_intents/pi_9');
    expect(calls[0]?.query.get('expand[0]')).toBe('latest_charge');
  });

  it('turns an unknown intent into PAYMENT_PROCESSING_ERROR', async () => {
    const { provider } = await providerAnswering(() =>
      stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' }),
    );
    await expect(provider.retrieve('pi_missing')).rejects.toMatchObject({ code: 'PAYMENT_PROCESSING_ERROR' });
  });
});

describe('Stripe: refunding', () => {
  const refund = { providerRef: 'pi_20', amount: chf(12_050), idempotencyKey: 'refund-3', reason: 'Broken bell' };
  const refundBody = (fields: Record<string, unknown>) => ({
    id: 're_1',
    object: 'refund',
    amount: 12_050,
    currency: 'chf',
    payment_intent: 'pi_20',
    status: 'succeeded',
    failure_reason: null,
    ...fields,
  });

  it('posts the PaymentIntent, the amount in centimes, the reason as metadata and the idempotency key', async () => {
    const { provider, calls } = await providerAnswering(() => ({ body: refundBody({}) }));
    expect(await provider.refund(refund)).toEqual({ status: 'succeeded', providerRef: 're_1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/v1/refunds');
    expect(calls[0]?.headers['idempotency-key']).toBe('refund-3');
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      payment_intent: 'pi_20',
      amount: '12050',
      'metadata[reason]': 'Broken bell',
    });
  });

  it('counts a pending card refund as accepted, and a failed or canceled one as failed', async () => {
    let status = 'pending';
    const { provider } = await providerAnswering(() => ({
      body: refundBody({ status, failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null }),
    }));
    expect(await provider.refund(refund)).toEqual({ status: 'succeeded', providerRef: 're_1' });
    status = 'failed';
    expect(await provider.refund(refund)).toEqual({
      status: 'failed',
      providerRef: 're_1',
      reason: 'expired_or_canceled_card',
    });
    status = 'canceled';
    expect(await provider.refund(refund)).toMatchObject({ status: 'failed', reason: 'canceled' });
  });

  it('answers Stripe’s refusal (already refunded) as failed, with Stripe’s code', async () => {
    const { provider } = await providerAnswering(() =>
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge has already been refunded.',
      }),
    );
    expect(await provider.refund(refund)).toEqual({
      status: 'failed',
      providerRef: null,
      reason: 'charge_already_refunded',
    });
  });

  it('turns an API error into PAYMENT_PROCESSING_ERROR, to be retried with the same key', async () => {
    const log = { error: vi.fn() };
    const { provider } = await providerAnswering(() => stripeError(500, { type: 'api_error', message: 'down' }), {
      log,
    });
    await expect(provider.refund(refund)).rejects.toMatchObject({ code: 'PAYMENT_PROCESSING_ERROR' });
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Stripe: creating a refund failed');
  });
});

describe('Stripe: the browser’s settings', () => {
  it('are the publishable key only', () => {
    const provider = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_imitation',
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(provider.name).toBe('stripe');
    expect(provider.browserConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_imitation' });
  });
});

describe('Stripe: webhooks', () => {
  const provider = createStripePaymentProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_imitation',
    webhookSecret: WEBHOOK_SECRET,
  });
  const parse = (body: string, signature?: string) =>
    provider.parseWebhook(Buffer.from(body), signature === undefined ? {} : { 'stripe-signature': signature });

  it('reads a signed payment_intent.succeeded as payment.succeeded, with the event id', () => {
    const intent = paymentIntent({ id: 'pi_10', status: 'succeeded' });
    const { body, signature } = signedWebhook(
      { id: 'evt_1', type: 'payment_intent.succeeded', object: intent },
      WEBHOOK_SECRET,
    );
    expect(parse(body, signature)).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      providerRef: 'pi_10',
      result: { status: 'succeeded', providerRef: 'pi_10', cardBrand: null, cardLast4: null },
    });
  });

  it('reads a signed payment_intent.payment_failed as payment.failed with the reason', () => {
    const intent = paymentIntent({
      id: 'pi_11',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'stolen_card' } as never,
    });
    const { body, signature } = signedWebhook(
      { id: 'evt_2', type: 'payment_intent.payment_failed', object: intent },
      WEBHOOK_SECRET,
    );
    expect(parse(body, signature)).toMatchObject({
      id: 'evt_2',
      type: 'payment.failed',
      providerRef: 'pi_11',
      result: { status: 'failed', failureCode: 'PAYMENT_REFUSED', reason: 'stolen_card' },
    });
  });

  it('answers null for a signed event the shop does not act on', () => {
    const { body, signature } = signedWebhook(
      { id: 'evt_3', type: 'charge.refunded', object: { id: 'ch_1', object: 'charge' } },
      WEBHOOK_SECRET,
    );
    expect(parse(body, signature)).toBeNull();
  });

  it('refuses a tampered body, another secret, an old signature and a missing one', () => {
    const intent = paymentIntent({ id: 'pi_12', status: 'succeeded' });
    const event = { id: 'evt_4', type: 'payment_intent.succeeded', object: intent };
    const { body, signature } = signedWebhook(event, WEBHOOK_SECRET);
    const tampered = body.replace('"pi_12"', '"pi_13"');
    expect(() => parse(tampered, signature)).toThrow('WEBHOOK_SIGNATURE_INVALID');
    const forged = signedWebhook(event, 'whsec_someone_else');
    expect(() => parse(forged.body, forged.signature)).toThrow('WEBHOOK_SIGNATURE_INVALID');
    // Stripe's default tolerance is five minutes: a replayed old delivery is refused.
    const replayed = signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(() => parse(replayed.body, replayed.signature)).toThrow('WEBHOOK_SIGNATURE_INVALID');
    expect(() => parse(body)).toThrow('WEBHOOK_SIGNATURE_INVALID');
    expect(() => parse(body, '')).toThrow('WEBHOOK_SIGNATURE_INVALID');
    expect(() => parse(body, 'garbage')).toThrow('WEBHOOK_SIGNATURE_INVALID');
  });
});
