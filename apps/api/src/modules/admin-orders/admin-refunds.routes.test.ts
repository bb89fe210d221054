import { randomUUID } from 'node:crypto';
import { formatMoney } from '@beast/domain/money/money';
import type { AdminOrder } from '@beast/domain/orders/admin-orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/orders';
import { DomainError } from '../../errors/domain-error';
import { createProduct, type TestProduct } from '../../test/catalog';
import { insertPaidTestOrder, insertTestPayment, type TestOrderOptions } from '../../test/orders';
import { auditEntriesOf, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PaymentProvider, RefundRequest } from '../payments/payment-provider';
import { createTestPaymentProvider } from '../payments/test-provider';

/** The test provider, counting its refund calls; `next` makes the processor refuse or be unreachable. */
const inner = createTestPaymentProvider();
const refundCalls: RefundRequest[] = [];
let next: 'ok' | 'refuse' | 'unreachable' = 'ok';
const provider: PaymentProvider = {
  ...inner,
  async refund(request) {
    refundCalls.push(request);
    if (next === 'unreachable') throw new DomainError('PAYMENT_PROCESSING_ERROR');
    if (next === 'refuse') return { status: 'failed', providerRef: null, reason: 'charge_disputed' };
    return inner.refund(request);
  },
};

let harness: TestApp;
let product: TestProduct;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  harness = await createTestApp({ paymentProvider: provider });
  product = await createProduct(harness, { price: 100_000 });
  admin = await signedInStaff(harness, 'admin');
  support = await signedInStaff(harness, 'support');
});
afterAll(() => harness.close());
beforeEach(() => {
  next = 'ok';
  refundCalls.length = 0;
});

/** An order of CHF 1000 paid in full by one charge. */
function paidOrder(options: Partial<TestOrderOptions> = {}) {
  return insertPaidTestOrder(harness, {
    userId: null,
    email: `buyer-${randomUUID()}@example.ch`,
    lines: [{ product }],
    ...options,
  });
}

function refund(
  orderId: number,
  body: { amount: number | null; reason: string },
  key: string | null = randomUUID(),
  headers: Record<string, string> = admin.headers.change,
) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...headers, ...(key !== null && { 'idempotency-key': key }) },
    payload: { amount: { amount: body.amount, currency: 'CHF' }, reason: body.reason },
  });
}

