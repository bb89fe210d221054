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
import type { Config } from './config';
import type { Database } from './db/client';
import { DomainError } from './errors/domain-error';
import type { FileStorage } from './files/file-storage';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLocale } from './plugins/locale';
import { registerSecurityHeaders } from './plugins/security-headers';

export interface AppDependencies {
  config: Readonly<Config>;
  database: Database;
  files: FileStorage;
  /** Registers the storefront's catch-all route; absent in API-only tests. */
  storefront?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
}

/** Builds the whole HTTP application. Used by the server and by every test (with `inject()`). */
export async function buildApp({ config, database, files, storefront, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    // Request ids make a 500's generic answer traceable in the log.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLocale(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.brandName} shop API`,
        version: '1.0.0',
        description:
          'Catalogue and shop API. Every request may carry `lang` (en, fr, de) or Accept-Language; errors share one shape.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const caches: { invalidate(): void }[] = [];
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(fastifySwaggerUi, { routePrefix: '/docs' });
      healthRoutes(api, { database });
      caches.push(catalogRoutes(api, { db: database.db }));
      caches.push(contentRoutes(api, { db: database.db }));
      dictionaryRoutes(api);
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

  app.decorate('invalidateCaches', () => {
    for (const cache of caches) cache.invalidate();
  });
  if (storefront) await storefront(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every in-process catalogue and page cache after content changes. */
    invalidateCaches(): void;
  }
}
