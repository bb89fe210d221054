import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const SHELL_MODULES = new RegExp(
  [
    String.raw`/app/lib/(i18n|layout|analytics)/[^/]+\.tsx?$`,
    String.raw`/app/lib/session/(session-store|tokens|use-session)\.ts$`,
    String.raw`/app/features/cart/(cart-count|cart-link)\.tsx?$`,
    String.raw`/app/lib/seo/(seo|private-page)\.ts$`,
    String.raw`/app/lib/api/api-error\.ts$`,
    String.raw`/app/ui/(button|container|note|progress-bar|toast|visually-hidden)\.tsx$`,
    String.raw`/packages/domain/src/(constants/(business|field-limits|person|ui)|i18n/(locale|interpolate))\.ts$`,
  ].join('|'),
);

/**
 * React Router ships a production build beside its development one, but its package exports only the
 * development build, whose warnings stay in the bundle (remix-run/react-router#14102). The browser's build
 * takes the production files; the server keeps the package as Node resolves it, so there is one router there.
 */
function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  const distribution = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = files[source];
      return file ? join(distribution, file) : null;
    },
  };
}

/**
 * What the catalogue's pages (home, a product, the listings, an item) share: cards, facts, prices, images.
 * Pages that show no product (sign-in, account, checkout) do not download it.
 */
const CATALOGUE_MODULES = new RegExp(
  [
    String.raw`/app/features/catalog/(format|vehicles|vehicle-facts|package-fees)\.tsx?$`,
    String.raw`/app/ui/(badge|media|price|fee-text)\.tsx?$`,
    // The line maximum: the add-to-cart buttons read it, and the cart itself (its stores, the checkout).
    String.raw`/app/features/cart/line-maximum\.ts$`,
    String.raw`/packages/domain/src/(catalog/(product-pages|product-type-codes|vehicle-types|package-fee-kinds)|cart/price-to-pay\.rules|money/(money|vat)|constants/vehicle-facts)\.ts$`,
  ].join('|'),
);

/**
 * The cards of the catalogue's lists (home, service & accessories, refurbished): a product's page shows none of them.
 * The home page's model card is its own, in the home page's chunk.
 */
const CATALOGUE_CARD_MODULES = /\/app\/features\/catalog\/(shop-item-card|refurbished-card|card-title)\.tsx$/;

/**
 * A product's page (a bike, an accessory, a service, a refurbished good): its sections in one chunk rather than
 * a file for each module that some other page also uses (the back office's catalogue, the cart).
 */
const PRODUCT_PAGE_MODULES = new RegExp(
  [
    String.raw`/app/features/catalog/(vehicle-page|gallery|spec-tables|riding-rules-list|reviews/product-reviews)\.tsx?$`,
    String.raw`/packages/domain/src/catalog/frame-sizes\.ts$`,
  ].join('|'),
);

/**
 * What only the item pages (an accessory, a service, a refurbished good) add to a product's page, and a
 * refurbished good's facts (also on the refurbished list's cards): a bike's page downloads neither.
 */
const ITEM_PAGE_MODULES = /\/app\/features\/catalog\/item-page\.tsx$/;
const REFURBISHED_FACT_MODULES = /\/app\/features\/catalog\/refurbished-facts\.tsx$/;

/** The add-to-cart button: the product pages, the lists and the cart. */
const ADD_TO_CART_MODULES = /\/app\/features\/cart\/add-to-cart-button\.tsx$/;

/** The downloads' list (the product pages, the FAQ) and its icon (also the information pages' file links). */
const DOWNLOAD_MODULES = /\/app\/features\/catalog\/downloads\.tsx$/;
const DOWNLOAD_ICON_MODULES = /\/app\/ui\/download-icon\.tsx$/;

/** What every form shares, the account's and the public forms' (contact, quotation): the form hook and fields. */
const FORM_MODULES = new RegExp(
  [
    String.raw`/app/ui/(field|use-schema-form)\.tsx?$`,
    String.raw`/packages/domain/src/validation/first-errors\.ts$`,
  ].join('|'),
);

/** A form's error, message and button without its fields: a choice checked by the server (the rentals' bike). */
const FORM_PART_MODULES = /\/app\/ui\/form-parts\.tsx$/;

/** The rentals page's first step and the rules of its four steps: one chunk, not two tiny ones. */
const RENTAL_STEP_MODULES = new RegExp(
  [
    String.raw`/app/features/rentals/rental-step-views\.tsx$`,
    String.raw`/packages/domain/src/rentals/rental\.rules\.ts$`,
  ].join('|'),
);

/** The person fields (registration, the account, the checkout, the test ride) and the countries they offer. */
const PERSON_FIELD_MODULES = new RegExp(
  [
    String.raw`/app/features/account/(countries|person-fields)\.tsx?$`,
    String.raw`/packages/domain/src/validation/(date-of-birth-input|nullable)\.ts$`,
  ].join('|'),
);

