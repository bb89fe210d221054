import { productPath } from '@beast/domain/catalog/product-pages';
import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Badge } from '../../ui/badge';
import { Container } from '../../ui/container';
import { Image } from '../../ui/media';
import { Price } from '../../ui/price';

/** An offer with its last day as the page's language writes it, worked out by the loader (no date code in the page). */
export type TeasedOffer = SpecialOffer & { validUntilText: string };

/**
 * spec §1: flash offers are valid only for members of a partner company; the teaser says so plainly, and
 * each offer leads to what any visitor can do: see the bike on its own page. The shop has no company
 * membership, so the offer's price is shown, not sold: the bike's page and the cart keep the catalogue price.
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
            const path = productPath(offer.product);
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
                  {offer.price === null ? null : <Price amount={offer.price} original={offer.originalPrice} />}
                  <p className="offer__validity">{t('home.offers.validUntil', { date: offer.validUntilText })}</p>
                  {path ? (
                    <p className="offer__action">
                      <Link to={href(path)} className="button button--secondary" prefetch="intent">
                        {t('home.offers.seeProduct', { name: offer.product.name })}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

/** Who a flash offer is for: its companies' names, or the partner named by older offers; '' for a public offer. */
function partnerOf(offer: SpecialOffer): string {
  return offer.companies.map((company) => company.name).join(', ') || (offer.partnerName ?? '');
}
