import { VehiclePage } from '../features/catalog/vehicle-page';
import { loadVehiclePage } from '../features/catalog/vehicle-page.server';
import { seoMeta } from '../features/seo/seo';
import type { Route } from './+types/order';

/** /{locale}/order/{bike}: the four limited or pre-order models (spec §2, ORDER_PAGE_BIKES). */
export async function loader(args: Route.LoaderArgs) {
  return loadVehiclePage(args, 'order');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <VehiclePage product={loaderData.product} kind="order" />;
}
