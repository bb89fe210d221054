import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ItemPage } from '../features/catalog/item-page';
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function ShopItem({ loaderData }: Route.ComponentProps) {
  return <ItemPage {...loaderData} addToCart={<AddToCartButton product={loaderData.product} />} />;
}
