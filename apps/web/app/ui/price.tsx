import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { useTranslation } from '../lib/i18n/i18n-context';
import { VisuallyHidden } from './visually-hidden';

/**
 * A price in CHF (integer centimes), formatted for the page's language. A higher original price is
 * shown struck through and named for screen readers; `from` prefixes "from", only for a product whose options
 * change its price (none of the catalogue's today: their options are included in the price).
 */
export function Price({
  amount,
  original,
  from = false,
  size = 'md',
}: {
  amount: number;
  original?: number;
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const reduced = original !== undefined && original > amount;
  const current = formatMoney(amount, locale);
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">
        {reduced ? <VisuallyHidden>{t('price.now')} </VisuallyHidden> : null}
        {from ? t('price.from', { price: current }) : current}
      </span>
      {reduced ? (
        <>
          {' '}
          <s className="price__original">
            <VisuallyHidden>{t('price.originalPrice')} </VisuallyHidden>
            {formatMoney(original, locale)}
          </s>
        </>
      ) : null}
    </p>
  );
}
