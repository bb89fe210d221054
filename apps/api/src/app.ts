import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type Config, ConfigError } from './config';
import type { Database } from './db/client';
import { type DatabaseOutages, watchDatabaseOutages } from './db/outage';
import { DomainError } from './errors/domain-error';
import type { FileStorage } from './files/file-storage';
import { startCacheSync } from './lib/cache-sync';
import { type Clock, systemClock } from './lib/clock';
import { CACHE_AREAS, type CacheArea, type OnContentChange } from './lib/content-change';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { loggerOptions, trackRequestInLogs } from './lib/logger';
import { RequestLogController } from './lib/request-log';
import { backOfficeRoutes } from './modules/admin/admin.routes';
import type { AdminRouteEntry } from './modules/admin/admin-access';
import {
  type AccessTokenRevocations,
  createDatabaseRevocations,
  createRedisRevocations,
} from './modules/auth/access-token-revocations';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createCodes } from './modules/auth/codes';
import { createTokens, TOKEN_ISSUER } from './modules/auth/tokens';
import { b2bRoutes } from './modules/b2b/b2b.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { configuratorRoutes } from './modules/configurator/configurator.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contestsRoutes } from './modules/contests/contests.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { articlesRoutes } from './modules/editorial/articles/articles.routes';
import { faqRoutes } from './modules/editorial/faq/faq.routes';
import { pagesRoutes } from './modules/editorial/pages/pages.routes';
import { pressRoutes } from './modules/editorial/press/press.routes';
import { healthRoutes } from './modules/health/health.routes';
import { readinessRoutes } from './modules/health/readiness.routes';
import { createInbox } from './modules/inbox/inbox.service';
import { emailImageRoutes } from './modules/mail/email-images.routes';
import { mailboxApiRoutes, mailboxPageRoutes } from './modules/mail/mailbox.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { checkoutRoutes } from './modules/orders/checkout.routes';
import { createOrderPaymentService, type OrderPaymentService } from './modules/orders/order-payment.service';
import { statusChangeContext } from './modules/orders/order-status.service';
import { ordersReadRoutes } from './modules/orders/orders-read.routes';
import { partnersRoutes } from './modules/partners/partners.routes';
import { createPaymentProvider } from './modules/payments/create-payment-provider';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createFormGuard } from './modules/public-forms/form-guard';
import { publicFormsRoutes } from './modules/public-forms/public-forms.routes';
import type { VisitorRequestDependencies } from './modules/public-forms/visitor-requests';
import { createQuotationOrdering } from './modules/quotations/quotation-ordering';
import { quotationsRoutes } from './modules/quotations/quotations.routes';
import { rentalsRoutes } from './modules/rentals/rentals.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { testRidesRoutes } from './modules/test-rides/test-rides.routes';
import { createTestRidesService, type TestRidesService } from './modules/test-rides/test-rides.service';
import { usersRoutes } from './modules/users/users.routes';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { createWriteUseCases, type WriteUseCases } from './modules/write-use-cases';
import { registerAllowedHosts } from './plugins/allowed-hosts';
import { createAuthenticate, createOptionalAuthenticate } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLocale } from './plugins/locale';
import type { ShopMetrics } from './plugins/metrics';
import {
  createMemoryRateLimiter,
  createRateLimits,
  createRedisRateLimiter,
  type RateLimiter,
} from './plugins/rate-limit';
import { refuseUnsafeText } from './plugins/safe-text';
import { registerSecurityHeaders } from './plugins/security-headers';

export interface AppDependencies {
  config: Readonly<Config>;
  database: Database;
  files: FileStorage;
  /** Registers the storefront's catch-all route; absent in API-only tests. */
  storefront?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read them. */
  logDestination?: NodeJS.WritableStream;
  /** "Now" for tokens, codes and limits; tests move it. */
  clock?: Clock;
  /** Rate-limit counters; by default Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
  /** The payment processor; by default Stripe when its keys are set, else (demo mode) the test provider. */
  paymentProvider?: PaymentProvider;
}

