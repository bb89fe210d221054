import { type Vehicle, VehicleSchema } from '@beast/domain/orders/orders-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { insertTestOrder, type TestOrderOptions } from '../../test/orders';
import { signedIn } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus, statusChangeContext } from '../orders/order-status.service';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

function get(url: string, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'GET', url, headers });
}

/** An order shipped, then delivered through the state machine: its bikes become vehicles. */
async function deliveredOrder(options: TestOrderOptions) {
  const placed = await insertTestOrder(harness, { status: 'SHIPPED', ...options });
  await inTransaction(harness.database.db, (tx) =>
    changeOrderStatus(
      tx,
      { orderId: placed.order.id, to: 'DELIVERED', actor: 'operator' },
      statusChangeContext(harness.config, new Date()),
    ),
  );
  return placed;
}

describe('GET /vehicles', () => {
  it('needs a signed-in customer', async () => {
    expect((await get('/api/vehicles')).statusCode).toBe(401);
  });

  it('lists the bikes of the customer’s delivered orders with specs, documents and edition numbers', async () => {
    const customer = await signedIn(harness);
    const { order } = await deliveredOrder({
      userId: customer.id,
      planMonths: 12,
      lines: [
        { slug: 'circular-edition', configuratorOptions: { color: 'ivory' } },
        { slug: 'u-lock' },
        { slug: 'mighty-beast' },
      ],
    });
    await insertTestOrder(harness, { userId: customer.id, status: 'SHIPPED', lines: [{ slug: 'cargo-beast' }] });

    const response = await get('/api/vehicles?lang=fr', customer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: Vehicle[]; total: number }>();
    expect(page.total).toBe(2);
    for (const vehicle of page.data) expect(VehicleSchema.parse(vehicle)).toEqual(vehicle);
    const edition = page.data.find((vehicle) => vehicle.slug === 'circular-edition')!;
    expect(edition).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      type: 'circular_edition',
      configuratorOptions: { color: 'ivory' },
    });
    expect(edition.editionNumber).toMatch(/^\d{3}\/220$/);
    expect(edition.specs.length).toBeGreaterThan(0);
    expect(edition.downloads.length).toBeGreaterThan(0);
    expect(edition.media?.alt).toMatch(/vue de côté/);
    expect(edition.amountDue.amount).toBeGreaterThan(0);
    expect(edition.balance.amount).toBeGreaterThan(edition.amountDue.amount);
    expect(page.data.find((vehicle) => vehicle.slug === 'mighty-beast')!.editionNumber).toBeNull();

    const paged = await get('/api/vehicles?offset=1&limit=1', customer.headers);
    expect(paged.json()).toMatchObject({ offset: 1, limit: 1, total: 2 });
    expect(paged.json().data).toHaveLength(1);
  });
});

describe('GET /vehicles/{id}', () => {
  it('answers the owner’s vehicle and 404 to anyone else', async () => {
    const owner = await signedIn(harness);
    const intruder = await signedIn(harness);
    await deliveredOrder({ userId: owner.id, paidInFull: true, lines: [{ slug: 'mighty-beast' }] });
    const [vehicle] = (await get('/api/vehicles', owner.headers)).json<{ data: Vehicle[] }>().data;
    const mine = await get(`/api/vehicles/${vehicle!.id}?lang=de`, owner.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Vehicle>()).toMatchObject({ id: vehicle!.id, slug: 'mighty-beast', amountDue: { amount: 0 } });
    for (const response of [
      await get(`/api/vehicles/${vehicle!.id}`, intruder.headers),
      await get('/api/vehicles/999999', owner.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('VEHICLE_NOT_FOUND');
    }
    expect((await get(`/api/vehicles/${vehicle!.id}`)).statusCode).toBe(401);
  });
});
