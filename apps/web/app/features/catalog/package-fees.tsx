import { feesPerUnit, mandatoryFees, priceToPay } from '@beast/domain/cart/price-to-pay.rules';
import type { Product } from '@beast/domain/catalog/product.schema';
import { formatMoney } from '@beast/domain/money/money';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { feeAmount, feeLabel } from '../../ui/fee-text';
import { Price } from '../../ui/price';

type PricedProduct = Pick<Product, 'name' | 'type' | 'price' | 'originalPrice' | 'packageFees'>;

/**
 * The price to pay for one bike (Price Indication Ordinance): the bike, the fees it always carries, the
 * total. An offer strikes through the original price plus the same fees, so the two totals compare.
 */
export function PriceToPay({ product, size = 'md' }: { product: PricedProduct; size?: 'sm' | 'md' | 'lg' }) {
  const fees = feesPerUnit(product);
  return <Price amount={priceToPay(product)} original={product.originalPrice + fees} size={size} />;
}

/** spec §3 package fee lines (assembly, circulation, delivery, first service, cleaning) under the bike's price, then the total. */
export function PackageFees({ product }: { product: PricedProduct }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <dl className="fee-list">
      <div className="fee-list__row">
        <dt>{product.name}</dt>
        <dd>{formatMoney(product.price, locale)}</dd>
      </div>
      {mandatoryFees(product).map((fee) => (
        <div key={fee.kind} className="fee-list__row">
          <dt>{feeLabel(t, fee)}</dt>
          <dd className={fee.price === 0 ? 'fee-list__free' : undefined}>
            {feeAmount(t, { kind: fee.kind, amount: fee.price }, locale)}
          </dd>
        </div>
      ))}
      <div className="fee-list__row fee-list__row--total">
        <dt>{t('vehicle.totalToPay')}</dt>
        <dd data-testid="price-to-pay">{formatMoney(priceToPay(product), locale)}</dd>
      </div>
    </dl>
  );
}
