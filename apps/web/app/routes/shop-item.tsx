import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ItemPage } from '../features/catalog/item-page';
import { ProductReviews } from '../features/catalog/reviews/product-reviews';
import { reviewAction } from '../features/catalog/reviews/review-action.server';
import { loadItemPage } from '../features/catalog/vehicle-page.server';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/shop-item';

/**
 * /{locale}/service-and-accessories/{slug} (an accessory or a service) and /{locale}/refurbished/{slug}
 * (a refurbished good): docs/decisions/0008-shop-item-pages.md.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadItemPage(args);
}

/** A review sent from the page without scripts (features/reviews). */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function ShopItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ItemPage
      {...loaderData}
      reviews={<ProductReviews page={loaderData} outcome={actionData} />}
      addToCart={<AddToCartButton product={loaderData.product} />}
    />
  );
}
