import type { ConfiguratorModel } from '@beast/domain/configurator/configurator.rules';
import {
  type ConfiguratorModelImport,
  ConfiguratorModelImportSchema,
  type ConfiguratorModelSettings,
  ConfiguratorModelWriteSchema,
} from '@beast/domain/configurator/configurator.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { recordContentWrite } from '../audit/audit';
import { createConfiguratorRepository } from './configurator.repository';

/**
 * A model's configurator (spec §1, §3, §9): its option groups, options with their prices and offers, and rules,
 * written whole through this one use case by the back office's Configurator screen and by the content importer
 * (content/demo/configurator-models.json), audited with what it was before. The order pages show it at once.
 */
export function createConfiguratorWriteService({ db, onChange }: { db: Db; onChange: OnContentChange }) {
  async function write(actor: Actor, slug: string, model: ConfiguratorModel): Promise<WriteResult> {
    return committed(
      inTransaction(db, async (tx: Db) => {
        const configurator = createConfiguratorRepository(tx);
        const product = await configurator.product(slug, 'en');
        if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
        const before = await configurator.model(product.productId);
        const changed = !sameJson(before, model);
        if (changed) await configurator.replaceModel(product.productId, model);
        await recordContentWrite(tx, actor, {
          entityType: 'configurator',
          entityKey: slug,
          before,
          after: model,
          created: before === null,
          changed,
        });
        return { id: product.productId, changed };
      }),
      onChange,
      () => ({ actor, entity: 'configurator', key: slug, action: 'updated', caches: ['catalogue'] }),
    );
  }

  function saveModel(actor: Actor, slug: string, input: unknown): Promise<WriteResult> {
    return write(actor, slug, parseInput(ConfiguratorModelWriteSchema, input) as ConfiguratorModel);
  }

  return {
    /** Every model with a configurator: its name, base price, groups, options and rules (the Configurator screen). */
    async settings(locale: Locale): Promise<ConfiguratorModelSettings> {
      const configurator = createConfiguratorRepository(db);
      const models = [];
      for (const product of await configurator.configurableProducts(locale)) {
        const model = await configurator.model(product.productId);
        if (!model) continue;
        models.push({
          slug: product.slug,
          name: product.name,
          basePrice: chf(product.price),
          configurator: model as ConfiguratorModelSettings['models'][number]['configurator'],
        });
      }
      return { models };
    },

    /** The back office's change of one model's configurator, written whole. */
    saveModel,

    /** The content importer's: a model of configurator-models.json, the product named by its slug. */
    async importModel(actor: Actor, input: ConfiguratorModelImport): Promise<WriteResult> {
      const { model, ...configurator } = parseInput(ConfiguratorModelImportSchema, input);
      return saveModel(actor, model, configurator);
    },
  };
}

export type ConfiguratorWriteService = ReturnType<typeof createConfiguratorWriteService>;
