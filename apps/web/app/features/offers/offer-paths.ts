import { LOCALES } from '@beast/domain/i18n/locale';
import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import type { PageInLanguages } from '../../lib/seo/seo';

/** spec §2 `/{locale}/special-offers` and `/{locale}/special-offers/{id}/{productTitle}`. */
export const OFFERS_PATH = '/special-offers';

/** An offer's page: its id, then its product's name as an address in the page's language. */
export function offerPath(offer: Pick<SpecialOffer, 'id' | 'productTitle'>): string {
  return `${OFFERS_PATH}/${offer.id}/${offer.productTitle}`;
}

/** The offer's page in every language (hreflang, the sitemap). */
export function offerAddresses(offer: Pick<SpecialOffer, 'id' | 'productTitles'>): PageInLanguages {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, offerPath({ id: offer.id, productTitle: offer.productTitles[locale] })]),
  );
}
