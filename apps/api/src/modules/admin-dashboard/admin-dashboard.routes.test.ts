import { randomUUID } from 'node:crypto';
import type { AdminDashboard } from '@beast/domain/orders/admin-dashboard-api.schema';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { createBike, createProduct, type TestProduct } from '../../test/catalog';
import { swissClock } from '../../test/delivery';
import { insertTestOrder, insertTestPayment } from '../../test/orders';
import { signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

// A Wednesday far from the demo content's orders, so the days counted hold only this test's.
const clock = swissClock('2031-06-18', '12:00');
let harness: TestApp;
let product: TestProduct;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  harness = await createTestApp({ clock });
  product = await createProduct(harness);
  support = await signedInStaff(harness, 'support');
});
afterAll(() => harness.close());

async function read(lang = 'en'): Promise<AdminDashboard> {
  const answer = await harness.app.inject({ url: `/api/admin/dashboard?lang=${lang}`, headers: support.headers.read });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** An order placed at `at` (UTC) with one succeeded payment of `paid` centimes at the same moment. */
async function orderPaidAt(at: string, paid: number, status: OrderStatus = 'RECEIVED') {
  const createdAt = new Date(at);
  const { order } = await insertTestOrder(harness, {
    userId: null,
    email: `buyer-${randomUUID()}@example.ch`,
    lines: [{ product }],
    status,
    deliveryMethod: status === 'READY_FOR_PICK_UP' ? 'pickup' : 'courier',
    amountPaid: paid,
    createdAt,
  });
  await insertTestPayment(harness, order.id, paid, createdAt);
  return order;
}

const waitingOf = (dashboard: AdminDashboard) =>
  Object.fromEntries(dashboard.waiting.map((entry) => [entry.status, entry.count]));

describe('GET /api/admin/dashboard', () => {
  it('counts orders and revenue by Swiss day, today, since Monday and over 30 days, minus refunds', async () => {
    const before = await read();
    const today = await orderPaidAt('2031-06-18T06:00:00Z', 100_000, 'PAYMENT_SENT');
    // 00:30 in Zurich is already Wednesday, though still Tuesday in UTC.
    await orderPaidAt('2031-06-17T22:30:00Z', 30_000, 'READY_FOR_PICK_UP');
    await orderPaidAt('2031-06-16T09:00:00Z', 50_000, 'PAYMENT_FAILED'); // Monday
    await orderPaidAt('2031-06-14T09:00:00Z', 20_000); // last week's Saturday
    await orderPaidAt('2031-05-01T09:00:00Z', 70_000); // more than 30 days ago
    const admin = await signedInStaff(harness, 'admin');
    const refunded = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${today.id}/refunds`,
      headers: { ...admin.headers.change, 'idempotency-key': randomUUID() },
      payload: { amount: { amount: 10_000, currency: 'CHF' }, reason: 'Goodwill' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const dashboard = await read();
    expect(dashboard.today).toEqual({ from: '2031-06-18', orders: 2, revenue: { amount: 120_000, currency: 'CHF' } });
    expect(dashboard.week).toEqual({ from: '2031-06-16', orders: 3, revenue: { amount: 170_000, currency: 'CHF' } });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0]?.date).toBe('2031-05-20');
    expect(dashboard.days.at(-1)).toEqual({
      date: '2031-06-18',
      orders: 2,
      revenue: { amount: 120_000, currency: 'CHF' },
    });
    expect(dashboard.days.find((day) => day.date === '2031-06-14')).toEqual({
      date: '2031-06-14',
      orders: 1,
      revenue: { amount: 20_000, currency: 'CHF' },
    });
    expect(dashboard.days.find((day) => day.date === '2031-06-17')?.revenue.amount).toBe(0);
    expect(dashboard.days.reduce((sum, day) => sum + day.revenue.amount, 0)).toBe(190_000);

    // Waiting orders, counted by status (the refund left the first order paid and waiting).
    const waiting = waitingOf(dashboard);
    const waitingBefore = waitingOf(before);
    expect(waiting.PAYMENT_SENT).toBe(waitingBefore.PAYMENT_SENT! + 1);
    expect(waiting.READY_FOR_PICK_UP).toBe(waitingBefore.READY_FOR_PICK_UP! + 1);
    expect(waiting.PAYMENT_FAILED).toBe(waitingBefore.PAYMENT_FAILED! + 1);
    expect(waiting.AWAITING_DISPATCH).toBe(waitingBefore.AWAITING_DISPATCH);
  });

  it('lists limited editions with the units left, named in the request’s language', async () => {
    const edition = await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 50 });
    await harness.database.db.update(products).set({ editionSold: 12 }).where(eq(products.id, edition.id));
    const dashboard = await read('fr');
    expect(dashboard.editions).toContainEqual({
      productId: edition.id,
      name: edition.name.fr,
      size: 50,
      sold: 12,
      left: 38,
    });
    expect(dashboard.editions.every((entry) => entry.left === entry.size - entry.sold)).toBe(true);
  });

  it('is for roles that read orders', async () => {
    const content = await signedInStaff(harness, 'content');
    const answer = await harness.app.inject({ url: '/api/admin/dashboard', headers: content.headers.read });
    expect(answer.statusCode).toBe(403);
  });
});
