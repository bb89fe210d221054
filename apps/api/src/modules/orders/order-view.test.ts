import { instalmentPlan } from '@beast/domain/checkout/instalments';
import { formatEditionNumber } from '@beast/domain/orders/edition-number';
import { OrderSchema } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/orders';
import { createBike, createProduct, type TestProduct } from '../../test/catalog';
import { insertTestOrder } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadOrderView, loadOrderViews } from './order-view';

let harness: TestApp;
/** The tests' own products: a limited edition of 100, a bike, two accessories. */
let shop: Record<'edition' | 'bike' | 'lock' | 'helmet', TestProduct>;
beforeAll(async () => {
  harness = await createTestApp();
  shop = {
    edition: await createBike(harness, { type: 'xplorer_beast', page: 'order', editionSize: 100 }),
    bike: await createBike(harness),
    lock: await createProduct(harness, { price: 9_900 }),
    helmet: await createProduct(harness, { price: 15_000 }),
  };
});
afterAll(() => harness.close());

describe('loadOrderView', () => {
  it('answers the stored order with its lines named in the language and the edition numbers of its units', async () => {
    const { order, lineIds } = await insertTestOrder(harness, {
      userId: null,
      lines: [{ product: shop.edition, quantity: 2, configuratorOptions: { color: 'black' } }, { product: shop.lock }],
    });
    const view = await loadOrderView(harness.database.db, order.id, 'de');
    expect(OrderSchema.parse(view)).toEqual(view);
    expect(view.number).toBe(order.number);
    expect(view.total).toEqual({ amount: order.total, currency: 'CHF' });
    expect(view.lines.map((line) => line.id)).toEqual(lineIds);
    const [bike, lock] = view.lines;
    // The edition's first two numbers: the order holds them.
    expect(bike!.editionNumbers).toEqual([formatEditionNumber(1, 100), formatEditionNumber(2, 100)]);
    expect(bike!.configuratorOptions).toEqual({ color: 'black' });
    expect(bike!.media?.kind).toBe('image');
    expect(lock!.editionNumbers).toEqual([]);
    expect(lock!.name).toBe(shop.lock.name.de);
    const english = await loadOrderView(harness.database.db, order.id, 'en');
    expect(english.lines[1]!.name).toBe(shop.lock.name.en);
    expect(view.statusColour).toBe('green');
    expect(view.amountDue).toEqual(view.total);
    expect(view.balance).toEqual(view.total);
  });

  it('names the pick-up centre in the language', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      deliveryMethod: 'pickup',
      lines: [{ product: shop.lock }],
    });
    const [fr, de] = [
      await loadOrderView(harness.database.db, order.id, 'fr'),
      await loadOrderView(harness.database.db, order.id, 'de'),
    ];
    expect(fr.delivery.method).toBe('pickup');
    expect(fr.delivery.pickUpCenter?.name).toBeTruthy();
    expect(fr.delivery.pickUpCenter?.address).toBe(de.delivery.pickUpCenter?.address);
  });

  it('owes the next instalment of a plan and the rest of the plan as balance', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'PAYMENT_SENT',
      planMonths: 12,
      lines: [{ product: shop.bike }],
    });
    const plan = instalmentPlan(order.total, 12);
    await harness.database.db.insert(payments).values({
      orderId: order.id,
      amount: plan.monthlyAmount,
      status: 'succeeded',
      provider: 'test',
      providerIdempotencyKey: `k-${order.id}`,
    });
    await harness.database.db.update(orders).set({ amountPaid: plan.monthlyAmount }).where(eq(orders.id, order.id));
    const view = await loadOrderView(harness.database.db, order.id, 'en');
    expect(view.paymentPlan?.months).toBe(12);
    expect(view.firstCharge.amount).toBe(plan.monthlyAmount);
    expect(view.amountPaid.amount).toBe(plan.monthlyAmount);
    expect(view.amountDue.amount).toBe(plan.monthlyAmount);
    expect(view.balance.amount).toBe(plan.totalCost - plan.monthlyAmount);
    expect(view.payments).toMatchObject([{ amount: { amount: plan.monthlyAmount }, status: 'succeeded' }]);
  });

  it('loads many orders in the order asked, and refuses an unknown one', async () => {
    const first = await insertTestOrder(harness, { userId: null, lines: [{ product: shop.lock }] });
    const second = await insertTestOrder(harness, { userId: null, lines: [{ product: shop.helmet, quantity: 3 }] });
    const views = await loadOrderViews(harness.database.db, [second.order.id, first.order.id, 999_999], 'en');
    expect(views.map((view) => view.id)).toEqual([second.order.id, first.order.id]);
    expect(views[0]!.lines[0]!.quantity).toBe(3);
    await expect(loadOrderView(harness.database.db, 999_999, 'en')).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
