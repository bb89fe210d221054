import { fr } from '@beast/domain/i18n/messages/fr';
import { formatEditionNumber } from '@beast/domain/orders/edition-number';
import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { editionUnits } from '../../db/schema/orders';
import { createBike, type TestProduct } from '../../test/catalog';
import { orderBody, placeOrder } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * spec §9 limited editions, never oversold: 300 buyers at once for the 100 units of an edition like the Xplorer.
 * Guests who do not register (no password hashing) by courier to a non-standard ZIP (no delivery place to
 * book), so the edition is the only limit. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const BUYERS = 300;

let harness: TestApp;
let xplorer: TestProduct;

beforeAll(async () => {
  harness = await createTestApp();
  // A fresh edition of the tests' own: every unit for sale.
  xplorer = await createBike(harness, { type: 'xplorer_beast', page: 'order', editionSize: 100 });
});
afterAll(() => harness.close());

describe('the last units of an edition', () => {
  it('go to exactly as many buyers as there are units; the others hear it is sold out', async () => {
    const size = xplorer.editionSize!;
    const responses = await Promise.all(
      Array.from({ length: BUYERS }, () =>
        placeOrder(harness, orderBody({ lines: [{ productId: xplorer.id, quantity: 1 }] }), {
          'accept-language': 'fr',
        }),
      ),
    );

    const placedOrders = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placedOrders).toHaveLength(size);
    expect(refused).toHaveLength(BUYERS - size);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: fr['errors.OUT_OF_STOCK'] });
    }

    const [row] = await harness.database.db.select().from(products).where(eq(products.id, xplorer.id));
    expect(row!.editionSold).toBe(size);
    const units = await harness.database.db.select().from(editionUnits).where(eq(editionUnits.productId, xplorer.id));
    expect(units.map((unit) => unit.unitNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: size }, (_, index) => index + 1),
    );
    const shown = placedOrders.flatMap((response) => response.json<PlacedOrder>().order.lines[0]!.editionNumbers);
    expect(new Set(shown).size).toBe(size);
    expect(shown).toContain(formatEditionNumber(1, size));
    expect(shown).toContain(formatEditionNumber(size, size));
  });
});
