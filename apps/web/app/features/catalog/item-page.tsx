import type { ProductDetail } from '@beast/domain/catalog/product.schema';
import { ITEM_LISTINGS, type ItemListing } from '@beast/domain/catalog/product-pages';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { RefurbishedFacts } from './refurbished-facts';
import type { RidingRule } from './riding-rules';
import { VehiclePage } from './vehicle-page';

const LISTING_LABEL_KEYS: Record<ItemListing, string> = {
  shop: 'nav.serviceAndAccessories',
  refurbished: 'nav.refurbished',
};

/**
 * The page of an accessory, a service or a refurbished good: the product page's layout under its listing's
 * breadcrumb; a refurbished good adds its condition, model year, mileage and warranty.
 */
export function ItemPage({
  product,
  listing,
  addToCart,
  reviews,
  ridingRules,
}: {
  product: ProductDetail;
  listing: ItemListing;
  addToCart: ReactNode;
  reviews: ReactNode;
  ridingRules: RidingRule[] | null;
}) {
  const { t } = useTranslation();
  return (
    <VehiclePage
      product={product}
      kind="item"
      parent={{ path: ITEM_LISTINGS[listing], label: t(LISTING_LABEL_KEYS[listing]) }}
      details={product.refurbished ? <RefurbishedFacts details={product.refurbished} full /> : null}
      addToCart={addToCart}
      reviews={reviews}
      ridingRules={ridingRules}
    />
  );
}
