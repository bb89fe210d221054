import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ItemPage } from '../features/catalog/item-page';
import { ProductReviews } from '../features/catalog/reviews/product-reviews';
import { reviewAction } from '../features/catalog/reviews/review-action.server';
import { loadServicePage } from '../features/catalog/vehicle-page.server';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/brand-service';

/** spec §2 `/{locale}/my-{brand}/service/{id}` and its checkout, `/checkout/service`. */
const SERVICE_CHECKOUT_PATH = '/checkout/service';

/**
 * A service's page in the brand's space (spec §2): the service's item page (decision 0008), its price the
 * price paid, added to the cart and checked out through /checkout/service. Its canonical address is the
 * item page's under /service-and-accessories, so it is not listed in the sitemap.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadServicePage(args);
}

/** A review sent from the page without scripts (features/reviews). */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function BrandService({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ItemPage
      {...loaderData}
      reviews={<ProductReviews page={loaderData} outcome={actionData} />}
      addToCart={<AddToCartButton product={loaderData.product} checkoutPath={SERVICE_CHECKOUT_PATH} />}
    />
  );
}