async function refundRows(orderId: number) {
  return harness.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

async function orderRow(orderId: number) {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds part, then the rest: lists both, counts what was refunded, cancels the order at the end', async () => {
    const { order } = await paidOrder();
    const first = await refund(order.id, { amount: 30_000, reason: 'Scratched frame' });
    expect(first.statusCode).toBe(201);
    const partly = first.json() as AdminOrder;
    expect(partly.status).toBe('PAYMENT_SENT');
    expect(partly.amountRefunded).toEqual({ amount: 30_000, currency: 'CHF' });
    expect(partly.refundable).toEqual({ amount: 70_000, currency: 'CHF' });
    expect(partly.refunds).toEqual([
      expect.objectContaining({
        amount: { amount: 30_000, currency: 'CHF' },
        reason: 'Scratched frame',
        status: 'succeeded',
        staff: { id: admin.id, name: expect.any(String) },
      }),
    ]);
    expect(refundCalls).toEqual([expect.objectContaining({ amount: { amount: 30_000, currency: 'CHF' } })]);

    const rest = await refund(order.id, { amount: 70_000, reason: 'Order withdrawn' });
    expect(rest.statusCode).toBe(201);
    const whole = rest.json() as AdminOrder;
    expect(whole.amountRefunded.amount).toBe(100_000);
    expect(whole.refundable.amount).toBe(0);
    expect(whole.refunds.map((entry) => entry.amount.amount)).toEqual([70_000, 30_000]);
    // spec §3 has no refunded status: a full refund cancels the order, as the state machine allows.
    expect(whole.status).toBe('CANCELED');
    expect(whole.history.at(-1)).toMatchObject({ to: 'CANCELED', note: 'Order withdrawn' });
  });

  it('writes the audit entry with the amounts before and after, and emails the customer in their language', async () => {
    const { order } = await paidOrder({ language: 'fr' });
    await refund(order.id, { amount: 12_050, reason: 'Late delivery' });
    const entries = await auditEntriesOf(harness, 'order', order.number);
    expect(entries).toEqual([
      expect.objectContaining({
        staffId: admin.id,
        action: 'refunded',
        before: { amountRefunded: 0, status: 'PAYMENT_SENT' },
        after: {
          amountRefunded: 12_050,
          status: 'PAYMENT_SENT',
          refund: expect.objectContaining({ amount: 12_050, reason: 'Late delivery' }),
        },
      }),
    ]);
    const view = (
      await harness.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin.headers.read })
    ).json();
    expect(view.emails.map((email: { subject: string }) => email.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Votre commande .* ${order.number}\u202f: 120\\.50\u00a0CHF remboursés$`)),
    ]);
  });

  it('answers a retried request with the same key with the first refund, and refunds once', async () => {
    const { order } = await paidOrder();
    const key = randomUUID();
    const first = await refund(order.id, { amount: 25_000, reason: 'Goodwill' }, key);
    const again = await refund(order.id, { amount: 25_000, reason: 'Goodwill' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect((again.json() as AdminOrder).refunds).toEqual((first.json() as AdminOrder).refunds);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).amountRefunded).toBe(25_000);
    expect(refundCalls).toHaveLength(1);
    expect(await auditEntriesOf(harness, 'order', order.number)).toHaveLength(1);
  });

  it('refunds once when the same request arrives several times at once', async () => {
    const { order } = await paidOrder();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(order.id, { amount: 40_000, reason: 'Double click' }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    expect((await orderRow(order.id)).amountRefunded).toBe(40_000);
    // Whoever called the processor used the refund's own key: the processor gives the money back once.
    expect(new Set(refundCalls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(await auditEntriesOf(harness, 'order', order.number)).toHaveLength(1);
  });

  it('lets only one of two concurrent refunds of what is left through', async () => {
    const { order } = await paidOrder();
    const answers = await Promise.all([
      refund(order.id, { amount: 60_000, reason: 'Desk A' }),
      refund(order.id, { amount: 60_000, reason: 'Desk B' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await orderRow(order.id)).amountRefunded).toBe(60_000);
  });

  it('refuses more than was paid minus what was refunded, with a translated message next to the amount', async () => {
    const { order } = await paidOrder();
    await refund(order.id, { amount: 90_000, reason: 'Most of it' });
    const tooMuch = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds?lang=de`,
      headers: { ...admin.headers.change, 'idempotency-key': randomUUID() },
      payload: { amount: { amount: 10_001, currency: 'CHF' }, reason: 'The rest and more' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toEqual({
      code: 'REFUND_EXCEEDS_PAID',
      message: `Das ist mehr, als noch zurückerstattet werden kann (${formatMoney(10_000, 'de')}).`,
      fields: { amount: `Sie können höchstens ${formatMoney(10_000, 'de')} zurückerstatten.` },
    });
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('refuses an order nothing was paid for', async () => {
    const { order } = await paidOrder();
    await harness.database.db.update(orders).set({ amountPaid: 0 }).where(eq(orders.id, order.id));
    const answer = await refund(order.id, { amount: 100, reason: 'Nothing to give back' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('REFUND_EXCEEDS_PAID');
  });

  it('takes a refund from one charge: an order paid in instalments gives back at most one charge at a time', async () => {
    const { order } = await paidOrder();
    await harness.database.db.update(orders).set({ amountPaid: 150_000 }).where(eq(orders.id, order.id));
    await insertTestPayment(harness, order.id, 50_000);
    const view = (
      await harness.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin.headers.read })
    ).json();
    expect(view.refundable.amount).toBe(100_000);
    expect((await refund(order.id, { amount: 100_001, reason: 'Too much from one' })).statusCode).toBe(400);
    expect((await refund(order.id, { amount: 100_000, reason: 'First charge' })).statusCode).toBe(201);
    expect((await refund(order.id, { amount: 50_000, reason: 'Second charge' })).statusCode).toBe(201);
    const rows = await refundRows(order.id);
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(2);
    expect((await orderRow(order.id)).status).toBe('CANCELED');
  });

  it('keeps the status of an order that can no longer be cancelled, and shows what was refunded', async () => {
    const { order } = await paidOrder({ status: 'SHIPPED' });
    const answer = (await refund(order.id, { amount: 100_000, reason: 'Returned' })).json() as AdminOrder;
    expect(answer.status).toBe('SHIPPED');
    expect(answer.amountRefunded.amount).toBe(100_000);
  });

  it('needs an Idempotency-Key, and refuses the same key with another request', async () => {
    const { order } = await paidOrder();
    const missing = await refund(order.id, { amount: 1_000, reason: 'No key' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('idempotency-key');
    const key = randomUUID();
    await refund(order.id, { amount: 1_000, reason: 'Keyed' }, key);
    const reused = await refund(order.id, { amount: 2_000, reason: 'Keyed' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it.each([
    ['no amount', null],
    ['nothing', 0],
    ['a negative amount', -500],
    ['a fraction of a centime', 10.5],
  ])('refuses %s with the amount field’s message', async (_what, amount) => {
    const { order } = await paidOrder();
    const answer = await refund(order.id, { amount, reason: 'Wrong amount' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({
      'amount.amount': 'Enter an amount in francs greater than 0, like 120.50.',
    });
  });

  it('refuses a refund without a reason', async () => {
    const { order } = await paidOrder();
    const answer = await refund(order.id, { amount: 1_000, reason: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ reason: 'Give the reason for the refund.' });
  });

  it('answers the processor’s refusal as REFUND_REFUSED, also on a retry, and counts nothing', async () => {
    const { order } = await paidOrder();
    next = 'refuse';
    const key = randomUUID();
    const refused = await refund(order.id, { amount: 5_000, reason: 'Disputed' }, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('REFUND_REFUSED');
    next = 'ok';
    expect((await refund(order.id, { amount: 5_000, reason: 'Disputed' }, key)).statusCode).toBe(422);
    expect(refundCalls).toHaveLength(1);
    expect((await orderRow(order.id)).amountRefunded).toBe(0);
    expect(await auditEntriesOf(harness, 'order', order.number)).toEqual([]);
  });

  it('keeps a refund the processor did not answer under way, and finishes it when the same key comes again', async () => {
    const { order } = await paidOrder();
    next = 'unreachable';
    const key = randomUUID();
    const failed = await refund(order.id, { amount: 5_000, reason: 'Network' }, key);
    expect(failed.statusCode).toBe(502);
    expect((await refundRows(order.id))[0]?.status).toBe('processing');
    // Under way, it counts against what is left, so no second refund can take the same money meanwhile.
    expect((await refund(order.id, { amount: 95_001, reason: 'Too much' })).statusCode).toBe(400);
    next = 'ok';
    const retried = await refund(order.id, { amount: 5_000, reason: 'Network' }, key);
    expect(retried.statusCode).toBe(201);
    expect((await orderRow(order.id)).amountRefunded).toBe(5_000);
    expect(refundCalls.map((call) => call.idempotencyKey)).toEqual([
      refundCalls[0]!.idempotencyKey,
      refundCalls[0]!.idempotencyKey,
    ]);
  });

  it('is for roles that act on orders: support may read the refunds but not refund', async () => {
    const { order } = await paidOrder();
    expect(
      (await refund(order.id, { amount: 1_000, reason: 'Support' }, randomUUID(), support.headers.change)).statusCode,
    ).toBe(403);
    expect(await refundRows(order.id)).toEqual([]);
  });
});
