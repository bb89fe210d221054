import type { OrderQuote } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/orders';
import { createProduct } from '../../test/catalog';
import { orderBody, placeOrder } from '../../test/checkout';
import { createOffer } from '../../test/offers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An offer's unit cap under concurrency (issue 15): 30 buyers at once for the last 5 units at the offer price
 * give exactly 5 orders; the others hear the price changed. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. Guests by courier to a non-standard ZIP, so the offer is the only limit.
 */
const BUYERS = 30;
const UNITS = 5;

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('the last units of an offer', () => {
  it('go to exactly as many buyers as there are units', async () => {
    const product = await createProduct(harness, { price: 15_000 });
    const offer = await createOffer(harness, product, { unitCap: UNITS });
    const lines = [{ productId: product.id, quantity: 1, specialOfferId: offer.id }];
    const shown = await harness.app.inject({ method: 'POST', url: '/api/orders/quote', payload: orderBody({ lines }) });
    const expectedTotal = shown.json<OrderQuote>().total.amount;

    const responses = await Promise.all(
      Array.from({ length: BUYERS }, () => placeOrder(harness, { ...orderBody({ lines }), expectedTotal })),
    );

    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed).toHaveLength(UNITS);
    for (const response of responses.filter((each) => each.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'PRICE_CHANGED',
        fields: { 'lines.0.specialOfferId': expect.any(String) },
      });
    }
    const sold = await harness.database.db.select().from(orderLines).where(eq(orderLines.specialOfferId, offer.id));
    expect(sold).toHaveLength(UNITS);
  });
});
