import { CHECKOUT_TYPES, type CheckoutType } from '@beast/domain/checkout/checkout-rules';
import { redirect } from 'react-router';
import { accountApi } from '../features/account/account-api';
import { PageLoading } from '../features/account/auth-frame';
import { checkoutApi } from '../features/checkout/checkout-api';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { paymentApi } from '../features/payment/payment-api';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { browserApi, browserLocale, samePrefixPath } from '../lib/session/browser-session';
import { isAuthenticated } from '../lib/session/session-store';
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

/**
 * The page's texts and what the checkout shows to everyone: countries, pick-up centres and the payment
 * settings. They are public, so the server reads them and checks them against their schemas; the browser
 * gets them ready to use (decision 14). spec §8: the centres fail silently to empty.
 */
export async function loader(args: Route.LoaderArgs) {
  checkoutTypeOf(args.params);
  const { api } = pageContext(args);
  const [countries, centres, paymentConfig] = await Promise.all([
    accountApi(api)
      .countries()
      .catch(() => []),
    checkoutApi(api)
      .pickUpCenters()
      .catch(() => []),
    paymentApi(api)
      .paymentConfig()
      .catch(() => null),
  ]);
  const texts = routeTexts(args.request, [
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
  return { ...texts, countries, centres, paymentConfig };
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const type = checkoutTypeOf(params);
  // spec §8: the checkout's user info fails silently to empty.
  const [shared, profile] = await Promise.all([
    serverLoader(),
    isAuthenticated()
      ? accountApi(browserApi(browserLocale(params.lang)))
          .me()
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  return { ...shared, type, profile };
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
