import { PAGE_KEYS } from '../content/page-blocks';
import { LOCALES } from '../i18n/locale';

/**
 * A partner company's page lives at `/{locale}/{slug}` (spec §2 catch-all), beside the shop's own pages. A slug is
 * lower-case words joined by hyphens (the table's check says the same), and never a word the shop already uses as
 * the first segment of an address: a company called "Cart" must not hide the cart.
 */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COMPANY_SLUG_MAX_LENGTH = 60;

/**
 * The first path segments the shop serves itself, lower-cased: the storefront's routes (apps/web/app/routes.ts;
 * routes.test.ts there fails when a route is missing here), the languages, and what the server answers before the
 * storefront (the API, stored files, built assets, the mailbox, email images, health and metrics).
 */
const SHOP_SEGMENTS = [
  // The storefront's pages.
  'register',
  'emailconfirm',
  'login',
  'reset-password',
  'account',
  'claim-order',
  'cart',
  'checkout',
  'paid',
  'payment',
  'product',
  'order',
  'service-and-accessories',
  'refurbished',
  'faq',
  'blog',
  'experience-center',
  'contact-us',
  'newsletter',
  'newsletter-confirmation',
  'newsletter-unsubscribe',
  'test-drive',
  'quotation',
  'contest',
  'hotel-competition',
  'rentals',
  'b2b-offer',
  'flash-offers',
  'special-offers',
  'offers',
  'offer',
  'companies',
  'company',
  // The back office and the server's own addresses.
  'admin',
  'api',
  'files',
  'assets',
  'dev',
  'email-images',
  'health',
  'metrics',
  'robots.txt',
  'sitemap.xml',
  'favicon.svg',
  'favicon.ico',
] as const;

/** Every word a company slug can never be. */
export const RESERVED_COMPANY_SLUGS: ReadonlySet<string> = new Set<string>([
  ...LOCALES,
  ...PAGE_KEYS,
  ...SHOP_SEGMENTS,
]);

/** The brand's own space, `/{locale}/my-{brand}/…` (BRAND.md: the brand is configuration), is never a company's. */
const BRAND_SPACE_PREFIX = 'my-';

/** True when `segment`, as the first segment of an address, belongs to the shop and not to a company. */
export function isReservedCompanySlug(segment: string): boolean {
  const word = segment.toLowerCase();
  return RESERVED_COMPANY_SLUGS.has(word) || word.startsWith(BRAND_SPACE_PREFIX);
}

/** A slug a company may have: the right shape and length, and not one of the shop's own words. */
export function isValidCompanySlug(slug: string): boolean {
  return slug.length <= COMPANY_SLUG_MAX_LENGTH && COMPANY_SLUG_PATTERN.test(slug) && !isReservedCompanySlug(slug);
}

/** Why a slug is refused, as the write use case reports it; null when it is acceptable. */
export function companySlugProblem(slug: string): 'shape' | 'reserved' | null {
  if (slug.length > COMPANY_SLUG_MAX_LENGTH || !COMPANY_SLUG_PATTERN.test(slug)) return 'shape';
  return isReservedCompanySlug(slug) ? 'reserved' : null;
}
