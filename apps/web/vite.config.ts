import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const SHELL_MODULES = new RegExp(
  [
    String.raw`/app/features/(i18n|layout|analytics)/[^/]+\.tsx?$`,
    String.raw`/app/features/session/(session-store|tokens|use-session)\.ts$`,
    String.raw`/app/features/cart/(cart-count|cart-link)\.tsx?$`,
    String.raw`/app/features/catalog/(format|vehicles|vehicle-facts|model-card|shop-item-card|refurbished-card)\.tsx?$`,
    String.raw`/app/features/seo/seo\.ts$`,
    String.raw`/app/ui/(badge|button|container|media|note|price|progress-bar|toast|visually-hidden)\.tsx$`,
    String.raw`/packages/domain/src/(constants/[^/]+|i18n/locale|money/money|catalog/bikes)\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [reactRouter()],
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
            },
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
