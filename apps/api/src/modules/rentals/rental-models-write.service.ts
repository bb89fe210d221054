import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import {
  type RentalModelImport,
  RentalModelImportSchema,
  type RentalModelSettings,
  type RentalModelWrite,
  RentalModelWriteSchema,
} from '@beast/domain/rentals/rental-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Clock, systemClock } from '../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { recordContentWrite } from '../audit/audit';
import { createRentalsRepository } from './rentals.repository';

/**
 * Which models the shop rents out and at what monthly price (spec §2 /rentals; decision 22): the back office's
 * Rentals screen and the content importer (content/demo/rental-models.json) write them through this one use
 * case, audited. Only a vehicle of the catalogue on sale can be rented.
 */
export function createRentalModelsWriteService({
  db,
  onChange,
  clock = systemClock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}) {
  async function write(actor: Actor, slug: string, settings: RentalModelWrite): Promise<WriteResult> {
    return committed(
      inTransaction(db, async (tx: Db) => {
        const rentals = createRentalsRepository(tx);
        const vehicle = (await rentals.vehicles('en')).find((entry) => entry.slug === slug);
        if (!vehicle) throw new DomainError('VALIDATION_FAILED', { model: 'validation.rental.modelUnavailable' });
        const stored = await rentals.findModel(vehicle.productId, true);
        const before = stored && { rentable: stored.rentable, monthlyPrice: stored.monthlyPrice };
        const after = { rentable: settings.rentable, monthlyPrice: settings.monthlyPrice };
        const changed = !sameJson(before, after);
        if (changed) await rentals.upsertModel({ productId: vehicle.productId, ...after, updatedAt: clock() });
        await recordContentWrite(tx, actor, {
          entityType: 'rental-model',
          entityKey: slug,
          before: before ?? null,
          after,
          created: !stored,
          changed,
        });
        return { id: vehicle.productId, changed };
      }),
      onChange,
      () => ({ actor, entity: 'rental-model', key: slug, action: 'updated', caches: [] }),
    );
  }

  return {
    /** Every vehicle on sale with whether it is rented out and its monthly price (the Rentals screen). */
    async settings(locale: Locale): Promise<RentalModelSettings> {
      const vehicles = await createRentalsRepository(db).vehicles(locale);
      return {
        models: vehicles.map((vehicle) => ({
          slug: vehicle.slug,
          name: vehicle.name,
          purchasePrice: chf(vehicle.price),
          rentable: vehicle.rental?.rentable ?? false,
          monthlyPrice: vehicle.rental?.monthlyPrice ?? null,
        })),
      };
    },

    /** The back office's change of one model: rented out or not, and its monthly price. */
    async saveModel(actor: Actor, slug: string, input: RentalModelWrite): Promise<WriteResult> {
      return write(actor, slug, parseInput(RentalModelWriteSchema, input));
    },

    /** The content importer's: a line of rental-models.json, the model named by its slug. */
    async importModel(actor: Actor, input: RentalModelImport): Promise<WriteResult> {
      const { model, ...settings } = parseInput(RentalModelImportSchema, input);
      return write(actor, model, settings);
    },
  };
}

export type RentalModelsWriteService = ReturnType<typeof createRentalModelsWriteService>;
