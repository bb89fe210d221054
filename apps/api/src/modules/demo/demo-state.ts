import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/cart';
import { products } from '../../db/schema/catalog';
import { homePage } from '../../db/schema/content';
import { contests } from '../../db/schema/contests';
import { courierZones } from '../../db/schema/delivery';
import { contentPages } from '../../db/schema/editorial';
import { pickUpCenters } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';
import type { FileStorage } from '../../files/file-storage';

/** True when the table holds at least one row. */
export async function hasRows(db: Db, table: PgTable): Promise<boolean> {
  const [any] = await db.select().from(table).limit(1);
  return any !== undefined;
}

/** True when the catalogue holds no product yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await hasRows(db, products));
}

/**
 * What a demo start still has to add, found with a few queries and without reading the content folders:
 * a start with nothing missing never reads the catalogue, its pictures or its documents (decision 11).
 */
export async function missingDemoContent(db: Db, files: FileStorage) {
  if (await isDatabaseEmpty(db)) {
    return {
      catalogue: true,
      files: true,
      coupons: true,
      pickUpCenters: true,
      courierZones: true,
      staff: true,
      pages: true,
      contests: true,
    };
  }
  return {
    catalogue: false,
    files: !(await hasDemoFiles(db, files)),
    coupons: !(await hasRows(db, coupons)),
    pickUpCenters: !(await hasRows(db, pickUpCenters)),
    courierZones: !(await hasRows(db, courierZones)),
    // A demo made before the back office existed gets its demo admin at the next start.
    staff: !(await hasRows(db, staffMembers)),
    // A demo made before the information pages existed gets them at the next start.
    pages: !(await hasRows(db, contentPages)),
    // A demo made before the contests existed gets them at the next start.
    contests: !(await hasRows(db, contests)),
  };
}

/**
 * The files of the demo content are present when the home page's poster is (a database imported elsewhere
 * may lack them here; the import copies every file before it writes a record).
 */
async function hasDemoFiles(db: Db, files: FileStorage): Promise<boolean> {
  const [home] = await db.select({ posterUrl: homePage.posterUrl }).from(homePage).limit(1);
  if (!home?.posterUrl.startsWith('/files/')) return false;
  return (await files.size(home.posterUrl.slice('/files/'.length))) !== undefined;
}
