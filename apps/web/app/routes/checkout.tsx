import { CHECKOUT_TYPES, type CheckoutType } from '@beast/domain/checkout/checkout-rules';
import { redirect } from 'react-router';
import { PageLoading } from '../features/account/auth-frame';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { routeTexts } from '../features/i18n/catalogue.server';
import { useTranslation } from '../features/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../features/seo/private-page';
import { browserApi, browserLocale, samePrefixPath } from '../features/session/browser-session';
import { isAuthenticated } from '../features/session/session-store';
import type { Route } from './+types/checkout';
import '../styles/checkout.css';

/**
 * /{locale}/checkout/{type} (spec §2; type product, service or accessory), also reached as
 * /checkout/product/order from the product toast and the cart. Guests and signed-in customers alike;
 * the cart and the tokens live in the browser, so the server renders the shell and the page loads there.
 * Private, noindex, not in the sitemap.
 */
function checkoutTypeOf(params: { lang?: string; type?: string; entry?: string }): CheckoutType {
  const type = CHECKOUT_TYPES.find((candidate) => candidate === params.type);
  if (!type || (params.entry !== undefined && params.entry !== 'order')) {
    throw redirect(samePrefixPath(params.lang, `/checkout/${type ?? 'product'}`));
  }
  return type;
}

export function loader({ params, request }: Route.LoaderArgs) {
  checkoutTypeOf(params);
  return routeTexts(request, [
    'checkout',
    'cart',
    'payment',
    'orderView',
    'orders',
    'auth',
    'errors',
    'validation',
    'notices',
  ]);
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const type = checkoutTypeOf(params);
  const api = browserApi(browserLocale(params.lang));
  // spec §8: checkout user info and experience centres fail silently to empty.
  const [texts, countries, centres, paymentConfig, profile] = await Promise.all([
    serverLoader(),
    api.countries().catch(() => []),
    api.pickUpCenters().catch(() => []),
    api.paymentConfig().catch(() => null),
    isAuthenticated() ? api.me().catch(() => null) : Promise.resolve(null),
  ]);
  return { ...texts, type, countries, centres, paymentConfig, profile };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'checkout.title');

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} />;
}
