import type { Order, OrderSummary } from '@beast/domain/orders/orders-api.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema/orders';
import { signedIn } from '../../test/accounts';
import { createBike, createProduct, TEST_PICTURE, type TestProduct } from '../../test/catalog';
import { insertTestOrder } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrdersReadService } from './orders-read.service';

let harness: TestApp;
/** The tests' own products: a bike and an accessory. */
let shop: Record<'bike' | 'lock', TestProduct>;
beforeAll(async () => {
  harness = await createTestApp();
  shop = { bike: await createBike(harness), lock: await createProduct(harness) };
});
afterAll(() => harness.close());

const DAY = 24 * 60 * 60 * 1000;

function get(url: string, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'GET', url, headers });
}

describe('GET /orders', () => {
  it('needs a signed-in customer', async () => {
    expect((await get('/api/orders')).statusCode).toBe(401);
  });

  it('lists the customer’s own orders, newest first, in the active and history tabs, page by page', async () => {
    const customer = await signedIn(harness);
    const someoneElse = await signedIn(harness);
    const placed = async (status: Order['status'], daysAgo: number) =>
      (
        await insertTestOrder(harness, {
          userId: customer.id,
          status,
          createdAt: new Date(Date.now() - daysAgo * DAY),
          lines: [{ product: shop.bike }, { product: shop.lock, quantity: 2 }],
        })
      ).order;
    const shipped = await placed('SHIPPED', 1);
    const received = await placed('RECEIVED', 3);
    const delivered = await placed('DELIVERED', 10);
    const cancelled = await placed('CANCELED', 2);
    await insertTestOrder(harness, { userId: someoneElse.id, lines: [{ product: shop.lock }] });

    const active = await get('/api/orders?type=active&lang=fr', customer.headers);
    expect(active.statusCode, active.body).toBe(200);
    const page = active.json<{ data: OrderSummary[]; total: number; offset: number; limit: number }>();
    expect(page).toMatchObject({ offset: 0, limit: 20, total: 2 });
    expect(page.data.map((order) => order.id)).toEqual([shipped.id, received.id]);
    const [first] = page.data;
    expect(first).toMatchObject({
      number: shipped.number,
      status: 'SHIPPED',
      statusColour: 'amber',
      itemCount: 3,
      deliveryMethod: 'courier',
      total: { amount: shipped.total, currency: 'CHF' },
      amountDue: { amount: shipped.total, currency: 'CHF' },
    });
    expect(first!.firstItem?.name).toBe(shop.bike.name.fr);
    expect(first!.firstItem?.media?.alt).toBe(TEST_PICTURE.alt.fr);

    const history = (await get('/api/orders?type=history', customer.headers)).json<{ data: OrderSummary[] }>();
    expect(history.data.map((order) => order.id)).toEqual([cancelled.id, delivered.id]);

    const second = await get('/api/orders?type=active&offset=1&limit=1', customer.headers);
    expect(second.json()).toMatchObject({ offset: 1, limit: 1, total: 2, data: [{ id: received.id }] });
    const beyond = await get('/api/orders?type=active&offset=5', customer.headers);
    expect(beyond.json()).toMatchObject({ total: 2, data: [] });
  });

  it('shows the active tab by default and refuses an unknown tab', async () => {
    const customer = await signedIn(harness);
    const { order } = await insertTestOrder(harness, { userId: customer.id, lines: [{ product: shop.lock }] });
    expect((await get('/api/orders', customer.headers)).json().data[0].id).toBe(order.id);
    expect((await get('/api/orders?type=all', customer.headers)).statusCode).toBe(400);
    expect((await get('/api/orders?limit=101', customer.headers)).statusCode).toBe(400);
  });
});

describe('GET /orders/{id}', () => {
  it('answers the owner’s order in the request’s language', async () => {
    const customer = await signedIn(harness);
    const { order } = await insertTestOrder(harness, { userId: customer.id, lines: [{ product: shop.bike }] });
    const response = await get(`/api/orders/${order.id}?lang=de`, customer.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Order>()).toMatchObject({ id: order.id, number: order.number, status: 'RECEIVED' });
  });

  it('answers 404 for someone else’s order, as for an unknown one, never 403', async () => {
    const owner = await signedIn(harness);
    const intruder = await signedIn(harness);
    const { order } = await insertTestOrder(harness, { userId: owner.id, lines: [{ product: shop.lock }] });
    for (const response of [
      await get(`/api/orders/${order.id}`, intruder.headers),
      await get(`/api/orders/${order.id}`),
      await get(`/api/orders/${order.id}`, { 'x-order-token': 'guessed' }),
      await get('/api/orders/999999', owner.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('answers a guest who holds the order’s token, and no one with a wrong one', async () => {
    const token = `token-${crypto.randomUUID()}`;
    const { order } = await insertTestOrder(harness, {
      userId: null,
      guestToken: token,
      lines: [{ product: shop.lock }],
    });
    const right = await get(`/api/orders/${order.id}`, { 'x-order-token': token });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<Order>().id).toBe(order.id);
    const wrong = await get(`/api/orders/${order.id}`, { 'x-order-token': `${token}x` });
    expect(wrong.statusCode).toBe(404);
    const other = await insertTestOrder(harness, {
      userId: null,
      guestToken: 'another',
      lines: [{ product: shop.lock }],
    });
    expect((await get(`/api/orders/${other.order.id}`, { 'x-order-token': token })).statusCode).toBe(404);
  });

  it('settles a processing payment before answering, and only then', async () => {
    const customer = await signedIn(harness);
    const { order } = await insertTestOrder(harness, { userId: customer.id, lines: [{ product: shop.lock }] });
    const syncProcessingPayment = vi.fn(async () => {});
    const service = createOrdersReadService({ db: harness.database.db, syncProcessingPayment });
    await service.getOrder(order.id, { userId: customer.id }, 'en');
    expect(syncProcessingPayment).not.toHaveBeenCalled();
    await harness.database.db.insert(payments).values({
      orderId: order.id,
      amount: order.total,
      status: 'processing',
      provider: 'stripe',
      providerIdempotencyKey: `sync-${order.id}`,
    });
    await service.getOrder(order.id, { userId: customer.id }, 'en');
    expect(syncProcessingPayment).toHaveBeenCalledWith(order.id);
  });
});
