import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../test/accounts';
import { createProduct } from '../test/catalog';
import { rerunMigration } from '../test/migrations';
import { createTestApp, type TestApp } from '../test/test-app';
import { users } from './schema/accounts';
import { products } from './schema/catalog';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

/** Stores a product's geometry as an older version of the shop wrote it, past today's write rules. */
async function storedGeometry(geometry: unknown) {
  const { id } = await createProduct(harness);
  await harness.database.db.execute(
    sql`update products set geometry = ${JSON.stringify(geometry)}::jsonb where id = ${id}`,
  );
  return async () =>
    (await harness.database.db.select({ geometry: products.geometry }).from(products).where(eq(products.id, id)))[0]
      ?.geometry;
}

describe('0015: the one-size marker', () => {
  it('replaces the English label of a one-size frame and keeps every other size and value', async () => {
    const oneSize = await storedGeometry({ sizes: ['One size'], rows: [{ measure: 'seatTube', values: [500] }] });
    const sized = await storedGeometry({ sizes: ['S', 'M'], rows: [{ measure: 'reach', values: [400, 420] }] });
    await rerunMigration(harness.database, '0015_one_size_marker');
    expect(await oneSize()).toEqual({ sizes: ['one-size'], rows: [{ measure: 'seatTube', values: [500] }] });
    expect(await sized()).toEqual({ sizes: ['S', 'M'], rows: [{ measure: 'reach', values: [400, 420] }] });
  });
});

describe('0016: countries as codes', () => {
  it('turns a country stored as a name in English, French or German into its code, and keeps what it cannot read', async () => {
    const stored = ['Switzerland', 'Suisse', ' schweiz ', 'Deutschland', 'fr', 'CH', 'Atlantis'];
    const ids = [];
    for (const country of stored) ids.push((await createCustomer(harness, { country })).id);
    await rerunMigration(harness.database, '0016_country_codes');
    const countries = [];
    for (const id of ids) {
      const [row] = await harness.database.db.select({ country: users.country }).from(users).where(eq(users.id, id));
      countries.push(row?.country);
    }
    expect(countries).toEqual(['CH', 'CH', 'CH', 'DE', 'FR', 'CH', 'Atlantis']);
  });
});
