import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ProductReviews } from '../features/catalog/reviews/product-reviews';
import { reviewAction } from '../features/catalog/reviews/review-action.server';
import { VehiclePage } from '../features/catalog/vehicle-page';
import { loadVehiclePage } from '../features/catalog/vehicle-page.server';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/product';

/** /{locale}/product/{bike}: a bike sold from stock (spec §2); a product row with `page: product` has one. */
export async function loader(args: Route.LoaderArgs) {
  return loadVehiclePage(args, 'product');
}

/** A review sent from the page without scripts (features/reviews). */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VehiclePage
      product={loaderData.product}
      kind="product"
      ridingRules={loaderData.ridingRules}
      reviews={<ProductReviews page={loaderData} outcome={actionData} />}
      addToCart={<AddToCartButton product={loaderData.product} />}
    />
  );
}
