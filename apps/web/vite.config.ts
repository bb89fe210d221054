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
    String.raw`/app/features/catalog/(format|vehicles|vehicle-facts|model-card|shop-item-card|refurbished-card|refurbished-facts|card-title|package-fees)\.tsx?$`,
    String.raw`/app/ui/(badge|media|price|fee-text)\.tsx?$`,
    String.raw`/packages/domain/src/(catalog/(product-pages|product-type-codes|vehicle-types|package-fee-kinds)|cart/price-to-pay\.rules|money/(money|vat)|constants/vehicle-facts)\.ts$`,
  ].join('|'),
);

/** What the account's pages and the checkout share: the form hook and fields, the person fields, the sign-in calls. */
const ACCOUNT_FORM_MODULES = new RegExp(
  [
    String.raw`/app/features/account/(account-api|account-errors|auth-frame|countries|person-fields)\.tsx?$`,
    String.raw`/app/ui/(field|use-schema-form)\.tsx?$`,
    String.raw`/packages/domain/src/validation/(date-of-birth-input|first-errors|nullable)\.ts$`,
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
              priority: 4,
            },
            { name: 'catalogue', test: CATALOGUE_MODULES, priority: 3 },
            // The browser's way to the API (the transport and its session), placed before the account's forms take it with them: the cart
            // calls the API too, and must not download the forms for it.
            { name: 'browser-api', test: BROWSER_API_MODULES, priority: 2 },
            { name: 'account-forms', test: ACCOUNT_FORM_MODULES, priority: 1 },
            { name: 'order-schemas', test: ORDER_SCHEMA_MODULES, priority: 0 },
            // Calendar-day arithmetic, which the checkout's rules take with them: claimed first, so that the
            // centres page's "open now" has it without the checkout's schemas.
            { name: 'calendar-days', test: CALENDAR_DAY_MODULES, priority: 5 },
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
