import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { VehiclePage } from '../features/catalog/vehicle-page';
import { loadVehiclePage } from '../features/catalog/vehicle-page.server';
import { useTranslation } from '../features/i18n/i18n-context';
import { seoMeta } from '../features/seo/seo';
import type { Route } from './+types/order';

/** /{locale}/order/{bike}: the four limited or pre-order models (spec §2, ORDER_PAGE_BIKES). */
export async function loader(args: Route.LoaderArgs) {
  return loadVehiclePage(args, 'order');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // spec §8: while the configurator is unavailable, the basic configuration is ordered.
  return (
    <VehiclePage
      product={loaderData.product}
      kind="order"
      addToCart={<AddToCartButton product={loaderData.product} label={t('cart.addBasic')} />}
    />
  );
}
