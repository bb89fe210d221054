import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductWriteInput } from '@beast/domain/catalog/catalog-write.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../db/client';
import { products } from '../db/schema/catalog';
import { createLocalFileStorage } from '../files/file-storage';
import { importContent } from '../modules/content-import/content-import';
import { readContentSet } from '../modules/content-import/content-set';
import { bikeInput, TEST_ACTOR } from '../test/catalog';
import { createScratchDatabase, type ScratchDatabase, TEST_POSTGRES_URL } from '../test/postgres';
import { createTestApp, type TestApp } from '../test/test-app';
import { CACHE_CHANNEL } from './cache-sync';

/**
 * Two instances of the shop on one PostgreSQL database, as behind a load balancer: what one of them (or the
 * content importer, a process of its own) changes, the other shows at once, though it had the old answer
 * cached for a minute (decision 3).
 */

let database: ScratchDatabase;
let shopA: TestApp;
let shopB: TestApp;

/** One instance, with a pool of its own on the shared database. */
async function startInstance(): Promise<TestApp> {
  return createTestApp({ database: await connectPostgres(database.url, { poolSize: 2 }) });
}

beforeAll(async () => {
  if (!TEST_POSTGRES_URL) return;
  database = await createScratchDatabase(TEST_POSTGRES_URL);
  const migrator = await connectPostgres(database.url, { poolSize: 1 });
  await migrator.migrate();
  await migrator.close();
  shopA = await startInstance();
  shopB = await startInstance();
}, 60_000);

afterAll(async () => {
  await shopA?.close();
  await shopB?.close();
  await database?.drop();
});

const priceOn = async (shop: TestApp, slug: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json<{ price: number }>().price;

/** Long enough for a notification on a loaded machine, far below the caches' minute. */
const NOTICE = { timeout: 5_000, interval: 25 };

/** Resolves once `shop` next drops caches, e.g. on hearing of another instance's change. */
function nextInvalidation(shop: TestApp): Promise<void> {
  const invalidate = shop.app.invalidateCaches;
  return new Promise((resolve) => {
    shop.app.invalidateCaches = (areas) => {
      shop.app.invalidateCaches = invalidate;
      invalidate(areas);
      resolve();
    };
  });
}

/**
 * A product both instances know, with its answer cached by instance B. B has heard of the product's
 * creation first: a notice arriving after B cached the answer would drop it and hide what a test looks for.
 */
async function productCachedByB(): Promise<{ id: number; input: ProductWriteInput }> {
  const input = bikeInput({ price: 300_000, originalPrice: 300_000 });
  const heard = nextInvalidation(shopB);
  const { id } = await shopA.app.writes.catalog.createProduct(TEST_ACTOR, input);
  await heard;
  expect(await priceOn(shopB, input.slug)).toBe(300_000);
  return { id, input };
}

describe.skipIf(!TEST_POSTGRES_URL)('caches across instances on PostgreSQL (TEST_POSTGRES_URL)', () => {
  it('shows on instance B a price changed through instance A, without waiting for its cache to expire', async () => {
    const { id, input } = await productCachedByB();
    await shopA.app.writes.catalog.updateProduct(TEST_ACTOR, id, { ...input, price: 280_000 });
    await expect.poll(() => priceOn(shopB, input.slug), NOTICE).toBe(280_000);
    expect(await priceOn(shopA, input.slug)).toBe(280_000);
  });

  it('shows on both instances a price changed by a content import in a process of its own', async () => {
    const { input } = await productCachedByB();
    expect(await priceOn(shopA, input.slug)).toBe(300_000);
    const importer = await connectPostgres(database.url, { poolSize: 1 });
    try {
      const folder = contentFolderWith({ ...input, price: 290_000 });
      const files = createLocalFileStorage(join(folder, 'storage'));
      await importContent(importer.db, files, readContentSet(folder), { mode: 'production' });
    } finally {
      await importer.close();
    }
    await expect.poll(() => priceOn(shopB, input.slug), NOTICE).toBe(290_000);
    await expect.poll(() => priceOn(shopA, input.slug), NOTICE).toBe(290_000);
  });

  it('drops every cache on a notice it cannot read, such as one naming an area of a newer version', async () => {
    const { input } = await productCachedByB();
    await shopA.database.db.update(products).set({ price: 275_000 }).where(eq(products.slug, input.slug));
    const notice = JSON.stringify({ areas: ['staffDirectory'], origin: 'a newer version' });
    await shopA.database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${notice})`);
    await expect.poll(() => priceOn(shopB, input.slug), NOTICE).toBe(275_000);
  });

  it('drops every cache when its listening connection comes back after being cut, since notices were missed', async () => {
    const { input } = await productCachedByB();
    const restored = nextInvalidation(shopB);
    await cutListeningConnections();
    // Changed behind the shop's back while B was not listening: no notice will ever say so.
    await shopA.database.db.update(products).set({ price: 270_000 }).where(eq(products.slug, input.slug));
    await expect.poll(() => priceOn(shopB, input.slug), NOTICE).toBe(270_000);
    // Only B's drop on reconnecting shows the new price, so it has happened: the next drop will be a notice's.
    await restored;

    // Listening again (A too): notices reach B as before.
    await expect.poll(listeningConnections, NOTICE).toBe(2);
    const { id, input: other } = await productCachedByB();
    await shopA.app.writes.catalog.updateProduct(TEST_ACTOR, id, { ...other, price: 260_000 });
    await expect.poll(() => priceOn(shopB, other.slug), NOTICE).toBe(260_000);
  });

  it('ends its listening connection when the instance closes', async () => {
    const shopC = await startInstance();
    expect(await listeningConnections()).toBe(3);
    await shopC.close();
    await expect.poll(listeningConnections, NOTICE).toBe(2);
  });
});

/** A content folder (decision 13) holding this one product. */
function contentFolderWith(product: ProductWriteInput): string {
  const folder = mkdtempSync(join(tmpdir(), 'beast-cache-sync-'));
  mkdirSync(join(folder, 'products'));
  writeFileSync(join(folder, 'products', `${product.slug}.json`), JSON.stringify(product));
  return folder;
}

const LISTENERS = sql`from pg_stat_activity where datname = current_database() and application_name = ${`listen ${CACHE_CHANNEL}`}`;

async function listeningConnections(): Promise<number> {
  const result = (await shopA.database.db.execute(sql`select count(*)::int as count ${LISTENERS}`)) as unknown as {
    rows: { count: number }[];
  };
  return result.rows[0]!.count;
}

/** What a database restart or a dropped network connection does to both instances' listening connections. */
async function cutListeningConnections(): Promise<void> {
  await shopA.database.db.execute(sql`select pg_terminate_backend(pid) ${LISTENERS}`);
}
