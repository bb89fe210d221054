import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { DomainError } from '../errors/domain-error';
import { createOutboxRepository } from '../modules/mail/outbox.repository';

/**
 * Prometheus metrics (text format 0.0.4). Loaded only when METRICS_PORT or METRICS_TOKEN is set: a shop
 * without them registers no hook and never loads this module.
 *
 * Requests are measured per route pattern (`/api/products/:id`, never the raw URL), so the number of series
 * stays bounded: unknown paths fall in their catch-all (`/api/*`, the storefront's `/*`). Each route gets one
 * onResponse hook that already holds its series: per request it reads Fastify's elapsed time and the status,
 * and adds to preallocated numbers, with no label lookup and no allocation.
 */
export interface ShopMetrics {
  readonly contentType: string;
  /** The exposition text; database figures are read now. */
  scrape(): Promise<string>;
  /** Counts orders whose reservation ran out and whose units and slot went back (server.ts's task). */
  recordReleasedReservations(count: number): void;
}

/** Upper bounds of the latency buckets, in seconds: a cached answer takes about a millisecond, a page a few. */
const LATENCY_BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const METRICS_PATH = '/metrics';

/** One method of one route: its latency histogram and its answers by status class. */
class RouteSeries {
  /** Observations per bucket (not cumulative; the exposition adds them up). */
  readonly buckets = new Float64Array(LATENCY_BOUNDS.length + 1);
  readonly classes = new Float64Array(STATUS_CLASSES.length);
  sum = 0;
  count = 0;

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  observe(seconds: number, status: number): void {
    let bucket = 0;
    while (bucket < LATENCY_BOUNDS.length && seconds > LATENCY_BOUNDS[bucket]!) bucket += 1;
    this.buckets[bucket]! += 1;
    this.sum += seconds;
    this.count += 1;
    const statusClass = ((status / 100) | 0) - 1;
    this.classes[Math.max(0, Math.min(statusClass, 4))]! += 1;
  }
}

interface MetricValue {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
}

