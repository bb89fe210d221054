import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { isAuthenticated } from '../../lib/session/session-store';
import { Container } from '../../ui/container';
import { Image } from '../../ui/media';
import { MembersBadge, OfferPrice, OfferTerms } from './offer-facts';
import { OFFERS_PATH } from './offer-paths';
import type { ShownOffer } from './offers.server';

/**
 * One offer's page. The page as the server renders it (and any cache keeps it) is a visitor's: a flash offer's
 * price is asked for in the browser, with the member's own token, and never written into the shared page.
 */
export function OfferPage({
  offer: visitorOffer,
  addToCart,
}: {
  offer: ShownOffer;
  /** The cart's button for the offer's product at the offer's price (the route gives the cart's own button). */
  addToCart: (product: OfferProduct, label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const offer = useMemberOffer(visitorOffer);
  const image = offer.product.media.find((media) => media.kind === 'image');
  const soldOut = offer.unitsLeft === 0;
  return (
    <Container>
      <p className="offer-page__back">
        <Link to={href(OFFERS_PATH)}>{t('offers.all')}</Link>
      </p>
      <article className="offer-page">
        {image ? (
          <div className="offer-page__media">
            <Image src={image.url} alt={offer.product.name} width={image.width} height={image.height} priority />
          </div>
        ) : null}
        <div className="offer-page__body">
          <p className="card__badges">
            <MembersBadge offer={offer} />
          </p>
          <h1>{offer.title}</h1>
          <p className="offer-page__product">{offer.product.name}</p>
          <OfferPrice offer={offer} size="lg" />
          <OfferTerms offer={offer} />
          <p className="offer-page__text">{offer.description}</p>
          {offer.price !== null && !soldOut ? addToCart(offerProduct(offer, offer.price), t('offers.add')) : null}
        </div>
      </article>
    </Container>
  );
}

/** What the cart keeps of an offer's product: its price is the offer's, and the offer goes with it to the server. */
export type OfferProduct = SpecialOffer['product'] & { specialOfferId: number };

function offerProduct(offer: SpecialOffer, price: number): OfferProduct {
  return {
    ...offer.product,
    price,
    originalPrice: Math.max(offer.product.originalPrice, price),
    specialOfferId: offer.id,
  };
}

/** A signed-in member's view of a flash offer (its price), asked once the page is in the browser. */
function useMemberOffer(offer: ShownOffer): ShownOffer {
  const { locale } = useLocale();
  const [memberPrice, setMemberPrice] = useState<Pick<ShownOffer, 'price' | 'saving'> | null>(null);
  useEffect(() => {
    if (offer.price !== null || !isAuthenticated()) return;
    let current = true;
    void Promise.all([import('../../lib/session/browser-session'), import('./offers-api')])
      .then(([{ browserApi }, { offersApi }]) => offersApi(browserApi(locale)).offer(offer.id))
      .then((mine) => {
        if (current && mine.price !== null) setMemberPrice({ price: mine.price, saving: mine.saving });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [offer.id, offer.price, locale]);
  return memberPrice ? { ...offer, ...memberPrice } : offer;
}
