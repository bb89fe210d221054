import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productSubcategories,
  productSubcategoryTranslations,
  products,
  productTranslations,
  productTypes,
  specialOffers,
  specialOfferTranslations,
} from '../../db/schema/catalog';
import { partnerCompanies, specialOfferCompanies } from '../../db/schema/partners';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'editionSold' | 'createdAt' | 'updatedAt'>;
export type ProductTranslationValues = Omit<typeof productTranslations.$inferInsert, 'productId'>;
export type SpecialOfferValues = Omit<typeof specialOffers.$inferInsert, 'id'>;
export type SpecialOfferText = { locale: Locale; title: string; description: string };
export type SubcategoryValues = Omit<typeof productSubcategories.$inferInsert, 'id'>;

/** A product as stored: its row, its type's code, its subcategory's slug and every language's translation. */
export interface StoredProduct {
  product: typeof products.$inferSelect;
  typeCode: ProductTypeCode;
  subcategorySlug: string | null;
  translations: (typeof productTranslations.$inferSelect)[];
}

/** The catalogue's writes: whole products and subcategories with all their translations. */
export function createCatalogWriteRepository(db: Db) {
  return {
    /** `lock`: the product row stays locked until the transaction ends, so two changes of it run one after the other. */
    async findProduct(
      where: { id: number } | { slug: string },
      { lock = false } = {},
    ): Promise<StoredProduct | undefined> {
      const query = db
        .select({ product: products, typeCode: productTypes.code, subcategorySlug: productSubcategories.slug })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .leftJoin(productSubcategories, eq(productSubcategories.id, products.subcategoryId))
        .where('id' in where ? eq(products.id, where.id) : eq(products.slug, where.slug))
        .limit(1);
      const [row] = await (lock ? query.for('update', { of: products }) : query);
      if (!row) return undefined;
      const translations = await db
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.productId, row.product.id));
      return { ...row, translations };
    },

    /** The id of a product type, adding the type the first time a product of it is written. */
    async productTypeId(code: ProductTypeCode): Promise<number> {
      await db.insert(productTypes).values({ code }).onConflictDoNothing();
      const [row] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.code, code));
      return row!.id;
    },

    async insertProduct(values: ProductValues, translations: ProductTranslationValues[]): Promise<number> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      await db.insert(productTranslations).values(translations.map((text) => ({ ...text, productId: row!.id })));
      return row!.id;
    },

    async updateProduct(id: number, values: ProductValues, translations: ProductTranslationValues[]): Promise<void> {
      await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id));
      await db.delete(productTranslations).where(eq(productTranslations.productId, id));
      await db.insert(productTranslations).values(translations.map((text) => ({ ...text, productId: id })));
    },

    async findSubcategory(where: { id: number } | { slug: string }, { lock = false } = {}) {
      const query = db
        .select()
        .from(productSubcategories)
        .where('id' in where ? eq(productSubcategories.id, where.id) : eq(productSubcategories.slug, where.slug))
        .limit(1);
      const [row] = await (lock ? query.for('update') : query);
      if (!row) return undefined;
      const names = await db
        .select({ locale: productSubcategoryTranslations.locale, name: productSubcategoryTranslations.name })
        .from(productSubcategoryTranslations)
        .where(eq(productSubcategoryTranslations.subcategoryId, row.id));
      return { ...row, names };
    },

    /** Every subcategory with its names, in the catalogue's order. */
    async listSubcategories() {
      const rows = await db
        .select()
        .from(productSubcategories)
        .orderBy(asc(productSubcategories.kind), asc(productSubcategories.sortOrder), asc(productSubcategories.id));
      const names = await db
        .select({
          subcategoryId: productSubcategoryTranslations.subcategoryId,
          locale: productSubcategoryTranslations.locale,
          name: productSubcategoryTranslations.name,
        })
        .from(productSubcategoryTranslations);
      return rows.map((row) => ({ ...row, names: names.filter((name) => name.subcategoryId === row.id) }));
    },

    async insertSubcategory(values: SubcategoryValues, names: { locale: Locale; name: string }[]): Promise<number> {
      const [row] = await db.insert(productSubcategories).values(values).returning({ id: productSubcategories.id });
      await db
        .insert(productSubcategoryTranslations)
        .values(names.map((name) => ({ ...name, subcategoryId: row!.id })));
      return row!.id;
    },

    async updateSubcategory(
      id: number,
      values: SubcategoryValues,
      names: { locale: Locale; name: string }[],
    ): Promise<void> {
      await db.update(productSubcategories).set(values).where(eq(productSubcategories.id, id));
      await db.delete(productSubcategoryTranslations).where(eq(productSubcategoryTranslations.subcategoryId, id));
      await db.insert(productSubcategoryTranslations).values(names.map((name) => ({ ...name, subcategoryId: id })));
    },

    async findProductId(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
      return row?.id;
    },

    async findSpecialOffer(where: { id: number } | { slug: string }) {
      const [row] = await db
        .select({ offer: specialOffers, productSlug: products.slug })
        .from(specialOffers)
        .innerJoin(products, eq(products.id, specialOffers.productId))
        .where('id' in where ? eq(specialOffers.id, where.id) : eq(specialOffers.slug, where.slug));
      if (!row) return undefined;
      const texts = await db
        .select()
        .from(specialOfferTranslations)
        .where(eq(specialOfferTranslations.specialOfferId, row.offer.id));
      const companies = await db
        .select({ slug: partnerCompanies.slug })
        .from(specialOfferCompanies)
        .innerJoin(partnerCompanies, eq(partnerCompanies.id, specialOfferCompanies.companyId))
        .where(eq(specialOfferCompanies.specialOfferId, row.offer.id))
        .orderBy(asc(partnerCompanies.slug));
      return { ...row, texts, companySlugs: companies.map((company) => company.slug) };
    },

    /** The ids of the partner companies of these slugs, by slug; a slug without a company is absent. */
    async findCompanyIds(slugs: readonly string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: partnerCompanies.id, slug: partnerCompanies.slug })
        .from(partnerCompanies)
        .where(inArray(partnerCompanies.slug, [...slugs]));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /** Which companies' members the offer is for: the whole list replaced (none: a public offer). */
    async replaceOfferCompanies(specialOfferId: number, companyIds: readonly number[]): Promise<void> {
      await db.delete(specialOfferCompanies).where(eq(specialOfferCompanies.specialOfferId, specialOfferId));
      if (companyIds.length === 0) return;
      await db.insert(specialOfferCompanies).values(companyIds.map((companyId) => ({ specialOfferId, companyId })));
    },

    async insertSpecialOffer(values: SpecialOfferValues, texts: SpecialOfferText[]): Promise<number> {
      const [row] = await db.insert(specialOffers).values(values).returning({ id: specialOffers.id });
      await db.insert(specialOfferTranslations).values(texts.map((text) => ({ ...text, specialOfferId: row!.id })));
      return row!.id;
    },

    async updateSpecialOffer(id: number, values: SpecialOfferValues, texts: SpecialOfferText[]): Promise<void> {
      await db.update(specialOffers).set(values).where(eq(specialOffers.id, id));
      await db.delete(specialOfferTranslations).where(eq(specialOfferTranslations.specialOfferId, id));
      await db.insert(specialOfferTranslations).values(texts.map((text) => ({ ...text, specialOfferId: id })));
    },
  };
}

export type CatalogWriteRepository = ReturnType<typeof createCatalogWriteRepository>;
