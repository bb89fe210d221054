import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/orders';
import { createBike, type TestProduct } from '../../test/catalog';
import { editionSoldOf, insertTestOrder, slotBooked } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { releaseExpiredReservations } from './reservation-expiry';

let harness: TestApp;
/** A limited edition of the tests' own for each test, so no test sees another's units. */
const edition = (): Promise<TestProduct> => createBike(harness, { type: 'xplorer_beast', editionSize: 100 });
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const MINUTE = 60_000;

async function orderRow(id: number) {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('releaseExpiredReservations', () => {
  it('gives back the units and the slot of an unpaid order once its reservation ran out, keeping its status', async () => {
    const now = new Date();
    const xplorer = await edition();
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'PAYMENT_FAILED',
      lines: [{ product: xplorer, quantity: 3 }],
      withSlot: true,
      reservedUntil: new Date(now.getTime() + 30 * MINUTE),
    });
    expect(await editionSoldOf(harness, xplorer)).toBe(3);

    expect(await releaseExpiredReservations(harness.database.db, new Date(now.getTime() + 29 * MINUTE))).toBe(0);
    expect(await editionSoldOf(harness, xplorer)).toBe(3);

    const later = new Date(now.getTime() + 31 * MINUTE);
    expect(await releaseExpiredReservations(harness.database.db, later)).toBe(1);
    expect(await editionSoldOf(harness, xplorer)).toBe(0);
    expect(await slotBooked(harness, order.slotBookingId!)).toBe(0);
    const released = await orderRow(order.id);
    expect(released).toMatchObject({ status: 'PAYMENT_FAILED', reservedUntil: null, slotBookingId: null });
    expect(released.reservationReleasedAt).toEqual(later);

    expect(await releaseExpiredReservations(harness.database.db, new Date(later.getTime() + MINUTE))).toBe(0);
    expect(await editionSoldOf(harness, xplorer)).toBe(0);
  });

  it('keeps the units of an order whose payment the processor is still deciding', async () => {
    const now = new Date();
    const xplorer = await edition();
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'RECEIVED',
      lines: [{ product: xplorer }],
      reservedUntil: new Date(now.getTime() - MINUTE),
    });
    await harness.database.db.insert(payments).values({
      orderId: order.id,
      amount: 100,
      status: 'processing',
      provider: 'test',
      providerIdempotencyKey: `payment-processing-${order.id}`,
    });
    expect(await releaseExpiredReservations(harness.database.db, now)).toBe(0);
    expect(await editionSoldOf(harness, xplorer)).toBe(1);

    await harness.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.orderId, order.id));
    expect(await releaseExpiredReservations(harness.database.db, now)).toBe(1);
    expect(await editionSoldOf(harness, xplorer)).toBe(0);
  });

  it('leaves paid orders alone', async () => {
    const now = new Date();
    const circular = await edition();
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'PAYMENT_SENT',
      lines: [{ product: circular }],
      paidAt: now,
      reservedUntil: new Date(now.getTime() - MINUTE),
    });
    await releaseExpiredReservations(harness.database.db, now);
    expect(await editionSoldOf(harness, circular)).toBe(1);
    expect((await orderRow(order.id)).reservationReleasedAt).toBeNull();
  });

  it('releases each order once when several workers run together', async () => {
    const now = new Date();
    const circular = await edition();
    for (let i = 0; i < 5; i += 1) {
      await insertTestOrder(harness, {
        userId: null,
        lines: [{ product: circular, quantity: 2 }],
        reservedUntil: new Date(now.getTime() - MINUTE),
      });
    }
    const counts = await Promise.all([1, 2, 3].map(() => releaseExpiredReservations(harness.database.db, now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await editionSoldOf(harness, circular)).toBe(0);
  });
});
