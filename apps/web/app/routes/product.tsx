import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { VehiclePage } from '../features/catalog/vehicle-page';
import { loadVehiclePage } from '../features/catalog/vehicle-page.server';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/product';

/** /{locale}/product/{bike}: a bike sold from stock (spec §2); a product row with `page: product` has one. */
export async function loader(args: Route.LoaderArgs) {
  return loadVehiclePage(args, 'product');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <VehiclePage
      product={loaderData.product}
      kind="product"
      addToCart={<AddToCartButton product={loaderData.product} />}
    />
  );
}
