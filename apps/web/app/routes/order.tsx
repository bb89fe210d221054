import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ProductReviews } from '../features/catalog/reviews/product-reviews';
import { reviewAction } from '../features/catalog/reviews/review-action.server';
import { VehiclePage } from '../features/catalog/vehicle-page';
import { loadVehiclePage } from '../features/catalog/vehicle-page.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/order';

/** /{locale}/order/{bike}: a limited or pre-order model (spec §2); a product row with `page: order` has one. */
export async function loader(args: Route.LoaderArgs) {
  return loadVehiclePage(args, 'order');
}

/** A review sent from the page without scripts (features/reviews). */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // spec §8: while the configurator is unavailable, the basic configuration is ordered.
  return (
    <VehiclePage
      product={loaderData.product}
      kind="order"
      ridingRules={loaderData.ridingRules}
      reviews={<ProductReviews page={loaderData} outcome={actionData} />}
      addToCart={<AddToCartButton product={loaderData.product} label={t('cart.addBasic')} />}
    />
  );
}
