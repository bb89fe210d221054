import { CHECKOUT_TYPES } from '@beast/domain/checkout/checkout-rules';
import { FAQ_CATEGORIES } from '@beast/domain/content/editorial';
import { LOCALES } from '@beast/domain/i18n/locale';
import { INFO_PAGE_KEYS } from './features/editorial/pages/info-page-paths';

/**
 * Every page of spec §2 built so far, without its locale prefix, and the module that answers it: the
 * table the route test (routes.test.ts) and the browser's route check (tests/e2e/routes.spec.ts) walk.
 * Spec §2 writes the private pages without a prefix and the public ones with an optional `{locale}`;
 * the storefront answers both forms for every page. A new page is added here with its route.
 */
export const SPEC_PAGES: ReadonlyArray<readonly [path: string, module: string]> = [
  ['/', 'routes/home.tsx'],
  ['/register', 'routes/register.tsx'],
  ['/emailConfirm', 'routes/email-confirm.tsx'],
  ['/login', 'routes/login.tsx'],
  ['/reset-password', 'routes/reset-password.tsx'],
  ['/account', 'routes/account.tsx'],
  ['/claim-order', 'routes/claim-order.tsx'],
  ['/cart', 'routes/cart.tsx'],
  ['/paid', 'routes/paid.tsx'],
  ['/payment/order/7', 'routes/payment.tsx'],
  ['/payment/vehicle/7', 'routes/payment.tsx'],
  ['/checkout/product/order', 'routes/checkout.tsx'],
  ...CHECKOUT_TYPES.map((type) => [`/checkout/${type}`, 'routes/checkout.tsx'] as const),
  // One page of each kind: which products have one is data, and the sitemap check walks them all.
  ['/product/cargo-beast', 'routes/product.tsx'],
  ['/order/xplorer-beast', 'routes/order.tsx'],
  ['/service-and-accessories', 'routes/service-and-accessories.tsx'],
  ['/service-and-accessories/u-lock', 'routes/shop-item.tsx'],
  ['/refurbished', 'routes/refurbished.tsx'],
  ['/refurbished/refurbished-child-seat', 'routes/shop-item.tsx'],
  ['/faq', 'routes/faq.tsx'],
  ...FAQ_CATEGORIES.map((category) => [`/faq/${category}`, 'routes/faq.tsx'] as const),
  // An article's address is its slug in the page's language (another language's redirects): the sitemap check
  // walks each language's; here the list and a hashtag, the same in every language.
  ['/blog', 'routes/blog.tsx'],
  ['/blog/hashtags/cargo', 'routes/blog-hashtag.tsx'],
  ['/experience-center', 'routes/experience-center.tsx'],
  ['/contact-us', 'routes/contact-us.tsx'],
  ['/newsletter', 'routes/newsletter.tsx'],
  ['/newsletter-confirmation', 'routes/newsletter-confirmation.tsx'],
  ['/newsletter-unsubscribe', 'routes/newsletter-unsubscribe.tsx'],
  ['/test-drive', 'routes/test-drive.tsx'],
  ['/rentals', 'routes/rentals.tsx'],
  ['/quotation', 'routes/quotation.tsx'],
  ['/quotation/order', 'routes/quotation-order.tsx'],
  ['/b2b-offer', 'routes/b2b-offer.tsx'],
  ['/contest', 'routes/contest.tsx'],
  ['/hotel-competition', 'routes/contest.tsx'],
  ['/special-offers', 'routes/special-offers.tsx'],
  ...INFO_PAGE_KEYS.map((key) => [`/${key}`, 'routes/info-page.tsx'] as const),
  ['/my-beast/service/first-service', 'routes/brand-service.tsx'],
];

/** No prefix, then each language's. */
export const PREFIXES: readonly string[] = ['', ...LOCALES.map((locale) => `/${locale}`)];

/** A page's path under a prefix: `('/fr', '/')` → `/fr`, `('', '/cart')` → `/cart`. */
export function withPrefix(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}
