import { type Locale, perLocale } from '@beast/domain/i18n/locale';
import { isOfferMember, isOfferRunning, titleSlug, unitsLeft } from '@beast/domain/offers/offer.rules';
import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { toProduct } from '../catalog/catalog.service';
import { activeCompanyIds } from '../partners/memberships.repository';
import { createOfferTermsRepository } from './offer-terms.repository';
import { createOffersRepository, type OfferRow } from './offers.repository';

/**
 * What visitors see of the special offers (spec §2 /special-offers, §7). A flash offer's price is shown only to
 * a live member of one of its companies (`userId` null: a visitor who is not signed in).
 */
export function createOffersService({ db, clock }: { db: Db; clock: Clock }) {
  const offers = createOffersRepository(db);

  async function present(rows: OfferRow[], locale: Locale, userId: number | null, now: Date): Promise<SpecialOffer[]> {
    const products = new Map(
      (
        await createCatalogRepository(db).findProductsByIds(
          locale,
          rows.map(({ offer }) => offer.productId),
        )
      )
        .filter((row) => row.product.isActive)
        .map((row) => [row.product.id, toProduct(row)]),
    );
    const sold = await createOfferTermsRepository(db).countUnitsSold(rows.map(({ offer }) => offer.id));
    const names = await offers.findProductNames(rows.map(({ offer }) => offer.productId));
    const memberOf = userId === null ? [] : await activeCompanyIds(db, userId, now);
    return rows.flatMap(({ offer, text, companies }) => {
      const product = products.get(offer.productId);
      if (!product) return [];
      const forYou = isOfferMember({ companyIds: companies.map((company) => company.id) }, memberOf);
      return [
        {
          id: offer.id,
          title: text.title,
          description: text.description,
          partnerName: offer.partnerName,
          companies: companies.map(({ slug, name }) => ({ slug, name })),
          forYou,
          price: forYou ? offer.price : null,
          originalPrice: offer.originalPrice,
          saving: forYou ? Math.max(0, offer.originalPrice - offer.price) : null,
          currency: 'CHF' as const,
          validFrom: offer.validFrom.toISOString(),
          validUntil: offer.validUntil.toISOString(),
          unitsLeft: unitsLeft(offer, sold.get(offer.id) ?? 0),
          perMemberCap: offer.perMemberCap,
          productTitle: titleSlug(product.name),
          productTitles: perLocale((language) => titleSlug(names.get(offer.productId)?.[language] ?? product.name)),
          product,
        },
      ];
    });
  }

  return {
    /** The offers running now, public and flash, the soonest to end first. */
    async listOffers(locale: Locale, userId: number | null): Promise<SpecialOffer[]> {
      const now = clock();
      return present(await offers.findRunning(locale, now), locale, userId, now);
    },

    /** One running offer; an unknown, future or ended one is OFFER_NOT_FOUND or OFFER_ENDED. */
    async getOffer(locale: Locale, id: number, userId: number | null): Promise<SpecialOffer> {
      const now = clock();
      const rows = await offers.findById(locale, id);
      const row = rows[0];
      if (!row || row.offer.validFrom.getTime() > now.getTime()) throw new DomainError('OFFER_NOT_FOUND');
      if (!isOfferRunning(row.offer, now)) throw new DomainError('OFFER_ENDED');
      const [offer] = await present(rows, locale, userId, now);
      if (!offer) throw new DomainError('OFFER_NOT_FOUND');
      return offer;
    },
  };
}
