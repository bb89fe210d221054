import { lazy, Suspense } from 'react';
import { faqApi } from '../features/editorial/faq/faq-api';
import { InfoPage } from '../features/editorial/pages/info-page';
import { loadInfoPage } from '../features/editorial/pages/info-page.server';
import type { CallToActionBlock } from '../features/editorial/pages/page-blocks';
import { PressReleases } from '../features/editorial/pages/press-releases';
import { SignInToBuy } from '../features/editorial/pages/sign-in-to-buy';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { useIsAuthenticated } from '../lib/session/use-session';
import type { Route } from './+types/info-page';
import '../styles/faq.css';
import '../styles/info-pages.css';

/** Where the toast of a service added here leads: the service checkout (spec §2 `/checkout/service`). */
const SERVICE_CHECKOUT_PATH = '/checkout/service';

/**
 * The cart's button loads when a page shows it: to a signed-in customer on the subscription's page. The other
 * information pages, and a first visit signed out, download neither it nor the product's price formats.
 */
const AddToCartButton = lazy(() =>
  import('../features/cart/add-to-cart-button').then((module) => ({ default: module.AddToCartButton })),
);

/**
 * spec §2's information pages, `/{locale}/about-us`, `/services`, `/subscription`, `/leasing-and-financing`,
 * `/contribution`, `/privacy`, `/terms` and `/press`: one route module, the page named by its path.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadInfoPage(args, (api, category) => faqApi(api).entries(category));
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function InformationPage({ loaderData }: Route.ComponentProps) {
  const { page, blockData, press } = loaderData;
  return (
    <InfoPage page={page} blockData={blockData} purchase={(block) => <Purchase block={block} />}>
      {press ? <PressReleases releases={press.releases} kit={press.kit} files={blockData.files} /> : null}
    </InfoPage>
  );
}

/**
 * A call to action that sells a product: its add to cart, or for one only customers buy (the subscription) the
 * way to sign in first. The server renders the signed-out state; the session lives in the browser (spec §3).
 */
function Purchase({ block }: { block: CallToActionBlock }) {
  const signedIn = useIsAuthenticated();
  const { product } = block;
  if (!product) return null;
  if (block.requiresSignIn && !signedIn) return <SignInToBuy />;
  return (
    // While the button loads, its place holds the same button, not yet usable: nothing moves when it comes.
    <Suspense
      fallback={
        <div className="add-to-cart">
          <button type="button" className="button button--primary add-to-cart__button" disabled>
            {block.label}
          </button>
        </div>
      }
    >
      <AddToCartButton
        product={product}
        label={block.label}
        checkoutPath={product.type === 'service' ? SERVICE_CHECKOUT_PATH : undefined}
      />
    </Suspense>
  );
}
