import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/cart';
import { homePage } from '../../db/schema/content';
import { contests } from '../../db/schema/contests';
import { courierZones } from '../../db/schema/delivery';
import { contentPages } from '../../db/schema/editorial';
import { pickUpCenters } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';
import { createLocalFileStorage } from '../../files/file-storage';
import { createTestDatabase } from '../../test/test-app';
import { missingDemoContent } from './demo-state';

describe('what a demo start still has to seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const storageWith = async (paths: string[]) => {
    const files = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'beast-demo-state-')));
    for (const path of paths) await files.put(path, '<svg/>');
    return files;
  };

  it('is nothing for a seeded database whose files are here', async () => {
    // The test database is imported without the demo's staff (global-setup.ts).
    await database.db.insert(staffMembers).values({ email: 'admin@demo.example', name: 'Admin', role: 'admin' });
    const [home] = await database.db.select({ posterUrl: homePage.posterUrl }).from(homePage);
    const files = await storageWith([home!.posterUrl.replace(/^\/files\//, '')]);
    expect(await missingDemoContent(database.db, files)).toEqual({
      catalogue: false,
      files: false,
      coupons: false,
      pickUpCenters: false,
      courierZones: false,
      staff: false,
      pages: false,
      contests: false,
    });
  });

  it('names the files of a database seeded elsewhere, and the tables seeded before they existed', async () => {
    await database.db.delete(coupons);
    await database.db.delete(pickUpCenters);
    await database.db.delete(courierZones);
    await database.db.delete(staffMembers);
    await database.db.delete(contentPages);
    await database.db.delete(contests);
    expect(await missingDemoContent(database.db, await storageWith([]))).toEqual({
      catalogue: false,
      files: true,
      coupons: true,
      pickUpCenters: true,
      courierZones: true,
      staff: true,
      pages: true,
      contests: true,
    });
  });
});
