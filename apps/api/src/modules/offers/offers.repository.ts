import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTranslations, specialOffers, specialOfferTranslations } from '../../db/schema/catalog';
import { partnerCompanies, specialOfferCompanies } from '../../db/schema/partners';

/** The offers' public reads: an offer with its texts in one language and the companies it is for. */
export function createOffersRepository(db: Db) {
  async function withCompanies<T extends { offer: typeof specialOffers.$inferSelect }>(rows: T[]) {
    const ids = rows.map((row) => row.offer.id);
    const companies =
      ids.length === 0
        ? []
        : await db
            .select({
              offerId: specialOfferCompanies.specialOfferId,
              id: partnerCompanies.id,
              slug: partnerCompanies.slug,
              name: partnerCompanies.name,
            })
            .from(specialOfferCompanies)
            .innerJoin(partnerCompanies, eq(partnerCompanies.id, specialOfferCompanies.companyId))
            .where(inArray(specialOfferCompanies.specialOfferId, ids))
            .orderBy(asc(partnerCompanies.name));
    return rows.map((row) => ({
      ...row,
      companies: companies.filter((company) => company.offerId === row.offer.id),
    }));
  }

  const selectOffers = (locale: Locale) =>
    db
      .select({ offer: specialOffers, text: specialOfferTranslations })
      .from(specialOffers)
      .innerJoin(
        specialOfferTranslations,
        and(eq(specialOfferTranslations.specialOfferId, specialOffers.id), eq(specialOfferTranslations.locale, locale)),
      );

  return {
    /** The offers running at `now`, the soonest to end first. */
    async findRunning(locale: Locale, now: Date) {
      return withCompanies(
        await selectOffers(locale)
          .where(and(lte(specialOffers.validFrom, now), gte(specialOffers.validUntil, now)))
          .orderBy(asc(specialOffers.validUntil), asc(specialOffers.id)),
      );
    },

    /** The products' names in every language, by product id. */
    async findProductNames(productIds: readonly number[]): Promise<Map<number, Partial<Record<Locale, string>>>> {
      const names = new Map<number, Partial<Record<Locale, string>>>();
      if (productIds.length === 0) return names;
      const rows = await db
        .select({
          productId: productTranslations.productId,
          locale: productTranslations.locale,
          name: productTranslations.name,
        })
        .from(productTranslations)
        .where(inArray(productTranslations.productId, [...productIds]));
      for (const row of rows) names.set(row.productId, { ...names.get(row.productId), [row.locale]: row.name });
      return names;
    },

    async findById(locale: Locale, id: number) {
      return withCompanies(await selectOffers(locale).where(eq(specialOffers.id, id)));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
export type OfferRow = Awaited<ReturnType<OffersRepository['findRunning']>>[number];
