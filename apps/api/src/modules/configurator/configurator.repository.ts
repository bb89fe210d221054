import type { ConfiguratorModel } from '@beast/domain/configurator/configurator.rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations } from '../../db/schema/catalog';
import { configuratorGroups, configuratorOptions, configuratorRules } from '../../db/schema/configurator';

/** A product with its configurator's base price and name. */
export interface ConfigurableProduct {
  productId: number;
  slug: string;
  name: string;
  price: number;
  isActive: boolean;
}

/** Products with their name in one language, the fields a configurator needs of them. */
function productsIn(db: Db, locale: Locale) {
  return db
    .select({
      productId: products.id,
      slug: products.slug,
      name: productTranslations.name,
      price: products.price,
      isActive: products.isActive,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .$dynamic();
}

/** The configurator's groups, options and rules: nothing but SQL. */
export function createConfiguratorRepository(db: Db) {
  return {
    async product(slug: string, locale: Locale): Promise<ConfigurableProduct | undefined> {
      const [row] = await productsIn(db, locale).where(eq(products.slug, slug));
      return row;
    },

    /** The products that have a configurator, in the catalogue's order. */
    async configurableProducts(locale: Locale): Promise<ConfigurableProduct[]> {
      const withGroups = db.selectDistinct({ productId: configuratorGroups.productId }).from(configuratorGroups);
      return productsIn(db, locale).where(inArray(products.id, withGroups)).orderBy(products.sortOrder, products.id);
    },

    /** A product's configurator as stored, or null when it has none. */
    async model(productId: number): Promise<ConfiguratorModel | null> {
      const rows = await db
        .select({ group: configuratorGroups.key, option: configuratorOptions })
        .from(configuratorGroups)
        .innerJoin(configuratorOptions, eq(configuratorOptions.groupId, configuratorGroups.id))
        .where(eq(configuratorGroups.productId, productId))
        .orderBy(asc(configuratorGroups.sortOrder), asc(configuratorOptions.sortOrder));
      if (rows.length === 0) return null;
      const groups: ConfiguratorModel['groups'] = [];
      for (const { group, option } of rows) {
        if (groups.at(-1)?.key !== group) groups.push({ key: group, options: [] });
        groups.at(-1)!.options.push({
          key: option.key,
          price: option.price,
          offerPrice: option.offerPrice,
          default: option.isDefault,
          label: option.label,
          look: option.look,
        });
      }
      const rules = await db
        .select({ kind: configuratorRules.kind, option: configuratorRules.option, others: configuratorRules.others })
        .from(configuratorRules)
        .where(eq(configuratorRules.productId, productId))
        .orderBy(asc(configuratorRules.sortOrder));
      return { groups, rules };
    },

    /** Replaces a product's groups, options and rules with these (the options go with their groups). */
    async replaceModel(productId: number, model: ConfiguratorModel): Promise<void> {
      await db.delete(configuratorGroups).where(eq(configuratorGroups.productId, productId));
      await db.delete(configuratorRules).where(eq(configuratorRules.productId, productId));
      for (const [sortOrder, group] of model.groups.entries()) {
        const [stored] = await db
          .insert(configuratorGroups)
          .values({ productId, key: group.key, sortOrder })
          .returning({ id: configuratorGroups.id });
        await db.insert(configuratorOptions).values(
          group.options.map((option, index) => ({
            groupId: stored!.id,
            key: option.key,
            price: option.price,
            offerPrice: option.offerPrice ?? null,
            isDefault: option.default,
            label: option.label as Record<Locale, string>,
            look: option.look ?? null,
            sortOrder: index,
          })),
        );
      }
      if (model.rules.length > 0) {
        await db
          .insert(configuratorRules)
          .values(model.rules.map((rule, sortOrder) => ({ productId, ...rule, sortOrder })));
      }
    },
  };
}
