import type { Product } from '@beast/domain/catalog/product.schema';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { Badge } from '../../ui/badge';
import { RefurbishedFacts } from './refurbished-facts';
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
  const details = product.refurbished;
  return (
    <ShopItemCard
      product={product}
      headingLevel={headingLevel}
      action={action}
      badges={details ? <Badge tone="accent">{t(`refurbished.condition.${details.condition}`)}</Badge> : undefined}
    >
      {details ? <RefurbishedFacts details={details} /> : null}
    </ShopItemCard>
  );
}
