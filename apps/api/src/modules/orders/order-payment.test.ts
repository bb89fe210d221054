import { randomUUID } from 'node:crypto';
import { RESERVATION_MINUTES } from '@beast/domain/checkout/checkout-rules';
import { instalmentPlan } from '@beast/domain/checkout/instalments';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import type { PayResult } from '@beast/domain/orders/orders-api.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { orders, payments, vehicles } from '../../db/schema/orders';
import { post, signedIn } from '../../test/accounts';
import { createBike, createProduct, type TestProduct } from '../../test/catalog';
import { cardToken, contacts, guestHeaders, orderBody, pay, placed } from '../../test/checkout';
import { setProductColumns } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider';
import { createTestPaymentProvider } from '../payments/test-provider';
import { ABANDONED_ATTEMPT_MS, createOrderPaymentService, STALE_ATTEMPT_MS } from './order-payment.service';
import { changeOrderStatus, statusChangeContext } from './order-status.service';
import { releaseExpiredReservations } from './reservation-expiry';

let nowMs = Date.now();
const clock = () => new Date(nowMs);
const chf = (amount: number) => ({ amount, currency: 'CHF' as const });

/**
 * The test provider, except that cards marked by `actionFor` answer `requires_action` like a Stripe
 * PaymentIntent waiting for the browser, settled later by `decide`.
 */
function providerWithActions() {
  const inner = createTestPaymentProvider();
  const pending = new Map<string, ChargeResult>();
  const provider: PaymentProvider = {
    ...inner,
    async charge(request) {
      // The process dies while the processor is being asked: the request never answers.
      if (request.paymentToken === 'crash') return new Promise<never>(() => {});
      if (request.paymentToken !== 'needs-action') return inner.charge(request);
      const providerRef = `pi_${request.idempotencyKey}`;
      pending.set(providerRef, { status: 'requires_action', providerRef, clientSecret: `${providerRef}_secret` });
      return pending.get(providerRef)!;
    },
    async retrieve(providerRef) {
      return pending.get(providerRef) ?? inner.retrieve(providerRef);
    },
  };
  const decide = (providerRef: string, result: ChargeResult) => pending.set(providerRef, result);
  return { provider, decide };
}

const actions = providerWithActions();
let harness: TestApp;
/** The tests' own products: a bike, a limited edition of 220 and an accessory. */
let shop: Record<'bike' | 'circular' | 'helmet', TestProduct>;
const line = (item: TestProduct, quantity = 1) => ({ productId: item.id, quantity });
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await createTestApp({ clock, paymentProvider: actions.provider });
  shop = {
    bike: await createBike(harness),
    circular: await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 220 }),
    helmet: await createProduct(harness, { price: 15_000 }),
  };
});
afterAll(() => harness.close());

/** The same service the app builds, for the webhook's and the read side's entry points. */
function paymentService() {
  return createOrderPaymentService({
    db: db(),
    clock,
    provider: actions.provider,
    statusContext: (now) => statusChangeContext(harness.config, now),
  });
}

describe('payments the processor decides later', () => {
  it('answers requires_action with the client secret, then the webhook event settles it once', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const response = await pay(harness, answer.order.id, { headers: guestHeaders(answer), token: 'needs-action' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PayResult>();
    expect(result.outcome).toBe('requires_action');
    expect(result.clientSecret).toMatch(/_secret$/);
    expect(result.order.status).toBe('RECEIVED');

    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, answer.order.id));
    expect(attempt!.status).toBe('processing');
    const again = await pay(harness, answer.order.id, { headers: guestHeaders(answer) });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);

    const succeeded: ChargeResult = {
      status: 'succeeded',
      providerRef: attempt!.providerRef!,
      cardBrand: 'visa',
      cardLast4: '4242',
    };
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded' as const,
      providerRef: attempt!.providerRef!,
      result: succeeded,
    };
    await paymentService().settlePaymentEvent(event);
    await paymentService().settlePaymentEvent(event);
    const [order] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
    expect(order).toMatchObject({ status: 'PAYMENT_SENT', amountPaid: answer.order.total.amount, reservedUntil: null });
  });

  it('settles a waiting attempt from the processor when the order is read again', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    await pay(harness, answer.order.id, { headers: guestHeaders(answer), token: 'needs-action' });
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, answer.order.id));
    actions.decide(attempt!.providerRef!, {
      status: 'failed',
      providerRef: attempt!.providerRef!,
      failureCode: 'PAYMENT_REFUSED',
      reason: 'card_declined',
      cardBrand: 'visa',
      cardLast4: '0002',
    });
    await paymentService().syncProcessingPayment(answer.order.id);
    const [order] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
    expect(order!.status).toBe('PAYMENT_FAILED');
    const [settled] = await db().select().from(payments).where(eq(payments.id, attempt!.id));
    expect(settled).toMatchObject({ status: 'failed', failureCode: 'PAYMENT_REFUSED' });
  });

  it('sweeps attempts left processing (a lost webhook) once they are stale, and only then', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    await pay(harness, answer.order.id, { headers: guestHeaders(answer), token: 'needs-action' });
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, answer.order.id));
    actions.decide(attempt!.providerRef!, {
      status: 'succeeded',
      providerRef: attempt!.providerRef!,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    const statusNow = async () => (await db().select().from(orders).where(eq(orders.id, answer.order.id)))[0]!.status;

    await paymentService().syncStalePayments();
    expect(await statusNow()).toBe('RECEIVED');

    nowMs += STALE_ATTEMPT_MS + 1000;
    try {
      expect(await paymentService().syncStalePayments()).toBeGreaterThanOrEqual(1);
      expect(await statusNow()).toBe('PAYMENT_SENT');
      const [settled] = await db().select().from(payments).where(eq(payments.id, attempt!.id));
      expect(settled).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    } finally {
      nowMs -= STALE_ATTEMPT_MS + 1000;
    }
  });

  it('answers 502 PAYMENT_PROCESSING_ERROR when the processor fails', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const response = await pay(harness, answer.order.id, {
      headers: guestHeaders(answer),
      token: cardToken('processingError'),
    });
    expect([response.statusCode, response.json().error.code]).toEqual([502, 'PAYMENT_PROCESSING_ERROR']);
  });
});

