import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { instalmentPlan } from '@beast/domain/checkout/instalments';
import { chf } from '@beast/domain/money/money';
import { includedVat } from '@beast/domain/money/vat';
import type { Order, OrderSummary, Vehicle } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../boot';
import { products } from '../../db/schema/catalog';
import { editionUnits } from '../../db/schema/orders';
import { bearer, login } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoCustomer } from './demo-customer';
import { DemoCustomerSchema } from './demo-customer.schema';

const DEMO_CUSTOMER = DemoCustomerSchema.parse(
  JSON.parse(readFileSync(join(CONTENT_ROOT, 'demo', 'customer.json'), 'utf8')),
);

let harness: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  harness = await createTestApp();
  expect(await seedDemoCustomer(harness.database.db, DEMO_CUSTOMER)).toEqual({ seeded: true });
  const { accessToken } = await login(harness, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  headers = bearer(accessToken);
});
afterAll(() => harness.close());

async function list(type: 'active' | 'history') {
  const response = await harness.app.inject({ method: 'GET', url: `/api/orders?type=${type}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderSummary[]; total: number }>().data;
}

async function order(id: number): Promise<Order> {
  const response = await harness.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Order>();
}

describe('the demo customer', () => {
  it('is seeded once', async () => {
    expect(await seedDemoCustomer(harness.database.db, DEMO_CUSTOMER)).toEqual({ seeded: false });
  });

  it('signs in and sees orders in several statuses in both tabs', async () => {
    const active = await list('active');
    const history = await list('history');
    expect(active.map((row) => row.status)).toEqual([
      'PAYMENT_FAILED',
      'SHIPPED',
      'READY_FOR_PICK_UP',
      'ORDER_BEING_PROCESS',
    ]);
    expect(history.map((row) => row.status)).toEqual(['CANCELED', 'DELIVERED', 'DELIVERED']);
    expect(active.length + history.length).toBe(DEMO_CUSTOMER.orders.length);
  });

  it('has totals priced like a real order: catalogue prices, package fees, VAT included', async () => {
    for (const summary of [...(await list('active')), ...(await list('history'))]) {
      const details = await order(summary.id);
      const lines = details.lines.reduce((sum, line) => sum + line.lineTotal.amount, 0);
      const fees = details.fees.reduce((sum, fee) => sum + fee.total.amount, 0);
      expect(details.subtotal.amount).toBe(lines);
      expect(details.feesTotal.amount).toBe(fees);
      expect(details.total.amount).toBe(lines + fees - details.discountTotal.amount);
      expect(details.vat.amount).toEqual(includedVat(chf(details.total.amount)));
      for (const line of details.lines) {
        const [product] = await harness.database.db.select().from(products).where(eq(products.id, line.productId));
        expect(line.unitPrice.amount).toBe(product!.price);
      }
    }
    const [bike] = (await list('history')).filter((row) => row.status === 'DELIVERED').slice(-1);
    expect((await order(bike!.id)).fees.length).toBeGreaterThan(0);
  });

  it('owes money where the shop says so: the failed payment, and the instalments of the plan', async () => {
    const active = await list('active');
    const failed = await order(active.find((row) => row.status === 'PAYMENT_FAILED')!.id);
    expect(failed.amountDue).toEqual(failed.total);
    expect(failed.payments).toMatchObject([{ status: 'failed', failureCode: 'PAYMENT_REFUSED' }]);
    expect(failed.reservedUntil).toBeNull();

    const onPlan = await order(active.find((row) => row.status === 'ORDER_BEING_PROCESS')!.id);
    const plan = instalmentPlan(onPlan.total.amount, 12);
    expect(onPlan.paymentPlan?.months).toBe(12);
    expect(onPlan.amountPaid.amount).toBe(plan.monthlyAmount);
    expect(onPlan.amountDue.amount).toBe(plan.monthlyAmount);
    expect(onPlan.balance.amount).toBe(plan.totalCost - plan.monthlyAmount);

    const pickUp = await order(active.find((row) => row.status === 'READY_FOR_PICK_UP')!.id);
    expect(pickUp.delivery.pickUpCenter?.city).toBe('Lausanne');
    expect(pickUp.amountDue.amount).toBe(0);
  });

  it('owns the two delivered bikes as vehicles, the coffee edition with its number', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/vehicles', headers });
    const vehicles = response.json<{ data: Vehicle[] }>().data;
    expect(vehicles.map((vehicle) => vehicle.slug).sort()).toEqual(['circular-edition', 'mighty-beast']);
    const edition = vehicles.find((vehicle) => vehicle.slug === 'circular-edition')!;
    expect(edition.editionNumber).toMatch(/^\d{3}\/220$/);
    const [product] = await harness.database.db.select().from(products).where(eq(products.slug, 'circular-edition'));
    const units = await harness.database.db.select().from(editionUnits).where(eq(editionUnits.productId, product!.id));
    expect(product!.editionSold).toBe(units.length);
  });
});
