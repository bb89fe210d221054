import type { Product } from '@beast/domain/catalog/product.schema';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge';
import { useTranslation } from '../i18n/i18n-context';
import { useLocale } from '../i18n/use-locale';
import { formatUnit } from './format';
import { ShopItemCard } from './shop-item-card';

/** A refurbished good: condition, model year and mileage next to its price and original price. */
export function RefurbishedCard({
  product,
  headingLevel,
  action,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const details = product.refurbished;
  return (
    <ShopItemCard
      product={product}
      headingLevel={headingLevel}
      action={action}
      badges={details ? <Badge tone="accent">{t(`refurbished.condition.${details.condition}`)}</Badge> : undefined}
    >
      {details ? (
        <dl className="details">
          <div>
            <dt>{t('refurbished.modelYear')}</dt>
            <dd>{details.modelYear}</dd>
          </div>
          <div>
            <dt>{t('refurbished.mileage')}</dt>
            <dd>
              {details.mileageKm === null
                ? t('refurbished.mileageUnknown')
                : formatUnit(details.mileageKm, 'kilometer', locale, 0)}
            </dd>
          </div>
        </dl>
      ) : null}
    </ShopItemCard>
  );
}