describe('a retry with the Idempotency-Key of a settled attempt', () => {
  it('answers the outcome the sweep gave an attempt left processing by a crash, not 409 for ever', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const key = randomUUID();
    const attempt = { headers: guestHeaders(answer), token: 'crash', key };
    void pay(harness, answer.order.id, attempt);
    const processing = async () =>
      (await db().select().from(payments).where(eq(payments.orderId, answer.order.id)))[0]?.status;
    await expect.poll(processing).toBe('processing');
    const meanwhile = await pay(harness, answer.order.id, attempt);
    expect([meanwhile.statusCode, meanwhile.json().error.code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);

    nowMs += ABANDONED_ATTEMPT_MS + 1000;
    try {
      expect(await paymentService().syncStalePayments()).toBeGreaterThanOrEqual(1);
      expect(await processing()).toBe('failed');
      const retry = await pay(harness, answer.order.id, attempt);
      expect([retry.statusCode, retry.json().error.code]).toEqual([502, 'PAYMENT_PROCESSING_ERROR']);
      const again = await pay(harness, answer.order.id, attempt);
      expect([again.statusCode, again.json().error.code]).toEqual([502, 'PAYMENT_PROCESSING_ERROR']);
      // A new key is a new attempt.
      const fresh = await pay(harness, answer.order.id, { headers: guestHeaders(answer) });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json<PayResult>().outcome).toBe('succeeded');
    } finally {
      nowMs -= ABANDONED_ATTEMPT_MS + 1000;
    }
  });

  it('answers the payment the webhook settled after the first answer said requires_action', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const attempt = { headers: guestHeaders(answer), token: 'needs-action', key: randomUUID() };
    const first = await pay(harness, answer.order.id, attempt);
    expect(first.json<PayResult>().outcome).toBe('requires_action');
    const [row] = await db().select().from(payments).where(eq(payments.orderId, answer.order.id));
    const result: ChargeResult = {
      status: 'succeeded',
      providerRef: row!.providerRef!,
      cardBrand: 'visa',
      cardLast4: '4242',
    };
    await paymentService().settlePaymentEvent({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      providerRef: row!.providerRef!,
      result,
    });
    const retry = await pay(harness, answer.order.id, attempt);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<PayResult>()).toMatchObject({ outcome: 'succeeded', clientSecret: null });
    expect(retry.json<PayResult>().order.status).toBe('PAYMENT_SENT');
  });
});

describe('paying after the reservation ran out', () => {
  it('takes the units again, or answers 409 OUT_OF_STOCK when they went to someone else', async () => {
    await setProductColumns(harness, shop.circular.id, { editionSold: 219 });
    const first = await placed(harness, orderBody({ lines: [line(shop.circular)] }));
    nowMs += (RESERVATION_MINUTES + 1) * 60_000;
    expect(await releaseExpiredReservations(db(), clock())).toBeGreaterThanOrEqual(1);
    const second = await placed(harness, orderBody({ lines: [line(shop.circular)] }));
    expect(second.order.lines[0]!.editionNumbers).toEqual(first.order.lines[0]!.editionNumbers);

    const late = await pay(harness, first.order.id, { headers: guestHeaders(first) });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'OUT_OF_STOCK']);
    expect(await db().select().from(payments).where(eq(payments.orderId, first.order.id))).toEqual([]);

    const onTime = await pay(harness, second.order.id, { headers: guestHeaders(second) });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });
});

describe('POST /vehicles/{id}/pay', () => {
  it('pays the next instalment of the order that bought the owner’s vehicle; others get 404', async () => {
    const customer = await signedIn(harness);
    await post(harness, '/api/carts/', { productId: shop.bike.id, quantity: 1 }, customer.headers);
    const body = orderBody({ paymentPlanMonths: 6, contacts: contacts({ email: customer.email }) });
    const { order } = await placed(harness, body, customer.headers);
    expect((await pay(harness, order.id, { headers: customer.headers })).statusCode).toBe(200);
    await deliver(order.id, ['ORDER_BEING_PROCESS', 'AWAITING_DISPATCH', 'SHIPPED', 'DELIVERED']);
    const [vehicle] = await db()
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.orderId, order.id), eq(vehicles.userId, customer.id)));
    const payVehicle = (headers: Record<string, string>) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/vehicles/${vehicle!.id}/pay`,
        payload: { paymentToken: cardToken() },
        headers: { ...headers, 'idempotency-key': randomUUID() },
      });
    const stranger = await signedIn(harness);
    const refused = await payVehicle(stranger.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'VEHICLE_NOT_FOUND']);
    const response = await payVehicle(customer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const monthly = instalmentPlan(order.total.amount, 6).monthlyAmount;
    expect(response.json<PayResult>().order).toMatchObject({ status: 'DELIVERED', amountPaid: chf(2 * monthly) });
  });
});

async function deliver(orderId: number, steps: OrderStatus[]) {
  for (const to of steps) {
    await inTransaction(db(), (tx) =>
      changeOrderStatus(tx, { orderId, to, actor: 'operator' }, statusChangeContext(harness.config, clock())),
    );
  }
}
