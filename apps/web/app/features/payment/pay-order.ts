import type { PayRequest } from '@beast/domain/checkout/checkout-api.schema';
import type { Order, PayResult } from '@beast/domain/orders/orders-api.schema';
import { ApiError } from '../../lib/api/api-error';
import type { OrdersApi } from '../orders';
import type { PaymentApi } from './payment-api';
import { isNetworkFailure } from './payment-errors';
import { type PaymentMethod, payRequestOf } from './payment-method';

/** What is paid: an order (a guest adds the order's token) or the order behind one of My vehicles. */
export type PayTarget =
  | { paymentFor: 'order'; id: number; guestToken?: string | null }
  | { paymentFor: 'vehicle'; id: number };

export type PayOutcome = { ok: true; order: Order } | { ok: false; error: unknown };

type PayApi = Pick<PaymentApi, 'payOrder' | 'payVehicle'> & Pick<OrdersApi, 'order'>;

interface Attempt {
  target: string;
  key: string;
  body: PayRequest;
}

/**
 * Pays with one Idempotency-Key per attempt. When an attempt's answer is lost (network failure) the
 * attempt stays open: paying again with the same card resends it unchanged — same key, same body — so the
 * server answers the first result instead of charging twice. Any answer of the server closes the attempt.
 */
export function createPayer(api: PayApi, newKey: () => string = () => crypto.randomUUID()) {
  let open: Attempt | null = null;

  function attemptFor(target: PayTarget, body: PayRequest): Attempt {
    const name = `${target.paymentFor}:${target.id}`;
    if (open && open.target === name && sameCard(open.body, body)) return open;
    open = { target: name, key: newKey(), body };
    return open;
  }

  function send(target: PayTarget, attempt: Attempt): Promise<PayResult> {
    return target.paymentFor === 'order'
      ? api.payOrder(target.id, attempt.body, attempt.key, target.guestToken)
      : api.payVehicle(target.id, attempt.body, attempt.key);
  }

  async function pay(target: PayTarget, method: PaymentMethod): Promise<PayOutcome> {
    const attempt = attemptFor(target, payRequestOf(method));
    try {
      const result = await send(target, attempt);
      open = null;
      return await settled(target, result, method);
    } catch (error) {
      if (!isNetworkFailure(error)) open = null;
      return { ok: false, error };
    }
  }

  /** Stripe answers a client secret: its card element confirms, then the order is read again. */
  async function settled(target: PayTarget, result: PayResult, method: PaymentMethod): Promise<PayOutcome> {
    if (result.outcome === 'failed') return { ok: false, error: refusal('PAYMENT_REFUSED') };
    if (result.outcome === 'succeeded' || method.provider !== 'stripe' || !result.clientSecret) {
      return { ok: true, order: result.order };
    }
    const confirmation = await method.confirm(result.clientSecret);
    if (confirmation.status === 'failed') return { ok: false, error: refusal(confirmation.code) };
    const guestToken = target.paymentFor === 'order' ? target.guestToken : undefined;
    const order = await api.order(result.order.id, guestToken).catch(() => result.order);
    return { ok: true, order };
  }

  return { pay, hasOpenAttempt: () => open !== null };
}

export type Payer = ReturnType<typeof createPayer>;

function refusal(code: 'PAYMENT_REFUSED' | 'PAYMENT_PROCESSING_ERROR'): ApiError {
  return new ApiError(code === 'PAYMENT_REFUSED' ? 402 : 502, code, code);
}

/**
 * Two bodies for the same card: test tokens differ only by their random ending (outcome, brand and last
 * four digits are the card's); Stripe's body is empty.
 */
function sameCard(a: PayRequest, b: PayRequest): boolean {
  const card = (body: PayRequest) => body.paymentToken?.replace(/_[0-9a-f]{8}$/, '') ?? '';
  return card(a) === card(b);
}
