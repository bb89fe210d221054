import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../files/file-storage';
import type { Db } from '../client';
import { coupons } from '../schema/cart';
import { products } from '../schema/catalog';
import { homePage } from '../schema/content';
import { pickUpCenters } from '../schema/orders';

/** True when the table holds at least one row. */
export async function hasRows(db: Db, table: PgTable): Promise<boolean> {
  const [any] = await db.select().from(table).limit(1);
  return any !== undefined;
}

/** True when the catalogue holds no product yet: the demo content is seeded only then. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await hasRows(db, products));
}

/**
 * What a demo start still has to add, found with a few queries and without loading the demo content itself:
 * a start with nothing missing never evaluates the catalogue, its pictures or its documents (decision 11).
 */
export async function missingDemoContent(db: Db, files: FileStorage) {
  if (await isDatabaseEmpty(db)) return { catalogue: true, files: true, coupons: true, pickUpCenters: true };
  return {
    catalogue: false,
    files: !(await hasDemoFiles(db, files)),
    coupons: !(await hasRows(db, coupons)),
    pickUpCenters: !(await hasRows(db, pickUpCenters)),
  };
}

/**
 * The files of the demo content are present when the home page's poster, the last file the seeder writes, is
 * (a database seeded elsewhere may lack them here).
 */
async function hasDemoFiles(db: Db, files: FileStorage): Promise<boolean> {
  const [home] = await db.select({ posterUrl: homePage.posterUrl }).from(homePage).limit(1);
  if (!home?.posterUrl.startsWith('/files/')) return false;
  return (await files.size(home.posterUrl.slice('/files/'.length))) !== undefined;
}
