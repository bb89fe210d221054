import { DELIVERY_METHODS, type DeliveryMethod } from '@beast/domain/checkout/checkout-rules';
import { canChangeOrderStatus, ORDER_STATUSES, type OrderStatus } from '@beast/domain/orders/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { orderStatusHistory, orders, vehicles } from '../../db/schema/orders';
import { translate } from '../../i18n/translate';
import { createCustomer } from '../../test/accounts';
import { createBike, createProduct, type TestProduct } from '../../test/catalog';
import { editionSoldOf, insertTestOrder, slotBooked, type TestOrderOptions } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus, type OrderStatusChange, statusChangeContext } from './order-status.service';
import { loadOrderView } from './order-view';

let harness: TestApp;
/** The tests' own products: a limited edition of 100, a bike and an accessory. */
let shop: Record<'edition' | 'bike' | 'lock', TestProduct>;
beforeAll(async () => {
  harness = await createTestApp();
  shop = {
    edition: await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 100 }),
    bike: await createBike(harness),
    lock: await createProduct(harness),
  };
});
afterAll(() => harness.close());

function change(orderId: number, to: OrderStatus, extra: Partial<OrderStatusChange> = {}) {
  return inTransaction(harness.database.db, (tx) =>
    changeOrderStatus(
      tx,
      { orderId, to, actor: 'operator', ...extra },
      statusChangeContext(harness.config, new Date()),
    ),
  );
}

function orderIn(status: OrderStatus, deliveryMethod: DeliveryMethod, extra: Partial<TestOrderOptions> = {}) {
  return insertTestOrder(harness, {
    userId: null,
    status,
    deliveryMethod,
    email: `status-${crypto.randomUUID().slice(0, 8)}@example.ch`,
    lines: [{ product: shop.lock }],
    ...extra,
  });
}

async function statusOf(orderId: number) {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('changeOrderStatus: the state machine', () => {
  for (const method of DELIVERY_METHODS) {
    for (const from of ORDER_STATUSES) {
      it(`${method}: from ${from} allows exactly the domain's next statuses`, async () => {
        const refusedOn = await orderIn(from, method);
        for (const to of ORDER_STATUSES) {
          if (canChangeOrderStatus(from, to, method)) {
            const { order } = await orderIn(from, method);
            await change(order.id, to);
            expect((await statusOf(order.id)).status, `${from} → ${to}`).toBe(to);
          } else {
            await expect(change(refusedOn.order.id, to), `${from} → ${to}`).rejects.toMatchObject({
              code: 'STATUS_CHANGE_NOT_ALLOWED',
            });
          }
        }
        expect((await statusOf(refusedOn.order.id)).status).toBe(from);
      });
    }
  }

  it('refuses an unknown order', async () => {
    await expect(change(999_999, 'CANCELED')).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('records who changed the status and why', async () => {
    const { order } = await orderIn('RECEIVED', 'courier');
    await change(order.id, 'PAYMENT_FAILED', { actor: 'payment' });
    await change(order.id, 'CANCELED', { note: 'Customer called' });
    const history = await harness.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history).toMatchObject([
      { fromStatus: 'RECEIVED', toStatus: 'PAYMENT_FAILED', actor: 'payment', note: null },
      { fromStatus: 'PAYMENT_FAILED', toStatus: 'CANCELED', actor: 'operator', note: 'Customer called' },
    ]);
  });
});

describe('changeOrderStatus: the customer’s email', () => {
  it.each(['en', 'fr', 'de'] as const)(
    'is queued in the order’s language (%s) with the status and the order number',
    async (language) => {
      const { order } = await orderIn('AWAITING_DISPATCH', 'courier', { language });
      await change(order.id, 'SHIPPED');
      const email = (await harness.outbox()).find((message) => message.to === order.email);
      expect(email).toBeDefined();
      const label = translate(language, 'orders.status.SHIPPED');
      expect(email!.subject).toContain(order.number);
      expect(email!.subject).toContain(label);
      expect(email!.text).toContain(`/${language}/account`);
      expect(email!.html).toContain(`lang="${language}"`);
    },
  );

  it('is not queued when the change is refused', async () => {
    const { order } = await orderIn('DELIVERED', 'courier');
    await expect(change(order.id, 'SHIPPED')).rejects.toThrow();
    expect((await harness.outbox()).some((message) => message.to === order.email)).toBe(false);
  });
});

describe('changeOrderStatus: cancelling', () => {
  it('gives back the edition units and the slot', async () => {
    const before = await editionSoldOf(harness, shop.edition);
    const { order } = await orderIn('PAYMENT_SENT', 'pickup', {
      lines: [{ product: shop.edition, quantity: 2 }],
      withSlot: true,
      reservedUntil: new Date(Date.now() + 60_000),
    });
    expect(await editionSoldOf(harness, shop.edition)).toBe(before + 2);
    expect(await slotBooked(harness, order.slotBookingId!)).toBe(1);
    await change(order.id, 'CANCELED');
    expect(await editionSoldOf(harness, shop.edition)).toBe(before);
    expect(await slotBooked(harness, order.slotBookingId!)).toBe(0);
    const after = await statusOf(order.id);
    expect(after.slotBookingId).toBeNull();
    expect(after.reservedUntil).toBeNull();
    expect((await loadOrderView(harness.database.db, order.id, 'en')).lines[0]!.editionNumbers).toEqual([]);
  });
});

describe('changeOrderStatus: delivering', () => {
  async function vehiclesOf(orderId: number) {
    return harness.database.db.select().from(vehicles).where(eq(vehicles.orderId, orderId)).orderBy(vehicles.unitIndex);
  }

  it('makes every unit of every bike line a vehicle of the customer, with its edition number and options', async () => {
    const customer = await createCustomer(harness);
    const { order, lineIds } = await orderIn('SHIPPED', 'courier', {
      userId: customer.id,
      lines: [
        { product: shop.edition, quantity: 2, configuratorOptions: { color: 'summit-orange' } },
        { product: shop.lock },
        { product: shop.bike },
      ],
    });
    const numbers = (await loadOrderView(harness.database.db, order.id, 'en')).lines[0]!.editionNumbers;
    const result = await change(order.id, 'DELIVERED');
    expect(result.vehiclesCreated).toBe(3);
    const rows = await vehiclesOf(order.id);
    expect(rows.map((row) => [row.orderLineId, row.unitIndex, row.editionNumber])).toEqual([
      [lineIds[0], 1, numbers[0]],
      [lineIds[2], 1, null],
      [lineIds[0], 2, numbers[1]],
    ]);
    expect(rows[0]!.configuratorOptions).toEqual({ color: 'summit-orange' });
    expect(rows.every((row) => row.userId === customer.id)).toBe(true);
    expect((await statusOf(order.id)).deliveredAt).not.toBeNull();
  });

  it('records the vehicles exactly once when two deliveries race', async () => {
    const { order } = await orderIn('READY_FOR_PICK_UP', 'pickup', { lines: [{ product: shop.bike, quantity: 2 }] });
    const outcomes = await Promise.allSettled([change(order.id, 'DELIVERED'), change(order.id, 'DELIVERED')]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await vehiclesOf(order.id)).toHaveLength(2);
  });
});
