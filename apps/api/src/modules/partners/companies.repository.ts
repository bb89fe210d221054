import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { PartnerCompanyWrite } from '@beast/domain/partners/partner-company.schema';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, specialOffers, specialOfferTranslations } from '../../db/schema/catalog';
import { partnerCompanies, partnerCompanyTranslations, specialOfferCompanies } from '../../db/schema/partners';

export type PartnerCompanyRow = typeof partnerCompanies.$inferSelect;
type CompanyTexts = PartnerCompanyWrite['text'];

/** A company with its texts in every language, as its write use case compares and the back office edits it. */
export interface StoredCompany extends PartnerCompanyRow {
  text: CompanyTexts;
}

/** SQL of the partner companies and their page texts. */
export function createCompaniesRepository(db: Db) {
  async function withTexts(row: PartnerCompanyRow | undefined): Promise<StoredCompany | undefined> {
    if (!row) return undefined;
    const rows = await db
      .select()
      .from(partnerCompanyTranslations)
      .where(eq(partnerCompanyTranslations.companyId, row.id));
    const text = Object.fromEntries(
      rows.map((entry) => [entry.locale, { introduction: entry.introduction, advantages: entry.advantages }]),
    ) as CompanyTexts;
    return { ...row, text };
  }

  return {
    async findBySlug(slug: string, options: { forUpdate?: boolean } = {}): Promise<StoredCompany | undefined> {
      const query = db.select().from(partnerCompanies).where(eq(partnerCompanies.slug, slug));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return withTexts(row);
    },

    async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<StoredCompany | undefined> {
      const query = db.select().from(partnerCompanies).where(eq(partnerCompanies.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return withTexts(row);
    },

    /** Every company, by name (the back office's list). */
    list(): Promise<PartnerCompanyRow[]> {
      return db.select().from(partnerCompanies).orderBy(asc(partnerCompanies.name), asc(partnerCompanies.id));
    },

    /** The flash offers for the company's members that are open at `now`, the first to end first. */
    currentOffers(companyId: number, locale: Locale, now: Date) {
      return db
        .select({
          id: specialOffers.id,
          title: specialOfferTranslations.title,
          description: specialOfferTranslations.description,
          productSlug: products.slug,
          price: specialOffers.price,
          originalPrice: specialOffers.originalPrice,
          validUntil: specialOffers.validUntil,
        })
        .from(specialOfferCompanies)
        .innerJoin(specialOffers, eq(specialOffers.id, specialOfferCompanies.specialOfferId))
        .innerJoin(products, eq(products.id, specialOffers.productId))
        .innerJoin(
          specialOfferTranslations,
          and(
            eq(specialOfferTranslations.specialOfferId, specialOffers.id),
            eq(specialOfferTranslations.locale, locale),
          ),
        )
        .where(
          and(
            eq(specialOfferCompanies.companyId, companyId),
            lte(specialOffers.validFrom, now),
            gt(specialOffers.validUntil, now),
          ),
        )
        .orderBy(asc(specialOffers.validUntil), asc(specialOffers.id));
    },

    /** The companies whose page asked to be in the sitemap. */
    inSitemap(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: partnerCompanies.slug, updatedAt: partnerCompanies.updatedAt })
        .from(partnerCompanies)
        .where(eq(partnerCompanies.inSitemap, true))
        .orderBy(asc(partnerCompanies.slug));
    },

    async insert(values: typeof partnerCompanies.$inferInsert): Promise<PartnerCompanyRow> {
      const [row] = await db.insert(partnerCompanies).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof partnerCompanies.$inferInsert>): Promise<void> {
      await db.update(partnerCompanies).set(values).where(eq(partnerCompanies.id, id));
    },

    /** Writes the page's texts of every language, replacing what was there. */
    async saveTexts(companyId: number, text: CompanyTexts): Promise<void> {
      for (const locale of LOCALES as readonly Locale[]) {
        const { introduction, advantages } = text[locale];
        await db
          .insert(partnerCompanyTranslations)
          .values({ companyId, locale, introduction, advantages })
          .onConflictDoUpdate({
            target: [partnerCompanyTranslations.companyId, partnerCompanyTranslations.locale],
            set: { introduction, advantages },
          });
      }
    },
  };
}
