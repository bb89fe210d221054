import { parseTimeWindow, pickUpSlotsBetween } from '@beast/domain/checkout/checkout-rules';
import { LOCALES } from '@beast/domain/i18n/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../../client';
import { pickUpCenters } from '../../schema/orders';
import { seedPickUpCenters } from '../seed';
import { centreName, PICK_UP_CENTERS } from './pick-up-centers';

describe('the experience centres of the seed (spec §2, §3)', () => {
  it('are the 13 towns of spec §2, each once, Geneva the only default', () => {
    expect(PICK_UP_CENTERS.map((centre) => centre.city.en)).toEqual([
      'Geneva',
      'Lausanne',
      'Zurich',
      'Gland',
      'Vernier',
      'Meyrin',
      'Bern',
      'Solothurn',
      'Biel',
      'Basel',
      'Vésenaz',
      'Estavayer',
      'Fribourg',
    ]);
    expect(new Set(PICK_UP_CENTERS.map((centre) => centre.slug)).size).toBe(13);
    expect(PICK_UP_CENTERS.filter((centre) => centre.isDefault).map((centre) => centre.slug)).toEqual(['geneva']);
  });

  it('have a name and a town in every language', () => {
    for (const centre of PICK_UP_CENTERS) {
      const name = centreName(centre.city);
      for (const locale of LOCALES) {
        expect(centre.city[locale]).not.toBe('');
        expect(name[locale]).toContain(centre.city[locale]);
      }
    }
  });

  it('have opening hours that give pick-up slots on at least four days', () => {
    for (const centre of PICK_UP_CENTERS) {
      for (const hours of centre.workHours) {
        expect(parseTimeWindow(`${hours.opens}-${hours.closes}`), centre.slug).toBeDefined();
        expect(pickUpSlotsBetween(hours.opens, hours.closes).length, centre.slug).toBeGreaterThan(0);
      }
      expect(new Set(centre.workHours.map((hours) => hours.weekday)).size, centre.slug).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('seedPickUpCenters', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('leaves a database that has centres alone, and fills one that has none', async () => {
    expect(await seedPickUpCenters(database.db)).toEqual({ seeded: false });
    await database.db.delete(pickUpCenters);
    expect(await seedPickUpCenters(database.db)).toEqual({ seeded: true });
    expect(await database.db.select().from(pickUpCenters)).toHaveLength(13);
  });
});