/** Builds the whole HTTP application. Used by the server and by every test (with `inject()`). */
export async function buildApp({
  config,
  database,
  files,
  storefront,
  logger,
  logDestination,
  clock = systemClock,
  rateLimiter,
  paymentProvider,
}: AppDependencies) {
  const secret = config.jwtSecret;
  if (!secret) throw new ConfigError('JWT_SECRET is not set (demo mode keeps a generated one in DATA_DIR/secret.key).');
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config, logDestination),
    // Production logs every request in one line (JSON, for the log pipeline); demo mode only at debug or trace.
    logController: new RequestLogController({
      disableRequestLogging: config.mode === 'demo' && !['debug', 'trace'].includes(config.logLevel),
    }),
    trustProxy: config.trustProxy,
    // Request ids make a 500's generic answer traceable in the log.
    genReqId: () => crypto.randomUUID(),
    // A request's logger is made when it first writes a line, not for every request.
    childLoggerFactory: lazyChildLogger,
    // Routes are matched by generated code rather than a walk of the route tree.
    routerOptions: { ignoreTrailingSlash: true, compile: true },
  });
  trackRequestInLogs(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: metrics hook into each route as it is registered. Off, their module is not even loaded.
  app.decorate(
    'metrics',
    config.metrics
      ? (await import('./plugins/metrics')).registerMetrics(app, { database, token: config.metrics.token })
      : null,
  );
  registerLocale(app);
  const outages = watchDatabaseOutages({ ping: database.ping, log: app.log });
  app.addHook('onClose', async () => outages.close());
  app.decorate('databaseOutages', outages);
  registerErrorHandler(app, outages);
  registerAllowedHosts(app, config);
  registerSecurityHeaders(app, config);
  app.decorateRequest('userId', 0);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.brandName} shop API`,
        version: '1.0.0',
        description:
          'Catalogue and shop API. Every request may carry `lang` (en, fr, de) or Accept-Language; errors share one shape.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token' },
          refreshToken: { type: 'http', scheme: 'bearer', description: 'The refresh token (POST /auth/refresh/token)' },
          resetPasswordToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The reset token of POST /auth/code/verify (purpose reset-password)',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'staff_session',
            description: 'A staff session (`__Host-staff_session` over https), set by signing in to the back office',
          },
          csrfToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: 'Every back-office change carries the `csrfToken` of GET /admin/session',
          },
        },
      },
      tags: [
        {
          name: 'back office',
          description:
            'Staff only, never customers: a session cookie (httpOnly, SameSite=Strict) and, on every change, ' +
            "the session's CSRF token. Each route allows the roles of one permission (packages/domain " +
            'staff-roles.ts); other roles answer 403.',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const tokens = createTokens({ secret, issuer: TOKEN_ISSUER, clock });
  const revocations = config.redisUrl
    ? createRedisRevocations(config.redisUrl, database.db, {
        onError: (error) => app.log.error({ err: error }, 'access-token revocations unavailable in Redis'),
      })
    : createDatabaseRevocations(database.db);
  app.addHook('onClose', () => revocations.close());
  app.decorate('accessTokenRevocations', revocations);
  const authenticate = createAuthenticate(tokens, revocations);
  const limiter = rateLimiter ?? defaultRateLimiter(config, clock, app.log);
  app.addHook('onClose', () => limiter.close());
  const limits = createRateLimits(limiter, config.rateLimit);
  // Links and pictures in emails point at the storefront (PUBLIC_URL; never the request's Host header).
  const publicOrigin = config.publicUrl;
  const authService = createAuthService({
    db: database.db,
    tokens,
    codes: createCodes(secret),
    clock,
    brandName: config.brandName,
    publicOrigin,
    codesPerHour: config.codesPerHour,
    revocations,
  });
  const mailboxEnabled = config.mode === 'demo';
  const inbox = createInbox({
    db: database.db,
    clock,
    salesEmail: config.salesEmail,
    brandName: config.brandName,
    publicOrigin,
  });
  const forms = createFormGuard({ secret, clock, limiter, settings: config.publicForms });
  const visitorRequests: VisitorRequestDependencies = {
    db: database.db,
    clock,
    inbox,
    forms,
    secret,
    brandName: config.brandName,
    publicOrigin,
    authenticate,
    authenticateIfPresent: createOptionalAuthenticate(authenticate),
  };
  // The server's reminders round queues each test ride's reminder through it.
  app.decorate('testRides', createTestRidesService(visitorRequests));
  // One provider for the whole app: the orders module charges through `app.payments`, the storefront's CSP
  // allows Stripe.js only when it is Stripe.
  app.decorate('payments', paymentProvider ?? (await createPaymentProvider(config, app.log)));
  const orderPayments = createOrderPaymentService({
    db: database.db,
    clock,
    provider: app.payments,
    statusContext: (now) => statusChangeContext(config, now),
  });
  app.decorate('orderPayments', orderPayments);

  const caches = {} as Record<CacheArea, { invalidate(): void }>;
  const adminRoutes: AdminRouteEntry[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    async (api) => {
      refuseUnsafeText(api);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // indexPrefix: the page's links to its scripts and styles must name the /api prefix it is mounted under.
      // Tags start folded: the API has over a hundred operations, and Swagger UI stops drawing the list
      // part-way once that many are open at once (no error is shown).
      await api.register(fastifySwaggerUi, {
        routePrefix: '/docs',
        indexPrefix: '/api',
        uiConfig: { docExpansion: 'none' },
      });
      healthRoutes(api, { database, outages });
      readinessRoutes(api, { database });
      // An information page's price table shows the catalogue's live prices: a price change drops it too.
      const pages = pagesRoutes(api, { db: database.db, clock });
      const offers = offersRoutes(api, {
        db: database.db,
        clock,
        authenticateIfPresent: createOptionalAuthenticate(authenticate),
      });
      caches.catalogue = everyOf([catalogRoutes(api, { db: database.db }), pages, offers]);
      caches.content = everyOf([
        contentRoutes(api, { db: database.db }),
        faqRoutes(api, { db: database.db, clock }),
        pages,
        articlesRoutes(api, { db: database.db, clock }),
        pressRoutes(api, { db: database.db, clock, files }),
      ]);
      dictionaryRoutes(api);
      authRoutes(api, { service: authService, limits, authenticate });
      await usersRoutes(api, { db: database.db, files, clock, authenticate });
      cartRoutes(api, { db: database.db, clock, authenticate });
      configuratorRoutes(api, { db: database.db });
      caches.centres = deliveryRoutes(api, { db: database.db, clock });
      couponsRoutes(api, {
        db: database.db,
        clock,
        authenticateIfPresent: createOptionalAuthenticate(authenticate),
        limits,
      });
      checkoutRoutes(api, {
        db: database.db,
        clock,
        brandName: config.brandName,
        publicOrigin,
        queueEmailConfirmation: authService.queueEmailConfirmation,
        quotationOrdering: createQuotationOrdering({ secret, inbox }),
        authenticate,
        authenticateIfPresent: createOptionalAuthenticate(authenticate),
        limits,
        payments: orderPayments,
      });
      await paymentsRoutes(api, {
        db: database.db,
        provider: app.payments,
        onPaymentEvent: orderPayments.settlePaymentEvent,
      });
      ordersReadRoutes(api, {
        db: database.db,
        syncProcessingPayment: orderPayments.syncProcessingPayment,
        authenticate,
        authenticateIfPresent: createOptionalAuthenticate(authenticate),
      });
      vehiclesRoutes(api, { db: database.db, authenticate, secret, brandName: config.brandName });
      // Partner companies' pages and their members (spec §1, §6).
      partnersRoutes(api, {
        db: database.db,
        clock,
        secret,
        brandName: config.brandName,
        publicOrigin,
        authenticate,
        limits,
      });
      mailboxApiRoutes(api, { db: database.db, enabled: mailboxEnabled });
      publicFormsRoutes(api, { forms });
      // Visitors' requests, each opened in the staff's inbox: one line per module, in alphabetical order.
      b2bRoutes(api, visitorRequests);
      contactRoutes(api, visitorRequests);
      const contests = contestsRoutes(api, visitorRequests);
      const newsletter = await newsletterRoutes(api, visitorRequests);
      const quotations = quotationsRoutes(api, visitorRequests);
      const rentals = rentalsRoutes(api, visitorRequests);
      reviewsRoutes(api, visitorRequests);
      testRidesRoutes(api, visitorRequests);
      await api.register(
        (admin) =>
          backOfficeRoutes(admin, {
            db: database.db,
            clock,
            config,
            secret,
            limits,
            files,
            payments: app.payments,
            writes: () => app.writes,
            revocations,
            queueEmailConfirmation: authService.queueEmailConfirmation,
            registry: adminRoutes,
            inbox,
            quotations: () => quotations,
            rentals: () => rentals,
            newsletter: () => newsletter,
            contests: () => contests,
            // Built below with the cache sync; called only once requests come.
            onContentChange: (change) => contentChanged(change),
          }),
        { prefix: '/admin' },
      );
      // Unknown /api paths answer a JSON 404, never a storefront page (the storefront's catch-all would match).
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new DomainError('ROUTE_NOT_FOUND');
      });
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: files.root,
    prefix: '/files/',
    decorateReply: false,
    maxAge: '1d',
    setHeaders: (reply) => {
      // Files are data, never active content: no sniffing, no scripts even inside an SVG.
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    },
  });

  emailImageRoutes(app, { files });
  mailboxPageRoutes(app, { db: database.db, enabled: mailboxEnabled, publicOrigin });

  app.decorate('invalidateCaches', (areas: readonly CacheArea[] = CACHE_AREAS) => {
    for (const area of areas) caches[area].invalidate();
  });
  // Other instances on the same PostgreSQL hear of each change and drop theirs too (and this one of theirs).
  const cacheSync = await startCacheSync({
    database,
    invalidate: (areas) => app.invalidateCaches(areas),
    log: app.log,
    outages,
  });
  app.addHook('onClose', () => cacheSync.close());
  const contentChanged: OnContentChange = (change) => {
    app.invalidateCaches(change.caches);
    cacheSync.publish(change.caches);
  };
  app.decorate('writes', createWriteUseCases(database.db, contentChanged, clock));
  if (storefront) await storefront(app);
  return app;
}

/** One area's caches kept by several modules (the home page, the FAQ …): dropped together. */
function everyOf(caches: { invalidate(): void }[]): { invalidate(): void } {
  return {
    invalidate: () => {
      for (const cache of caches) cache.invalidate();
    },
  };
}

function defaultRateLimiter(config: Readonly<Config>, clock: Clock, log: FastifyInstance['log']): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter(clock);
  return createRedisRateLimiter(config.redisUrl, {
    onError: (error) => log.error({ err: error }, 'rate-limit counters unavailable in Redis'),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment processor (Stripe, or the built-in test provider in demo mode). */
    payments: PaymentProvider;
    /** Paying orders; the server sweeps attempts left processing with it. */
    orderPayments: OrderPaymentService;
    /** Prometheus metrics when METRICS_PORT or METRICS_TOKEN is set, else null. */
    metrics: ShopMetrics | null;
    /** Logs a database outage once (requests and background tasks report theirs here). */
    databaseOutages: DatabaseOutages;
    /** Signed-out access tokens; the server prunes expired entries with it. */
    accessTokenRevocations: AccessTokenRevocations;
    /**
     * Drops the in-process caches of these areas (all by default) and the public pages built from them,
     * after content changes.
     */
    invalidateCaches(areas?: readonly CacheArea[]): void;
    /** The write use cases of the shop's content (the back office's and the importer's only way to change it). */
    writes: WriteUseCases;
    /** Test rides: the server's reminders round sends each ride's reminder the day before with it. */
    testRides: TestRidesService;
  }
}
