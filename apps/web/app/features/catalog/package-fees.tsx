import type { PackageFee } from '@beast/domain/catalog/product.schema';
import { formatMoney } from '@beast/domain/money/money';
import { useTranslation } from '../i18n/i18n-context';
import { useLocale } from '../i18n/use-locale';

/** spec §3 package fee lines (assembly, circulation, delivery, first service, cleaning) in the API's order; 0 reads "free", agreeing with the fee's noun in French. */
export function PackageFees({ fees }: { fees: readonly PackageFee[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <dl className="fee-list">
      {fees.map((fee) => (
        <div key={fee.kind} className="fee-list__row">
          <dt>{t(`fees.${fee.kind}`)}</dt>
          <dd className={fee.price === 0 ? 'fee-list__free' : undefined}>
            {fee.price === 0 ? t(`fees.freeOf.${fee.kind}`) : formatMoney(fee.price, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
