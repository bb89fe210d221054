import { OfferList } from '../features/offers/offer-list';
import { loadOffers } from '../features/offers/offers.server';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/special-offers';
import '../styles/offers.css';

/** /{locale}/special-offers (spec §2): the offers running now, public and for partner companies' members. */
export async function loader(args: Route.LoaderArgs) {
  return loadOffers(args);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  return <OfferList offers={loaderData.offers} />;
}
