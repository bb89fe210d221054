import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Container } from '../../ui/container';
import { Image } from '../../ui/media';
import { MembersBadge, OfferPrice, OfferTerms } from './offer-facts';
import { offerPath } from './offer-paths';
import type { ShownOffer } from './offers.server';

/** /{locale}/special-offers: the public offers first, then the flash offers of the partner companies. */
export function OfferList({ offers }: { offers: readonly ShownOffer[] }) {
  const { t } = useTranslation();
  const open = offers.filter((offer) => offer.companies.length === 0 && !offer.partnerName);
  const flash = offers.filter((offer) => !open.includes(offer));
  return (
    <Container>
      <header className="offers-page__head">
        <h1>{t('offers.title')}</h1>
        <p className="offers-page__lead">{t('offers.lead')}</p>
      </header>
      {offers.length === 0 ? <p className="muted">{t('offers.none')}</p> : null}
      <OfferSection id="offers-open" title={t('offers.openTitle')} offers={open} />
      <OfferSection id="offers-flash" title={t('offers.flashTitle')} intro={t('offers.flashIntro')} offers={flash} />
    </Container>
  );
}

function OfferSection({
  id,
  title,
  intro,
  offers,
}: {
  id: string;
  title: string;
  intro?: string;
  offers: readonly ShownOffer[];
}) {
  if (offers.length === 0) return null;
  return (
    <section className="offers-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <ul className="offer-cards">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferCard({ offer }: { offer: ShownOffer }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const image = offer.product.media.find((media) => media.kind === 'image');
  return (
    <article className="offer-card">
      {image ? (
        <div className="offer-card__media">
          <Image src={image.url} alt="" width={image.width} height={image.height} />
        </div>
      ) : null}
      <div className="offer-card__body">
        <p className="card__badges">
          <MembersBadge offer={offer} />
        </p>
        <h3 className="offer-card__title">
          <Link to={href(offerPath(offer))} prefetch="intent">
            {offer.title}
          </Link>
        </h3>
        <p className="offer-card__product">{offer.product.name}</p>
        <OfferPrice offer={offer} />
        <OfferTerms offer={offer} />
        <p className="offer-card__action">
          <Link to={href(offerPath(offer))} className="button button--secondary" prefetch="intent">
            {t('offers.see', { title: offer.product.name })}
          </Link>
        </p>
      </div>
    </article>
  );
}
