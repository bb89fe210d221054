import { missingTranslations } from '@beast/domain/catalog/translation-gaps';
import type { Locale } from '@beast/domain/i18n/locale';
import type { AdminProductFilter, AdminProductRow } from '@beast/domain/staff/catalogue-api.schema';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productSubcategories, products, productTranslations, productTypes } from '../../db/schema/catalog';

/**
 * The back office's product list: every product, published or not. The catalogue is a shop's range (tens to a
 * few hundred products), read in two queries; the translation check is the domain's rule, so filtering on it,
 * the search and the sort run on those rows before the page is cut.
 */
export function createCatalogueAdminRepository(db: Db) {
  async function rows(locale: Locale): Promise<ListedProduct[]> {
    const [stored, translations] = await Promise.all([
      db
        .select({
          product: products,
          type: productTypes.code,
          subcategory: productSubcategories.slug,
        })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .leftJoin(productSubcategories, eq(productSubcategories.id, products.subcategoryId))
        .orderBy(asc(products.sortOrder), asc(products.id)),
      db.select().from(productTranslations),
    ]);
    const textsOf = new Map<number, (typeof translations)[number][]>();
    for (const text of translations) textsOf.set(text.productId, [...(textsOf.get(text.productId) ?? []), text]);
    return stored.map(({ product, type, subcategory }) => {
      const texts = textsOf.get(product.id) ?? [];
      const copy = Object.fromEntries(
        texts.map((text) => [text.locale, { name: text.name, description: text.description, ...text.content }]),
      );
      const named = texts.find((text) => text.locale === locale) ?? texts.find((text) => text.locale === 'en');
      return {
        id: product.id,
        slug: product.slug,
        type,
        subcategory,
        name: named?.name ?? product.slug,
        names: texts.map((text) => text.name),
        price: product.price,
        originalPrice: product.originalPrice,
        page: product.page,
        isPublished: product.isActive,
        editionSize: product.editionSize,
        editionSold: product.editionSold,
        missingTranslations: missingTranslations(copy),
        updatedAt: product.updatedAt.toISOString(),
      };
    });
  }

  return {
    async list(filter: AdminProductFilter, locale: Locale, offset: number, limit: number) {
      const all = (await rows(locale)).filter((row) => matches(row, filter));
      const sorted = filter.sort === 'catalogue' ? all : [...all].sort(SORTS[filter.sort]);
      const data = sorted.slice(offset, offset + limit).map(({ names: _names, ...row }) => row);
      return { data, offset, limit, total: all.length };
    },
  };
}

type ListedProduct = AdminProductRow & { names: string[] };

function matches(row: ListedProduct, filter: AdminProductFilter): boolean {
  if (filter.type && row.type !== filter.type) return false;
  if (filter.published !== undefined && row.isPublished !== filter.published) return false;
  if (filter.missingTranslation !== undefined && row.missingTranslations.length > 0 !== filter.missingTranslation) {
    return false;
  }
  if (!filter.q) return true;
  const needle = filter.q.toLocaleLowerCase();
  return [row.slug, ...row.names].some((text) => text.toLocaleLowerCase().includes(needle));
}

const SORTS: Record<
  Exclude<AdminProductFilter['sort'], 'catalogue'>,
  (a: ListedProduct, b: ListedProduct) => number
> = {
  name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  price: (a, b) => a.price - b.price || a.id - b.id,
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
};
