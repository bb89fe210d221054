import { type Vehicle, VehicleSchema } from '@beast/domain/orders/orders-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../../../tools/demo-assets/pdf-text';
import { inTransaction } from '../../db/client';
import { signedIn } from '../../test/accounts';
import { createBike, createProduct, TEST_PICTURE, type TestProduct } from '../../test/catalog';
import { insertTestOrder, type TestOrderOptions } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus, statusChangeContext } from '../orders/order-status.service';

let harness: TestApp;
/** The tests' own products: a limited edition of 220, two bikes and an accessory. */
let shop: Record<'edition' | 'bike' | 'cargo' | 'lock', TestProduct>;
beforeAll(async () => {
  harness = await createTestApp();
  shop = {
    edition: await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 220 }),
    bike: await createBike(harness),
    cargo: await createBike(harness, { type: 'cargo_beast' }),
    lock: await createProduct(harness),
  };
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
        { product: shop.edition, configuratorOptions: { color: 'ivory' } },
        { product: shop.lock },
        { product: shop.bike },
      ],
    });
    await insertTestOrder(harness, { userId: customer.id, status: 'SHIPPED', lines: [{ product: shop.cargo }] });

    const response = await get('/api/vehicles?lang=fr', customer.headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: Vehicle[]; total: number }>();
    expect(page.total).toBe(2);
    for (const vehicle of page.data) expect(VehicleSchema.parse(vehicle)).toEqual(vehicle);
    const edition = page.data.find((vehicle) => vehicle.slug === shop.edition.slug)!;
    expect(edition).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      type: 'circular_edition',
      configuratorOptions: { color: 'ivory' },
    });
    expect(edition.editionNumber).toMatch(/^\d{3}\/220$/);
    expect(edition.specs.length).toBeGreaterThan(0);
    expect(edition.downloads.length).toBeGreaterThan(0);
    expect(edition.media?.alt).toBe(TEST_PICTURE.alt.fr);
    expect(edition.amountDue.amount).toBeGreaterThan(0);
    expect(edition.balance.amount).toBeGreaterThan(edition.amountDue.amount);
    expect(page.data.find((vehicle) => vehicle.slug === shop.bike.slug)!.editionNumber).toBeNull();

    const paged = await get('/api/vehicles?offset=1&limit=1', customer.headers);
    expect(paged.json()).toMatchObject({ offset: 1, limit: 1, total: 2 });
    expect(paged.json().data).toHaveLength(1);
  });
});

describe('GET /vehicles/{id}', () => {
  it('answers the owner’s vehicle and 404 to anyone else', async () => {
    const owner = await signedIn(harness);
    const intruder = await signedIn(harness);
    await deliveredOrder({ userId: owner.id, paidInFull: true, lines: [{ product: shop.bike }] });
    const [vehicle] = (await get('/api/vehicles', owner.headers)).json<{ data: Vehicle[] }>().data;
    const mine = await get(`/api/vehicles/${vehicle!.id}?lang=de`, owner.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Vehicle>()).toMatchObject({ id: vehicle!.id, slug: shop.bike.slug, amountDue: { amount: 0 } });
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

/** A new customer's delivered order of the edition and a bike: their two vehicles. */
async function editionAndBikeOfNewOwner(query = '') {
  const owner = await signedIn(harness);
  await deliveredOrder({
    userId: owner.id,
    paidInFull: true,
    lines: [{ product: shop.edition }, { product: shop.bike }],
  });
  const vehicles = (await get(`/api/vehicles${query}`, owner.headers)).json<{ data: Vehicle[] }>().data;
  const find = (product: TestProduct) => vehicles.find((vehicle) => vehicle.slug === product.slug)!;
  return { edition: find(shop.edition), bike: find(shop.bike) };
}

describe('GET /vehicles/{id}/certificate', () => {
  it('gives a limited edition’s owner a numbered certificate in their language, behind a signed link', async () => {
    const { edition, bike } = await editionAndBikeOfNewOwner('?lang=de');
    expect(bike.certificateUrl).toBeNull();
    expect(edition.certificateUrl).toMatch(new RegExp(`^/api/vehicles/${edition.id}/certificate\\?lang=de&token=`));

    // A download carries no bearer token: the link alone opens it.
    const certificate = await get(edition.certificateUrl!);
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['cache-control']).toBe('private, no-store');
    expect(certificate.headers['content-disposition']).toContain(edition.editionNumber!.replace('/', '-'));
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(new Uint8Array(certificate.rawPayload))).join(' ').replace(/\s+/g, ' ');
    const [unit, size] = edition.editionNumber!.split('/');
    expect(text).toContain('Eigentumszertifikat');
    expect(text).toContain('Anna Muster');
    expect(text).toContain(`${unit} / ${size}`);
    expect(text).toContain(edition.orderNumber);
  });

  it('answers 404 to a forged link, another vehicle’s signature and a bike of no edition', async () => {
    const { edition, bike } = await editionAndBikeOfNewOwner();
    const token = new URL(edition.certificateUrl!, 'http://shop').searchParams.get('token')!;
    for (const url of [
      `/api/vehicles/${edition.id}/certificate?token=${encodeURIComponent(`${edition.id}.forged`)}`,
      `/api/vehicles/${bike.id}/certificate?token=${encodeURIComponent(token)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('VEHICLE_NOT_FOUND');
    }
    expect((await get(`/api/vehicles/${edition.id}/certificate`)).statusCode).toBe(400);
  });
});
