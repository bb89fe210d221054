import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../files/file-storage';
import { createTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { coupons } from '../schema/cart';
import { homePage } from '../schema/content';
import { pickUpCenters } from '../schema/orders';
import { missingDemoContent } from './seed-state';

describe('what a demo start still has to seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const storageWith = async (paths: string[]) => {
    const files = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'beast-seed-state-')));
    for (const path of paths) await files.put(path, '<svg/>');
    return files;
  };

  it('is nothing for a seeded database whose files are here', async () => {
    const [home] = await database.db.select({ posterUrl: homePage.posterUrl }).from(homePage);
    const files = await storageWith([home!.posterUrl.replace(/^\/files\//, '')]);
    expect(await missingDemoContent(database.db, files)).toEqual({
      catalogue: false,
      files: false,
      coupons: false,
      pickUpCenters: false,
    });
  });

  it('names the files of a database seeded elsewhere, and the tables seeded before they existed', async () => {
    await database.db.delete(coupons);
    await database.db.delete(pickUpCenters);
    expect(await missingDemoContent(database.db, await storageWith([]))).toEqual({
      catalogue: false,
      files: true,
      coupons: true,
      pickUpCenters: true,
    });
  });
});
