/**
 * Which page carries which texts. Every page's HTML holds the catalogue it can show, so the root sends
 * only the shell's and the public pages' texts; a private page's loader adds its own namespaces; the
 * server's own texts (emails, page titles worked out by loaders) never reach the browser.
 * Each key belongs to exactly one part (catalogue-parts.test.ts).
 */

/** Namespaces of the shell (header, footer, toast, error page) and of the public pages, sent with every page. */
const SHELL_NAMESPACES: ReadonlySet<string> = new Set([
  'loading',
  'nav',
  'language',
  'demo',
  'breadcrumb',
  'footer',
  'errorPage',
  'toast',
  'price',
  'facts',
  'catalog',
  'filter',
  'listing',
  'pagination',
  'gallery',
  'vehicle',
  'specs',
  'units',
  'fees',
  'downloads',
  'order',
  'refurbished',
  'accessories',
]);

/**
 * Single texts of page namespaces that the shell or a public page shows: the footer's cookie settings, the
 * header's cart link and its sign-in sync, the add-to-cart button with its toast and refusals, the error page, empty lists, and the
 * private pages' titles (their `meta`: the server renders a page whose loader runs in the browser
 * without that page's loader data, so its title must come from the root).
 */
const SHELL_KEYS: ReadonlySet<string> = new Set([
  'consent.settings',
  'cart.add',
  'cart.addBasic',
  'cart.added',
  'cart.checkout',
  'cart.link',
  'cart.linkWithCount',
  'cart.pushRefused',
  'errors.INTERNAL',
  'errors.ROUTE_NOT_FOUND',
  'errors.NOT_FOUND',
  'errors.OUT_OF_STOCK',
  'errors.SERVICE_UNAVAILABLE',
  'errors.CONFIGURATOR_UNAVAILABLE',
  'validation.quantity.max',
  'validation.attachTo.invalid',
  'notices.noResults',
  'seo.pageTitle',
  'account.title',
  'account.claim.title',
  'cart.title',
  'checkout.title',
  'emailConfirm.title',
  'login.title',
  'paid.title',
  'payment.title',
  'register.title',
  'resetPassword.title',
]);

/** The namespaces a page's loader can add to the shell's texts (what is left of them after SHELL_KEYS). */
export const ROUTE_NAMESPACES = [
  'home',
  // A vehicle's geometry table and riding rules: only the pages of a product (and the catalogue's editor) show them.
  'geometry',
  'riding',
  // A product's reviews and the form to write one (features/reviews).
  'reviews',
  // The newsletter's pages (the footer's sign-up is drawn by the server).
  'newsletter',
  'account',
  'auth',
  'login',
  'register',
  'emailConfirm',
  'resetPassword',
  'cart',
  'checkout',
  // The FAQ's page: its categories, search and manuals.
  'faq',
  'payment',
  'paid',
  'orderView',
  'orders',
  'errors',
  'validation',
  'notices',
  // The blog's pages (decision 18).
  'blog',
  // The centres page's texts (/experience-center).
  'centres',
  // The information pages' own texts (about us, services, financing, press …): their calculator, press list, sign-in.
  'infoPages',
  // Visitors' requests: the contact page's texts; a quotation's (its page, and the PDF the API sets); a test ride's.
  'contact',
  // The person of a visitor's request (names, email, phone), the same fields in every request form.
  'requestPerson',
  'quotation',
  // The B2B offer's page and its two forms.
  'b2b',
  'testRide',
  // The contests' pages and their forms.
  'contests',
  // The rentals' four steps (/rentals).
  'rentals',
  // The special offers' list and each offer's page.
  'offers',
  // A partner company's page and its membership form; the account's memberships.
  'companies',
  // The order pages' configurator (spec §1).
  'configurator',
  // The back office's texts: only its pages carry them; `inbox` names the kinds and statuses of requests.
  'admin',
  'inbox',
] as const;
export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number];

/**
 * Texts only the server uses: the API's emails, the titles and descriptions loaders compute, and the consent
 * banner, which the server renders (consent-banner.server.ts).
 */
const SERVER_NAMESPACES: ReadonlySet<string> = new Set(['email', 'seo', 'consent']);

export type CataloguePart = 'shell' | 'server' | RouteNamespace;

const ROUTE_NAMESPACE_SET: ReadonlySet<string> = new Set(ROUTE_NAMESPACES);

/** Every namespace some part claims; a catalogue namespace missing here would fall into the shell unnoticed. */
export const KNOWN_NAMESPACES: ReadonlySet<string> = new Set([
  ...SHELL_NAMESPACES,
  ...ROUTE_NAMESPACES,
  ...SERVER_NAMESPACES,
]);

/** The part a key belongs to; plural forms (`cart.link_one`) go with their key. Unknown namespaces: the shell. */
export function partOf(key: string): CataloguePart {
  if (SHELL_KEYS.has(key.replace(/_(zero|one|two|few|many|other)$/, ''))) return 'shell';
  const namespace = key.split('.', 1)[0] ?? key;
  if (SERVER_NAMESPACES.has(namespace)) return 'server';
  if (ROUTE_NAMESPACE_SET.has(namespace)) return namespace as RouteNamespace;
  return 'shell';
}