/** What the account's pages and the checkout share besides the forms: the account's API calls and their errors. */
const ACCOUNT_FORM_MODULES = /\/app\/features\/account\/(account-api|account-errors)\.ts$/;

/** The visitors' request forms (contact, quotation, test ride): the public form hook and its guard fields. */
const PUBLIC_FORM_MODULES = new RegExp(
  [
    String.raw`/app/features/forms/(use-public-form|form-guard)\.tsx?$`,
    String.raw`/packages/domain/src/validation/public-form-names\.ts$`,
  ].join('|'),
);

/**
 * Zod and the schemas that the checkout and the account's orders both check with. Only those two load zod;
 * one chunk instead of a dozen small ones, each with its own request and gzip overhead.
 */
const ORDER_SCHEMA_MODULES = new RegExp(
  [
    '/node_modules/zod/',
    String.raw`/packages/domain/src/(catalog/product\.schema|cart/cart-api\.schema|orders/orders-api\.schema|checkout/checkout-rules)\.ts$`,
    String.raw`/packages/domain/src/validation/(text-rules|calendar-date|email\.schema|phone\.schema|coupon\.schema)\.ts$`,
  ].join('|'),
);

const CALENDAR_DAY_MODULES = /\/packages\/domain\/src\/checkout\/calendar-days\.ts$/;

const BROWSER_API_MODULES = /\/app\/lib\/(session\/browser-session|api\/api-transport)\.ts$/;

/**
 * The session's paths, the guests' guard and the account pages' frame: the sign-in and registration pages need
 * them at once, the API transport only when their form is sent.
 */
const SESSION_PATH_MODULES = /\/app\/(lib\/session\/session-paths|features\/account\/auth-frame)\.tsx?$/;

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter()],
  build: {
    // Never inline assets as data: URLs; the page CSP only allows fonts from 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules every page's first visit needs (language, header, session check, cart
              // badge, price, cards): one chunk instead of a dozen tiny ones, each of which costs its own
              // request and gzip overhead.
              name: 'shell',
              test: SHELL_MODULES,
              // The groups take their modules' imports with them; the higher priority places first.
              priority: 8,
            },
            { name: 'catalogue', test: CATALOGUE_MODULES, priority: 7 },
            // Claimed before the cards, which would take it with the refurbished card to the item pages.
            { name: 'refurbished-facts', test: REFURBISHED_FACT_MODULES, priority: 7 },
            { name: 'catalogue-cards', test: CATALOGUE_CARD_MODULES, priority: 6 },
            // The icon, then the downloads' list, claimed before the product page's group, which would otherwise
            // take them to the FAQ and the information pages (and the list, with its formats, the icon's pages).
            { name: 'download-icon', test: DOWNLOAD_ICON_MODULES, priority: 6 },
            { name: 'downloads', test: DOWNLOAD_MODULES, priority: 5 },
            { name: 'add-to-cart', test: ADD_TO_CART_MODULES, priority: 5 },
            { name: 'product-page', test: PRODUCT_PAGE_MODULES, priority: 4 },
            { name: 'item-page', test: ITEM_PAGE_MODULES, priority: 4 },

            // Claimed before the browser's API group, which would otherwise take it with the browser session.
            { name: 'session-paths', test: SESSION_PATH_MODULES, priority: 4 },
            // The browser's way to the API (the transport and its session), placed before the account's forms take it with them: the cart
            // calls the API too, and must not download the forms for it.
            { name: 'browser-api', test: BROWSER_API_MODULES, priority: 3 },
            { name: 'form-parts', test: FORM_PART_MODULES, priority: 3 },
            { name: 'rental-steps', test: RENTAL_STEP_MODULES, priority: 3 },
            { name: 'forms', test: FORM_MODULES, priority: 2 },
            { name: 'person-fields', test: PERSON_FIELD_MODULES, priority: 2 },
            { name: 'account-forms', test: ACCOUNT_FORM_MODULES, priority: 2 },
            { name: 'public-forms', test: PUBLIC_FORM_MODULES, priority: 1 },
            { name: 'order-schemas', test: ORDER_SCHEMA_MODULES, priority: 0 },
            // Calendar-day arithmetic, which the checkout's rules take with them: claimed first, so that the
            // centres page's "open now" has it without the checkout's schemas.
            { name: 'calendar-days', test: CALENDAR_DAY_MODULES, priority: 9 },
          ],
        },
      },
      treeshake: {
        // Domain modules the browser uses (money, bikes) also declare zod schemas at module level.
        // Building a schema has no side effect, so an unused one is dropped and zod stays out of
        // the browser's bundle (performance budget: first visit under 120 kB of JS).
        manualPureFunctions: ['z'],
      },
    },
  },
  // @beast/domain ships TypeScript sources: the server build must bundle it rather than import it at run time.
  ssr: { noExternal: ['@beast/domain'] },
  server: {
    // In dev the API runs as its own process; the production server answers /api and /files on the same origin.
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/files': { target: apiOrigin, changeOrigin: false },
    },
  },
});
