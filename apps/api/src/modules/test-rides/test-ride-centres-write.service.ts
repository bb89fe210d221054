import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { pickUpSlotOverbooked } from '@beast/domain/checkout/slot-capacity.rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { TEST_RIDE_SLOT_DEFAULTS } from '@beast/domain/test-rides/test-ride.rules';
import {
  type TestRideCentreImport,
  TestRideCentreImportSchema,
  type TestRideCentreSettings,
  type TestRideCentreSettingsWrite,
  TestRideCentreSettingsWriteSchema,
} from '@beast/domain/test-rides/test-ride-api.schema';
import { and, eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { products, productTranslations, productTypes } from '../../db/schema/catalog';
import { pickUpCenters } from '../../db/schema/orders';
import { DomainError } from '../../errors/domain-error';
import { systemClock } from '../../lib/clock';
import { type Actor, committed, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { recordContentWrite } from '../audit/audit';
import type { DeliveryWriteDependencies } from '../delivery/centres-write.service';
import { createDeliveryRepository } from '../delivery/delivery.repository';
import { bikeLocation, slotLocation } from './test-ride-places';
import { createTestRidesRepository } from './test-rides.repository';

/**
 * Each centre's test rides as staff set them (issue: test-ride demo fleets and slot capacities per centre): the
 * length and places of its slots and its demo bikes per model. The back office and the content importer write
 * them through this one use case, audited, which refuses fewer places or bikes than a coming slot holds.
 */
export function createTestRideCentresWriteService({ db, onChange, clock = systemClock }: DeliveryWriteDependencies) {
  /** The vehicles one could keep demo bikes of, with their names in a language. */
  async function models(tx: Db, locale: Locale) {
    const rows = await tx
      .select({ id: products.id, slug: products.slug, name: productTranslations.name, type: productTypes.code })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(
        and(eq(productTranslations.locale, locale), eq(products.isActive, true), eq(products.isRefurbished, false)),
      )
      .orderBy(products.sortOrder, products.id);
    return rows.filter((row) => isVehicleType(row.type));
  }

  /** Sets a centre's test rides; refuses fewer places or bikes than a coming slot already holds. */
  async function write(tx: Db, actor: Actor, centreId: number, settings: TestRideCentreSettingsWrite) {
    const repository = createTestRidesRepository(tx);
    const delivery = createDeliveryRepository(tx);
    const stored = await repository.findSettings(centreId, { forUpdate: true });
    const known = await models(tx, 'en');
    const bySlug = new Map(known.map((model) => [model.slug, model]));
    const fleet = settings.fleet.map((entry) => {
      const model = bySlug.get(entry.model);
      if (!model) throw new DomainError('VALIDATION_FAILED', { fleet: 'validation.testRide.modelRequired' });
      return { productId: model.id, bikes: entry.bikes };
    });
    const today = swissIsoToday(clock());
    const overbooked = pickUpSlotOverbooked(
      await delivery.bookedFrom('test-ride', slotLocation(centreId), today),
      settings.slotCapacity,
    );
    if (overbooked) throw new DomainError('CAPACITY_BELOW_BOOKED', { slotCapacity: 'errors.CAPACITY_BELOW_BOOKED' });
    const before = stored ? await currentFleet(tx, centreId) : [];
    for (const { productId } of before) {
      const bikes = fleet.find((entry) => entry.productId === productId)?.bikes ?? 0;
      if (
        pickUpSlotOverbooked(
          await delivery.bookedFrom('test-ride-bike', bikeLocation(centreId, productId), today),
          bikes,
        )
      ) {
        throw new DomainError('CAPACITY_BELOW_BOOKED', { fleet: 'errors.CAPACITY_BELOW_BOOKED' });
      }
    }
    const after = { slotMinutes: settings.slotMinutes, slotCapacity: settings.slotCapacity, fleet };
    const previous = stored && { slotMinutes: stored.slotMinutes, slotCapacity: stored.slotCapacity, fleet: before };
    const changed = !sameJson(previous, after);
    if (changed) {
      await repository.upsertSettings(centreId, {
        slotMinutes: settings.slotMinutes,
        slotCapacity: settings.slotCapacity,
      });
      await repository.replaceFleet(
        centreId,
        fleet.filter((entry) => entry.bikes > 0),
      );
    }
    await recordContentWrite(tx, actor, {
      entityType: 'test-ride-centre',
      entityKey: String(centreId),
      before: previous,
      after,
      created: !stored,
      changed,
    });
    return { id: centreId, changed };
  }

  async function currentFleet(tx: Db, centreId: number) {
    const rows = await createTestRidesRepository(tx).fleetOf([centreId], 'en');
    return rows.map((row) => ({ productId: row.productId, bikes: row.bikes }));
  }

  const report = (actor: Actor, key: string) => () => ({
    actor,
    entity: 'test-ride-centre',
    key,
    action: 'updated' as const,
    caches: [],
  });

  return {
    /** A centre's test-ride settings and fleet, every model listed (0 bikes when it keeps none). */
    async settings(centreId: number, locale: Locale): Promise<TestRideCentreSettings> {
      const [centre] = await db.select().from(pickUpCenters).where(eq(pickUpCenters.id, centreId));
      if (!centre) throw new DomainError('NOT_FOUND');
      const repository = createTestRidesRepository(db);
      const [stored, fleet, all] = await Promise.all([
        repository.findSettings(centreId),
        repository.fleetOf([centreId], locale),
        models(db, locale),
      ]);
      return {
        centre: { id: centre.id, name: centre.name[locale] },
        slotMinutes: stored?.slotMinutes ?? TEST_RIDE_SLOT_DEFAULTS.minutes,
        slotCapacity: stored?.slotCapacity ?? TEST_RIDE_SLOT_DEFAULTS.capacity,
        fleet: all.map((model) => ({
          model: model.slug,
          name: model.name,
          bikes: fleet.find((entry) => entry.productId === model.id)?.bikes ?? 0,
        })),
      };
    },

    /** The back office's change of a centre's test rides. */
    async saveSettings(actor: Actor, centreId: number, input: TestRideCentreSettingsWrite): Promise<WriteResult> {
      const settings = parseInput(TestRideCentreSettingsWriteSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          const [centre] = await tx
            .select({ id: pickUpCenters.id })
            .from(pickUpCenters)
            .where(eq(pickUpCenters.id, centreId));
          if (!centre) throw new DomainError('NOT_FOUND');
          return write(tx, actor, centreId, settings);
        }),
        onChange,
        report(actor, String(centreId)),
      );
    },

    /** The content importer's: the centre named by slug (content/demo/test-ride-centres.json). */
    async importCentre(actor: Actor, input: TestRideCentreImport): Promise<WriteResult> {
      const { centre: slug, ...settings } = parseInput(TestRideCentreImportSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          const [centre] = await tx
            .select({ id: pickUpCenters.id })
            .from(pickUpCenters)
            .where(eq(pickUpCenters.slug, slug));
          if (!centre) throw new DomainError('VALIDATION_FAILED', { centre: 'validation.testRide.centreRequired' });
          return write(tx, actor, centre.id, settings);
        }),
        onChange,
        report(actor, slug),
      );
    },
  };
}
