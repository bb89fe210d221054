import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ProductReviews } from '../features/catalog/reviews/product-reviews';
import { reviewAction } from '../features/catalog/reviews/review-action.server';
import { VehiclePage } from '../features/catalog/vehicle-page';
import { loadVehiclePage } from '../features/catalog/vehicle-page.server';
import { configuratorHtml } from '../features/configurator/configurator-page.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/order';
import '../styles/configurator.css';

/**
 * /{locale}/order/{bike}: a limited or pre-order model (spec §2); a product row with `page: order` has one. Its
 * configurator (spec §1) comes with the page, priced by the server for the options in the address.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadVehiclePage(args, 'order');
  return { ...page, configuratorHtml: await configuratorHtml(args, page.product) };
}

/** A review sent from the page without scripts (features/reviews). */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product } = loaderData;
  return (
    <VehiclePage
      product={product}
      kind="order"
      ridingRules={loaderData.ridingRules}
      reviews={<ProductReviews page={loaderData} outcome={actionData} />}
      configurator={
        loaderData.configuratorHtml && (
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of the configurator (configurator-page.server.tsx), escaped by React there
            dangerouslySetInnerHTML={{ __html: loaderData.configuratorHtml }}
          />
        )
      }
      // spec §8: until configured lines reach the cart, the basic configuration is what is ordered.
      addToCart={<AddToCartButton product={product} label={t('cart.addBasic')} />}
    />
  );
}
