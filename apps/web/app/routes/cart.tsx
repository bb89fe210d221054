import { CartPage } from '../features/cart/cart-page';
import { catalogApi } from '../features/catalog/catalog-api';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import type { Route } from './+types/cart';

/**
 * /{locale}/cart (spec §3, §4): a shell rendered on the server; the lines load in the browser (the guest
 * cart is in localStorage, the signed-in cart needs the tokens). The services a bike line can get are
 * public and come with the page. Private, noindex and not in the sitemap.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api } = pageContext(args);
  // spec §8: a list that fails to load falls back to empty; the cart works without it.
  const items = await catalogApi(api)
    .accessoriesAndServices()
    .catch(() => ({ data: [] }));
  return {
    ...routeTexts(args.request, ['cart', 'errors', 'validation', 'notices']),
    services: items.data.filter((item) => item.type === 'service'),
  };
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'cart.title');

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage services={loaderData.services} />;
}
