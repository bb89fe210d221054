import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repository, in three projects: the pure rules, client modules and content tools (no
 * database, so they start at once), the storefront's components in a simulated browser (happy-dom), and the API
 * on the test database that the global setup imports the content into once per run.
 *
 * Speed (CI has 2 cores): two workers, since one left a core idle while files waited on their databases and
 * sockets; and the rules and API files share their worker's loaded modules (`isolate: false`) instead of
 * importing Fastify, Drizzle and PGlite's WebAssembly again for each file, which was about half of the API
 * tests' CPU time. Every API file builds its own app on its own database, so nothing of a test's lives in a
 * module. A module cannot be replaced there (vi.mock finds it loaded already): test through what it answers, as
 * tokens.test.ts does. The components keep isolation: the cart store and the session are module-level, as in
 * the browser.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'tools/*/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['apps/web/app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/app/test/components-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
