import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Badge } from '../../ui/badge';
import { Container } from '../../ui/container';
import { Image } from '../../ui/media';
import { Price } from '../../ui/price';
import { OFFERS_PATH, offerPath } from '../offers';

/** An offer with its last day as the page's language writes it, worked out by the loader (no date code in the page). */
export type TeasedOffer = SpecialOffer & { validUntilText: string };

/**
 * The offers running now (spec §1: flash offers are valid only for members of a partner company): a public
 * offer with its price, a flash offer without it for a visitor; each leads to its page, where it is bought.
 */
export function SpecialOffersTeaser({ offers }: { offers: readonly TeasedOffer[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  if (offers.length === 0) return null;
  return (
    <section className="section offers" aria-labelledby="offers-title">
      <Container>
        <div className="section__head">
          <div>
            <p className="eyebrow">{t('home.offers.eyebrow')}</p>
            <h2 id="offers-title" className="section__title">
              {t('home.offers.title')}
            </h2>
          </div>
          <p className="section__intro">{t('home.offers.membersOnly')}</p>
        </div>
        <ul className="offers__list">
          {offers.slice(0, 3).map((offer) => {
            const image = offer.product.media.find((media) => media.kind === 'image');
            return (
              <li key={offer.id} className="offer">
                {image ? (
                  <div className="offer__media">
                    <Image src={image.url} alt="" width={image.width} height={image.height} />
                  </div>
                ) : null}
                <div className="offer__body">
                  {partnerOf(offer) ? (
                    <p className="card__badges">
                      <Badge tone="signal">{t('home.offers.partner', { partner: partnerOf(offer) })}</Badge>
                    </p>
                  ) : null}
                  <h3 className="offer__title">{offer.title}</h3>
                  <p className="offer__text">{offer.description}</p>
                  {offer.price === null ? (
                    <p className="offer__members">{t('home.offers.priceForMembers')}</p>
                  ) : (
                    <Price amount={offer.price} original={offer.originalPrice} />
                  )}
                  <p className="offer__validity">{t('home.offers.validUntil', { date: offer.validUntilText })}</p>
                  <p className="offer__action">
                    <Link to={href(offerPath(offer))} className="button button--secondary" prefetch="intent">
                      {t('home.offers.see')}
                      <span className="visually-hidden">: {offer.title}</span>
                    </Link>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="section__more">
          <Link to={href(OFFERS_PATH)} className="button button--secondary" prefetch="intent">
            {t('home.offers.all')}
          </Link>
        </p>
      </Container>
    </section>
  );
}

/** Who a flash offer is for: its companies' names, or the partner named by older offers; '' for a public offer. */
function partnerOf(offer: SpecialOffer): string {
  return offer.companies.map((company) => company.name).join(', ') || (offer.partnerName ?? '');
}
