import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  GERMAN_ON_THE_PHONE_ONLY,
  NOT_ON_THE_PHONE,
  OTHER_LANGUAGES_ON_THE_PHONE,
} from './apps/web/tests/e2e/support/device-projects';

// Browser journeys against the production build, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(join(tmpdir(), 'beast-e2e-'));
const SERVER_NODE_FLAGS: string[] = JSON.parse(readFileSync('scripts/server-node-flags.json', 'utf8'));

export default defineConfig({
  testDir: 'apps/web/tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A page change waits for the next route's modules and client loader; on a 2-core machine running two
  // browsers and the shop, that can pass 5 s (Playwright's default) without anything being wrong.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: NOT_ON_THE_PHONE,
      grepInvert: OTHER_LANGUAGES_ON_THE_PHONE,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      grepInvert: GERMAN_ON_THE_PHONE_ONLY,
    },
  ],
  webServer: {
    // The flags `npm start` runs the shop with (decision 11).
    command: ['node', ...SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' '),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every customer of the suite signs in from 127.0.0.1: well over a hundred sign-ins in fifteen minutes
      // from one address, which a real shop only sees from many customers behind one proxy. The per-address
      // limit itself is covered by the API's tests; the per-account limit stays as in production.
      AUTH_RATE_LIMIT_PER_IP: '5000',
      // The demo admin is the one staff account every back-office journey starts from (signing in, inviting
      // the members it tests), in both device projects and their retries: more than the ten sign-ins in
      // fifteen minutes one account is allowed. The per-account limit itself is covered by the API's tests.
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      // Journeys fill a form faster than a person and send many from one address; the minimum fill time and
      // the per-hour limit of public forms are covered by the API's tests.
      PUBLIC_FORM_MIN_FILL_SECONDS: '0',
      PUBLIC_FORM_RATE_LIMIT_PER_HOUR: '5000',
    },
  },
});
