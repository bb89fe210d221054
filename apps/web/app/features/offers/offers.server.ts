import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { showsCountdown, timeLeft } from '@beast/domain/offers/offer.rules';
import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { metaDescription, pageContext } from '../../lib/api/page-context.server';
import { routeTexts } from '../../lib/i18n/catalogue.server';
import { localizedPath } from '../../lib/i18n/language';
import type { TFunction } from '../../lib/i18n/translator';
import { absoluteUrl, alternatesInLanguages } from '../../lib/seo/seo';
import { OFFERS_PATH, offerAddresses, offerPath } from './offer-paths';
import { offersApi } from './offers-api';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/** An offer with the texts of its dates worked out by the server (no date code in the page's JavaScript). */
export type ShownOffer = SpecialOffer & { endText: string; countdownText: string | null };

function shown(offer: SpecialOffer, locale: Locale, t: TFunction, now: Date): ShownOffer {
  const end = new Date(offer.validUntil);
  return {
    ...offer,
    endText: formatSwissDate(offer.validUntil, locale),
    countdownText: showsCountdown(end, now) ? t('offers.countdown', timeLeft(end, now)) : null,
  };
}

/** /{locale}/special-offers: the offers running now, as a visitor who is not signed in sees them. */
export async function loadOffers(args: LoaderArgs) {
  const { locale, api, t, seoFor } = pageContext(args);
  const now = new Date();
  const offers = (await offersApi(api).offers()).map((offer) => shown(offer, locale, t, now));
  return {
    ...routeTexts(args.request, ['offers']),
    offers,
    seo: seoFor({ path: OFFERS_PATH, title: t('offers.title'), description: t('offers.description') }),
  };
}

/** An address the API reads as an offer's id. */
const OFFER_ID = /^\d{1,9}$/;

/**
 * One offer's page. Its address ends with its product's name in the page's language: another language's, or a
 * wrong one, redirects there for good. An unknown offer, or one that ended, sends the visitor to the offers
 * running now rather than to a page that can no longer be bought from.
 */
export async function loadOffer(args: LoaderArgs) {
  const { locale, api, t, origin, seoFor } = pageContext(args);
  const list = localizedPath(locale, OFFERS_PATH);
  const requested = args.params.id ?? '';
  if (!OFFER_ID.test(requested)) throw redirect(list);
  const offer = await offersApi(api)
    .offer(Number(requested))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.fromServer && error.status < 500) throw redirect(list);
      throw error;
    });
  if (offer.productTitle !== args.params.productTitle) throw redirect(localizedPath(locale, offerPath(offer)), 301);
  const image = offer.product.media.find((media) => media.kind === 'image');
  const seo = seoFor({
    path: offerPath(offer),
    title: offer.title,
    description: metaDescription(offer.description),
    image: image?.url,
  });
  return {
    ...routeTexts(args.request, ['offers']),
    offer: shown(offer, locale, t, new Date()),
    seo: { ...seo, alternates: alternatesInLanguages(origin, offerAddresses(offer)) },
    jsonLd: offerJsonLd(offer, absoluteUrl(origin, localizedPath(locale, offerPath(offer))), image?.url, origin),
  };
}

/** schema.org Product with its Offer (the price only when everyone may buy at it) and the offer's last day. */
function offerJsonLd(offer: SpecialOffer, url: string, image: string | undefined, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.product.name,
    description: offer.description,
    url,
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    ...(offer.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: (offer.price / 100).toFixed(2),
            priceCurrency: offer.currency,
            priceValidUntil: offer.validUntil.slice(0, 10),
            availability: offer.unitsLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }),
  };
}
