import { defineConfig } from 'vitest/config';

// One runner for the whole repository: domain rules, API services and routes, and web client modules.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
