import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productSubcategories,
  productSubcategoryTranslations,
  products,
  productTranslations,
  productTypes,
} from '../../db/schema/catalog';

/** Columns of a product row joined with its type and its translation in one language. */
const productColumns = {
  product: products,
  typeCode: productTypes.code,
  translation: productTranslations,
  total: sql<number>`count(*) over()`.mapWith(Number),
};

export type ProductRow = {
  product: typeof products.$inferSelect;
  typeCode: ProductTypeCode;
  translation: typeof productTranslations.$inferSelect;
  total: number;
};

export interface ProductFilter {
  types?: ProductTypeCode[];
  subcategoryId?: number;
  refurbished?: boolean;
  offset: number;
  limit: number;
}

export function createCatalogRepository(db: Db) {
  function selectProducts(locale: Locale) {
    return db
      .select(productColumns)
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
      );
  }

  return {
    async findProducts(locale: Locale, filter: ProductFilter): Promise<ProductRow[]> {
      const conditions: SQL[] = [eq(products.isActive, true)];
      if (filter.types) conditions.push(inArray(productTypes.code, filter.types));
      if (filter.subcategoryId !== undefined) conditions.push(eq(products.subcategoryId, filter.subcategoryId));
      if (filter.refurbished !== undefined) conditions.push(eq(products.isRefurbished, filter.refurbished));
      return selectProducts(locale)
        .where(and(...conditions))
        .orderBy(asc(products.sortOrder), asc(products.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    async findProduct(locale: Locale, where: { id: number } | { slug: string }): Promise<ProductRow | undefined> {
      const condition = 'id' in where ? eq(products.id, where.id) : eq(products.slug, where.slug);
      const [row] = await selectProducts(locale)
        .where(and(eq(products.isActive, true), condition))
        .limit(1);
      return row;
    },

    /** The main product of a product type: the first active one in catalogue order. */
    async findProductOfType(locale: Locale, where: { id: number } | { code: ProductTypeCode }) {
      const condition = 'id' in where ? eq(productTypes.id, where.id) : eq(productTypes.code, where.code);
      const [row] = await selectProducts(locale)
        .where(and(eq(products.isActive, true), condition))
        .orderBy(asc(products.sortOrder), asc(products.id))
        .limit(1);
      return row;
    },

    async findSubcategories(
      locale: Locale,
      filter: { kinds: ('accessory' | 'service' | 'refurbished')[]; offset: number; limit: number },
    ) {
      return db
        .select({
          id: productSubcategories.id,
          kind: productSubcategories.kind,
          slug: productSubcategories.slug,
          name: productSubcategoryTranslations.name,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(productSubcategories)
        .innerJoin(
          productSubcategoryTranslations,
          and(
            eq(productSubcategoryTranslations.subcategoryId, productSubcategories.id),
            eq(productSubcategoryTranslations.locale, locale),
          ),
        )
        .where(inArray(productSubcategories.kind, filter.kinds))
        .orderBy(asc(productSubcategories.sortOrder), asc(productSubcategories.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    /** The products of these slugs that are on sale (a page's price table names them by slug). */
    async findActiveProductsBySlugs(locale: Locale, slugs: readonly string[]): Promise<ProductRow[]> {
      if (slugs.length === 0) return [];
      return selectProducts(locale).where(and(eq(products.isActive, true), inArray(products.slug, [...slugs])));
    },

    async findProductsByIds(locale: Locale, ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return selectProducts(locale).where(inArray(products.id, ids));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
