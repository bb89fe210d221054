import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { OfferPage } from '../features/offers/offer-page';
import { loadOffer } from '../features/offers/offers.server';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/special-offer';
import '../styles/offers.css';

/** /{locale}/special-offers/{id}/{productTitle} (spec §2): one offer, at its address in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  return loadOffer(args);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function SpecialOffer({ loaderData }: Route.ComponentProps) {
  return (
    <OfferPage
      offer={loaderData.offer}
      addToCart={(product, label) => <AddToCartButton product={product} label={label} />}
    />
  );
}
