import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { PartnerCompanyWrite } from '@beast/domain/partners/partner-company.schema';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerCompanies, partnerCompanyTranslations } from '../../db/schema/partners';

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
