import { formatMoney } from '@beast/domain/money/money';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Badge } from '../../ui/badge';
import { Price } from '../../ui/price';
import type { ShownOffer } from './offers.server';

/** Who a flash offer is for ("for members of Acme"); nothing for a public offer. */
export function MembersBadge({ offer }: { offer: Pick<ShownOffer, 'companies' | 'partnerName'> }) {
  const { t } = useTranslation();
  const names = offer.companies.map((company) => company.name).join(', ') || offer.partnerName;
  if (!names) return null;
  return <Badge tone="signal">{t('offers.forMembers', { companies: names })}</Badge>;
}

/**
 * The price block of an offer: the offer's price, the original one struck through and the saving; for a flash
 * offer seen by someone who is not a member, that its price is for members only, with their companies' pages.
 */
export function OfferPrice({ offer, size = 'md' }: { offer: ShownOffer; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  if (offer.price === null) {
    return (
      <div className="offer-price offer-price--members">
        <p>{t('offers.priceForMembers')}</p>
        {offer.companies.length > 0 ? (
          <p className="offer-price__companies">
            {offer.companies.map((company, index) => (
              <span key={company.slug}>
                {index > 0 ? ', ' : null}
                <a href={href(`/${company.slug}`)}>{t('offers.companyPage', { company: company.name })}</a>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="offer-price">
      <Price amount={offer.price} original={offer.originalPrice} size={size} />
      {offer.saving ? (
        <p className="offer-price__saving">{t('offers.saving', { amount: formatMoney(offer.saving, locale) })}</p>
      ) : null}
    </div>
  );
}

/** The offer's end, its countdown in its last week, and the units left of a capped offer. */
export function OfferTerms({ offer }: { offer: ShownOffer }) {
  const { t } = useTranslation();
  return (
    <ul className="offer-terms">
      <li>{t('offers.validUntil', { date: offer.endText })}</li>
      {offer.countdownText ? (
        <li className="offer-terms__countdown">
          <strong>{offer.countdownText}</strong>
        </li>
      ) : null}
      {offer.unitsLeft !== null ? (
        <li className="offer-terms__units">
          {offer.unitsLeft === 0 ? t('offers.soldOut') : t('offers.unitsLeft', { count: offer.unitsLeft })}
        </li>
      ) : null}
      {offer.perMemberCap !== null ? <li>{t('offers.perMember', { count: offer.perMemberCap })}</li> : null}
    </ul>
  );
}
