import { describe, expect, it } from 'vitest';
import { paidOrderIdOf, paymentTargetOf, retryPathOf } from './payment-target';

describe('/payment/{paymentFor}/{id}', () => {
  it.each([
    [
      { paymentFor: 'order', id: '42' },
      { paymentFor: 'order', id: 42 },
    ],
    [
      { paymentFor: 'vehicle', id: '3' },
      { paymentFor: 'vehicle', id: 3 },
    ],
    [{ paymentFor: 'invoice', id: '3' }, undefined],
    [{ paymentFor: 'order', id: '0' }, undefined],
    [{ paymentFor: 'order', id: '-1' }, undefined],
    [{ paymentFor: 'order', id: '4e3' }, undefined],
    [{ paymentFor: 'order', id: '99999999999' }, undefined],
    [{}, undefined],
  ])('%o → %o', (params, target) => {
    expect(paymentTargetOf(params)).toEqual(target);
  });
});

describe('/paid', () => {
  it('reads ?order=<id> and ignores anything else', () => {
    expect(paidOrderIdOf(new URLSearchParams('order=42&payment_intent=pi_1'))).toBe(42);
    expect(paidOrderIdOf(new URLSearchParams('order=abc'))).toBeUndefined();
    expect(paidOrderIdOf(new URLSearchParams(''))).toBeUndefined();
  });

  it('sends a signed-in customer to /payment/order/{id} and a guest back to the checkout’s payment step', () => {
    expect(retryPathOf({ id: 42, type: 'product' }, true)).toBe('/payment/order/42');
    expect(retryPathOf({ id: 42, type: 'accessory' }, false)).toBe('/checkout/accessory?step=payment');
  });
});