/** The per-route series as prom-client metric families, registered like any of its metrics. */
function routeFamilies(series: RouteSeries[]) {
  const duration = {
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, per method and route pattern.',
    type: 'histogram',
    get: async () => {
      const values: MetricValue[] = [];
      for (const one of series) {
        const labels = { method: one.method, route: one.route };
        let cumulative = 0;
        for (let i = 0; i < LATENCY_BOUNDS.length; i += 1) {
          cumulative += one.buckets[i]!;
          const le = LATENCY_BOUNDS[i]!;
          values.push({ metricName: `${duration.name}_bucket`, labels: { ...labels, le }, value: cumulative });
        }
        values.push({ metricName: `${duration.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: one.count });
        values.push({ metricName: `${duration.name}_sum`, labels, value: one.sum });
        values.push({ metricName: `${duration.name}_count`, labels, value: one.count });
      }
      return { name: duration.name, help: duration.help, type: duration.type, values, aggregator: 'sum' };
    },
  };
  const requests = {
    name: 'http_requests_total',
    help: 'Answers per method, route pattern and status class (4xx and 5xx are the errors).',
    type: 'counter',
    get: async () => {
      const values: MetricValue[] = [];
      for (const one of series) {
        one.classes.forEach((value, i) => {
          if (value > 0)
            values.push({ labels: { method: one.method, route: one.route, status_class: STATUS_CLASSES[i]! }, value });
        });
      }
      return { name: requests.name, help: requests.help, type: requests.type, values, aggregator: 'sum' };
    },
  };
  return [duration, requests];
}

/**
 * The route label: the pattern Fastify matched. Files the storefront's build serves are registered one route
 * each (`/assets/entry-3f2a.js`); they are grouped by folder so a new build does not add series.
 */
export function routeLabel(url: string): string {
  if (url.startsWith('/api/') || url.includes(':') || url.includes('*')) return url;
  const slash = url.lastIndexOf('/');
  if (!url.slice(slash + 1).includes('.')) return url;
  return slash === 0 ? '/{file}' : `${url.slice(0, slash)}/*`;
}

/**
 * Creates the metrics of this process and hooks them into `app`: call it before any route is registered
 * (routes registered earlier are not measured). With a token, `/metrics` on the shop's own port answers
 * only to `Authorization: Bearer <token>`; without one it is not served there at all.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, token }: { database: Database; token: string | undefined },
): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const series: RouteSeries[] = [];
  for (const family of routeFamilies(series)) registry.registerMetric(family as never);
  // Routes that share a label (the build's files) share their series: one per method and label.
  const byLabel = new Map<string, RouteSeries>();
  const seriesOf = (method: string, label: string) => {
    let one = byLabel.get(`${method} ${label}`);
    if (!one) {
      one = new RouteSeries(method, label);
      byLabel.set(`${method} ${label}`, one);
      series.push(one);
    }
    return one;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === METRICS_PATH) return;
    const label = routeLabel(route.url);
    const byMethod: Record<string, RouteSeries> = {};
    function measureResponse(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      const method = request.method;
      let one = byMethod[method];
      if (one === undefined) {
        one = seriesOf(method, label);
        byMethod[method] = one;
      }
      one.observe(reply.elapsedTime / 1000, reply.statusCode);
      done();
    }
    route.onResponse = route.onResponse ? [...[route.onResponse].flat(), measureResponse] : measureResponse;
  });

  const released = new Counter({
    name: 'shop_reservations_released_total',
    help: 'Unpaid orders whose reservation ran out: their limited-edition units and delivery slot went back.',
    registers: [registry],
  });
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const pool = gauge(
    'shop_db_pool_connections',
    'Database connections by state (in_use, idle) and their maximum (max); PGlite counts as one connection.',
    ['state'],
  );
  const poolWaiting = gauge('shop_db_pool_waiting', 'Queries waiting for a database connection.');
  const databaseUp = gauge('shop_db_up', '1 when the database answered the last scrape, 0 when it did not.');
  const outboxWaiting = gauge(
    'shop_outbox_waiting_emails',
    'Emails in the outbox not sent yet (pending or being sent).',
  );
  const outboxOldest = gauge(
    'shop_outbox_oldest_waiting_seconds',
    'Age of the oldest email not sent yet; 0 when none waits.',
  );
  const outboxFailed = gauge('shop_outbox_failed_emails', 'Emails given up after every retry.');
  const outbox = createOutboxRepository(database.db);

  /** Read once per scrape, before the text is written, so every gauge of a scrape agrees. */
  async function readDatabase() {
    const usage = database.poolUsage();
    pool.set({ state: 'in_use' }, usage.inUse);
    pool.set({ state: 'idle' }, usage.idle);
    pool.set({ state: 'max' }, usage.max);
    poolWaiting.set(usage.waiting);
    try {
      const backlog = await outbox.backlog();
      outboxWaiting.set(backlog.waiting);
      outboxFailed.set(backlog.failed);
      outboxOldest.set(
        backlog.oldestWaitingAt ? Math.max(0, (Date.now() - backlog.oldestWaitingAt.getTime()) / 1000) : 0,
      );
      databaseUp.set(1);
    } catch (error) {
      databaseUp.set(0);
      app.log.warn({ err: error }, 'metrics: the database did not answer');
    }
  }

  const metrics: ShopMetrics = {
    contentType: registry.contentType,
    async scrape() {
      await readDatabase();
      return registry.metrics();
    },
    recordReleasedReservations(count) {
      released.inc(count);
    },
  };

  if (token) {
    const allowed = bearerCheck(token);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new DomainError('UNAUTHORIZED');
      }
      reply.header('cache-control', 'no-store').type(metrics.contentType);
      return metrics.scrape();
    });
  }
  return metrics;
}

/** Compares `Authorization: Bearer …` with the token in constant time. */
function bearerCheck(token: string): (header: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (header) => {
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return given !== '' && timingSafeEqual(createHash('sha256').update(given).digest(), expected);
  };
}

/**
 * METRICS_PORT: a plain HTTP server answering `GET /metrics` and nothing else, for a scraper on the
 * internal network; with METRICS_TOKEN it asks for the token too.
 */
export async function startMetricsServer(
  metrics: ShopMetrics,
  { port, host, token }: { port: number; host: string; token: string | undefined },
): Promise<{ port: number; close(): Promise<void> }> {
  const allowed = token ? bearerCheck(token) : () => true;
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (!allowed(request.headers.authorization)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
