import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { demoHints, prepareData, withJwtSecret } from './boot';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnreachableError } from './db/client';
import { roundFailure } from './db/outage';
import { startIdleHeapCompaction } from './lib/idle-heap-compaction';
import { startPeriodicTask } from './lib/periodic-task';
import { createMailTransport } from './modules/mail/transport';
import { startOutboxWorker } from './modules/mail/worker';
import { startReservationExpiry } from './modules/orders/reservation-expiry';
import { startMembershipReminders } from './modules/partners/membership-reminders';
import { startTestRideReminders } from './modules/test-rides/test-ride-reminders';
import { loadStorefront, storefrontPlugin } from './plugins/storefront';

/** How often attempts left processing are looked up at the processor. */
const PAYMENT_SWEEP_INTERVAL_MS = 60_000;
/** How often deny-list entries of expired access tokens are deleted. */
const REVOCATION_PRUNE_INTERVAL_MS = 5 * 60_000;

/** Listens and shuts down cleanly; everything else lives in `buildApp`. */
async function main() {
  const config = withJwtSecret(loadConfig());
  const say = (message: string) => console.log(`[shop] ${message}`);
  say(`Starting in ${config.mode} mode on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}…`);
  // The storefront's modules load while the database opens (decision 11).
  const buildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
  const storefront = loadStorefront(buildDir);
  const { database, files } = await prepareData(config, say);
  const app = await buildApp({
    config,
    database,
    files,
    storefront: storefrontPlugin({
      buildDir,
      brandName: config.brandName,
      publicUrl: config.publicUrl,
      demoMode: config.mode === 'demo',
      thirdPartyTags: config.thirdPartyTags,
      handler: storefront,
    }),
  });

  // Emails written to the outbox by requests are delivered here (ARCHITECTURE: outbox; spec §4: within a minute).
  const transport = createMailTransport(config);
  const outages = app.databaseOutages;
  const mailWorker = startOutboxWorker({ db: database.db, transport, log: app.log, outages });
  // Unpaid orders give their limited-edition units and slots back once their reservation runs out.
  const metrics = app.metrics;
  const reservationExpiry = startReservationExpiry({
    db: database.db,
    log: app.log,
    outages,
    onReleased: metrics ? (count) => metrics.recordReleasedReservations(count) : undefined,
  });
  // Tomorrow's test riders get their reminder once, whichever instance finds them first.
  const testRideReminders = startTestRideReminders({ db: database.db, service: app.testRides, log: app.log, outages });
  // Members of a partner company hear two weeks before their membership ends, once.
  const membershipReminders = startMembershipReminders({
    db: database.db,
    deps: { brandName: config.brandName, publicOrigin: config.publicUrl },
    log: app.log,
    outages,
  });
  // Payments whose webhook was lost (or came while the shop was down) are settled from the processor.
  const paymentSweep = startPeriodicTask(
    () =>
      app.orderPayments.syncStalePayments((error, orderId) =>
        app.log.warn({ err: error, orderId }, 'payment sync failed'),
      ),
    PAYMENT_SWEEP_INTERVAL_MS,
    roundFailure(outages, (error) => app.log.warn({ err: error }, 'payment sweep failed')),
  );
  // Signed-out access tokens need their deny-list entry only until they expire anyway.
  const revocationPruning = startPeriodicTask(
    () => app.accessTokenRevocations.prune(new Date()),
    REVOCATION_PRUNE_INTERVAL_MS,
    roundFailure(outages, (error) => app.log.warn({ err: error }, 'pruning revoked access tokens failed')),
  );
  // What the start and each burst of requests leave behind is collected once the shop idles (decision 11).
  const heapCompaction = startIdleHeapCompaction();
  if (transport.kind === 'smtp') say('Emails go out by SMTP.');

  // METRICS_PORT: metrics on a port of their own, for a scraper on the internal network.
  const metricsServer =
    metrics && config.metrics?.port
      ? await (await import('./plugins/metrics'))
          .startMetricsServer(metrics, { port: config.metrics.port, host: config.host, token: config.metrics.token })
          .catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'EADDRINUSE') throw error;
            fail(`METRICS_PORT ${config.metrics?.port} is already in use. Start with METRICS_PORT=<another port>.`);
          })
      : undefined;
  if (metricsServer) say(`Metrics at http://${config.host}:${metricsServer.port}/metrics.`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received, closing…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await metricsServer?.close();
    await mailWorker.stop();
    await reservationExpiry.stop();
    await testRideReminders.stop();
    await membershipReminders.stop();
    await paymentSweep.stop();
    await revocationPruning.stop();
    heapCompaction.stop();
    transport.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await metricsServer?.close();
    await mailWorker.stop();
    await reservationExpiry.stop();
    await testRideReminders.stop();
    await paymentSweep.stop();
    await revocationPruning.stop();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`Port ${config.port} is already in use. Stop the other program or start with PORT=<another port>.`);
    }
    throw error;
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  say(`The shop is open at http://${shown}:${config.port}/ (API at /api, docs at /api/docs)`);
  if (config.mode === 'demo') for (const hint of demoHints()) say(hint);
  say('Ctrl-C stops it.');
}

function fail(message: string): never {
  console.error(`[shop] ${message}`);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) fail(error.message);
  console.error(error);
  process.exit(1);
});
