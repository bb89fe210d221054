import type { Order, PayResult } from '@beast/domain/orders/orders-api.schema';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { createPayer } from './pay-order';

const ORDER = { id: 7, number: 'BB-26-000007', status: 'PAYMENT_SENT' } as Order;
const PAID: PayResult = { outcome: 'succeeded', order: ORDER, clientSecret: null };
const NETWORK = new ApiError(503, 'SERVICE_UNAVAILABLE', 'The API could not be reached (TypeError)');
const REFUSED = new ApiError(402, 'PAYMENT_REFUSED', 'refused', {}, true);

function token(card: string, nonce: string) {
  return { provider: 'test' as const, paymentToken: `tok_test_${card}_${nonce}` };
}

function fakeApi(...answers: (PayResult | Error)[]) {
  const answer = async (..._request: unknown[]) => {
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer left');
    return next;
  };
  const payOrder = vi.fn(answer);
  const payVehicle = vi.fn(answer);
  const order = vi.fn(async () => ORDER);
  return { payOrder, payVehicle, order };
}

function keys() {
  let next = 0;
  return () => `key-${++next}`;
}

describe('Idempotency-Key per payment attempt', () => {
  it('resends the same attempt (same key, same body) after a lost connection', async () => {
    const api = fakeApi(NETWORK, PAID);
    const payer = createPayer(api, keys());
    const target = { paymentFor: 'order' as const, id: 7, guestToken: 'guest' };

    const first = await payer.pay(target, token('succeeds_visa_4242', '0000aaaa'));
    expect(first.ok).toBe(false);
    expect(payer.hasOpenAttempt()).toBe(true);
    // The card is tokenised again when the button is pressed again: a new random ending, the same card.
    const second = await payer.pay(target, token('succeeds_visa_4242', '1111bbbb'));

    expect(second).toEqual({ ok: true, order: ORDER });
    expect(api.payOrder.mock.calls).toEqual([
      [7, { paymentToken: 'tok_test_succeeds_visa_4242_0000aaaa' }, 'key-1', 'guest'],
      [7, { paymentToken: 'tok_test_succeeds_visa_4242_0000aaaa' }, 'key-1', 'guest'],
    ]);
  });

  it('starts a new attempt after the server answered (a refusal), and for another card', async () => {
    const api = fakeApi(REFUSED, NETWORK, PAID);
    const payer = createPayer(api, keys());
    const target = { paymentFor: 'order' as const, id: 7 };

    expect(await payer.pay(target, token('declined_visa_0002', '00000000'))).toEqual({ ok: false, error: REFUSED });
    expect(payer.hasOpenAttempt()).toBe(false);
    await payer.pay(target, token('declined_visa_0002', '11111111'));
    await payer.pay(target, token('succeeds_visa_4242', '22222222'));

    expect(api.payOrder.mock.calls.map((call) => call[2])).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('does not reuse an attempt of another order', async () => {
    const api = fakeApi(NETWORK, PAID);
    const payer = createPayer(api, keys());
    await payer.pay({ paymentFor: 'order', id: 7 }, token('succeeds_visa_4242', '00000000'));
    await payer.pay({ paymentFor: 'order', id: 8 }, token('succeeds_visa_4242', '00000000'));
    expect(api.payOrder.mock.calls.map((call) => call[2])).toEqual(['key-1', 'key-2']);
  });

  it('pays a vehicle through POST /vehicles/{id}/pay', async () => {
    const api = fakeApi(PAID);
    const payer = createPayer(api, keys());
    await payer.pay({ paymentFor: 'vehicle', id: 3 }, token('succeeds_visa_4242', '00000000'));
    expect(api.payVehicle).toHaveBeenCalledWith(3, { paymentToken: 'tok_test_succeeds_visa_4242_00000000' }, 'key-1');
    expect(api.payOrder).not.toHaveBeenCalled();
  });
});

describe('Stripe: the client secret is confirmed by the card element', () => {
  it('confirms, then reads the order again', async () => {
    const api = fakeApi({ outcome: 'requires_action', order: ORDER, clientSecret: 'pi_1_secret_2' });
    const confirm = vi.fn(async () => ({ status: 'processing' as const }));
    const outcome = await createPayer(api, keys()).pay({ paymentFor: 'order', id: 7 }, { provider: 'stripe', confirm });
    expect(api.payOrder).toHaveBeenCalledWith(7, {}, 'key-1', undefined);
    expect(confirm).toHaveBeenCalledWith('pi_1_secret_2');
    expect(api.order).toHaveBeenCalledWith(7, undefined);
    expect(outcome).toEqual({ ok: true, order: ORDER });
  });

  it('turns a card refusal into PAYMENT_REFUSED', async () => {
    const api = fakeApi({ outcome: 'requires_action', order: ORDER, clientSecret: 'pi_1_secret_2' });
    const confirm = async () => ({ status: 'failed' as const, code: 'PAYMENT_REFUSED' as const });
    const outcome = await createPayer(api, keys()).pay({ paymentFor: 'order', id: 7 }, { provider: 'stripe', confirm });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && (outcome.error as ApiError).code).toBe('PAYMENT_REFUSED');
  });
});
