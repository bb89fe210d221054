import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { connectPostgres, type Database, openPglite } from '../db/client';
import { createLocalFileStorage } from '../files/file-storage';
import { type Clock, systemClock } from '../lib/clock';
import { createOutboxRepository } from '../modules/mail/outbox.repository';
import { createMailTransport } from '../modules/mail/transport';
import { flushOutbox } from '../modules/mail/worker';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { createTestPaymentProvider } from '../modules/payments/test-provider';
import type { RateLimiter } from '../plugins/rate-limit';
import { storefrontPlugin } from '../plugins/storefront';
import { fakeStorefrontBuild } from './fake-storefront';
import { createScratchDatabase } from './postgres';

/** A fixed signing secret for tests only (config.ts has no default; production requires its own). */
export const TEST_JWT_SECRET = 'test-secret-for-vitest-only-0123456789abcdef';

/**
 * A database for one test file: the migrated, seeded PGlite snapshot, or, when TEST_DATABASE_URL is
 * set, a database of its own on that PostgreSQL server copied from the run's seeded template (so test
 * files can run in parallel and never see each other's writes).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openPglite({ loadDataDir: snapshot });
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL was not set when the test run started');
  const scratch = await createScratchDatabase(url, { template });
  // Bursts of hundreds of requests (the concurrency tests) queue for these 8 connections; on a loaded CI
  // machine the queue can pass the shop's 5 s wait, which would test the machine rather than the rule.
  const database = await connectPostgres(scratch.url, { poolSize: 8, connectionTimeoutMs: 30_000 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestAppOptions {
  /** Settings on top of the test defaults (a fixed secret, generous rate limits), e.g. tiny limits. */
  config?: Partial<Config>;
  clock?: Clock;
  rateLimiter?: RateLimiter;
  /** The built-in test provider unless given (e.g. Stripe pointed at `startStripeImitation`). */
  paymentProvider?: PaymentProvider;
  /** A database of the test's own (e.g. a data directory on disk) instead of a fresh test database. */
  database?: Database;
  /** Where files are kept, instead of the run's shared test files. */
  filesDir?: string;
  /** Mounts the storefront over a minimal fake build (test/fake-storefront.ts) behind the API. */
  storefront?: boolean;
  /** Logs to this stream (at `config.logLevel`, JSON in production mode) instead of not logging at all. */
  logs?: NodeJS.WritableStream;
}

/**
 * The whole API on a test database, used through `app.inject()`. `flushOutbox()` delivers the queued emails
 * at once (to the dev mailbox, or by SMTP when `config.smtpUrl` is set); `outbox()` reads them, newest first.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const filesDir = options.filesDir ?? inject('testFilesDir');
  const config: Readonly<Config> = Object.freeze({
    ...loadConfig({
      DATA_DIR: inject('testFilesDir'),
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      CODES_PER_HOUR: '1000',
      PUBLIC_FORM_MIN_FILL_SECONDS: '0',
      PUBLIC_FORM_RATE_LIMIT_PER_HOUR: '10000',
    }),
    ...options.config,
  });
  const app = await buildApp({
    config,
    database,
    files: createLocalFileStorage(filesDir),
    logger: options.logs !== undefined,
    logDestination: options.logs,
    clock: options.clock,
    rateLimiter: options.rateLimiter,
    // Also with `config: { mode: 'production' }`, which tests use without Stripe keys.
    paymentProvider: options.paymentProvider ?? createTestPaymentProvider(),
    storefront: options.storefront
      ? storefrontPlugin({
          buildDir: fakeStorefrontBuild(),
          brandName: config.brandName,
          publicUrl: config.publicUrl,
          demoMode: config.mode === 'demo',
          thirdPartyTags: config.thirdPartyTags,
        })
      : undefined,
  });
  await app.ready();
  const transport = createMailTransport(config);
  return {
    app,
    database,
    config,
    /** The app's "now" (the test's clock when it gave one), for what a test signs or dates like the app. */
    clock: options.clock ?? systemClock,
    flushOutbox: () => flushOutbox({ db: database.db, transport, clock: options.clock }),
    outbox: () => createOutboxRepository(database.db).listRecent(1000),
    close: async () => {
      await app.close();
      transport.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
