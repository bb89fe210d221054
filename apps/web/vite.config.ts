import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Never inline assets as data: URLs; the page CSP only allows fonts from 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
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
