import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../modules/mail/outbox.repository';
import { startReservationExpiry } from '../modules/orders/reservation-expiry';
import { createBike, createProduct } from '../test/catalog';
import { insertTestOrder } from '../test/orders';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerMetrics, routeLabel, startMetricsServer } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
// Values: numbers, ±Inf and NaN, which prom-client writes "Nan" (Prometheus reads it case-insensitively).
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$/;

/** Checks the exposition format line by line and answers the samples by their full series name. */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const typed = new Set<string>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# HELP ')) continue;
    const type = line.match(/^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/);
    if (type) {
      expect(typed.has(type[1]!), `${type[1]} typed twice`).toBe(false);
      typed.add(type[1]!);
      continue;
    }
    const sample = line.match(SAMPLE);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const series = line.slice(0, line.lastIndexOf(' '));
    expect(samples.has(series), `${series} twice`).toBe(false);
    samples.set(series, Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return samples;
}

describe('metrics at /metrics behind METRICS_TOKEN', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ config: { metrics: { port: undefined, token: TOKEN } } });
  });
  afterAll(() => harness.close());

  const scrape = (authorization?: string) =>
    harness.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers valid exposition text with the series of the requests, by route pattern', async () => {
    const get = (url: string) => harness.app.inject({ method: 'GET', url });
    const { slug } = await createProduct(harness);
    for (let i = 0; i < 3; i += 1) expect((await get(`/api/products/${slug}`)).statusCode).toBe(200);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/no-such-thing-1')).statusCode).toBe(404);
    expect((await get('/api/no-such-thing-2?x=1')).statusCode).toBe(404);
    const waitingSince = new Date(Date.now() - 90_000);
    await createOutboxRepository(harness.database.db).enqueue(
      { to: 'metrics@example.ch', subject: 'Waiting', text: 'x', html: '<p>x</p>' },
      waitingSince,
    );
    harness.app.metrics!.recordReleasedReservations(2);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parseExposition(response.body);

    const product = 'method="GET",route="/api/products/:id"';
    expect(samples.get(`http_request_duration_seconds_count{${product}}`)).toBe(4);
    expect(samples.get(`http_request_duration_seconds_bucket{${product},le="+Inf"}`)).toBe(4);
    expect(samples.get(`http_request_duration_seconds_sum{${product}}`)).toBeGreaterThan(0);
    expect(samples.get(`http_request_duration_seconds_bucket{${product},le="10"}`)).toBe(4);
    expect(samples.get(`http_requests_total{${product},status_class="2xx"}`)).toBe(3);
    expect(samples.get(`http_requests_total{${product},status_class="4xx"}`)).toBe(1);
    // Unknown paths share their catch-all's series: the raw URLs never become labels.
    expect(samples.get('http_requests_total{method="GET",route="/api/*",status_class="4xx"}')).toBe(2);
    expect(response.body).not.toMatch(new RegExp(`="[^"]*(${slug}|999999|no-such-thing)`));
    // The scrape itself is not a route series.
    expect(response.body).not.toContain('route="/metrics"');
    expect(harness.app.printRoutes({ includeHooks: true })).toContain('measureResponse');

    expect(samples.get('shop_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(samples.has('shop_db_pool_connections{state="in_use"}')).toBe(true);
    expect(samples.has('shop_db_pool_connections{state="idle"}')).toBe(true);
    expect(samples.get('shop_db_pool_waiting')).toBe(0);
    expect(samples.get('shop_db_up')).toBe(1);
    expect(samples.get('shop_outbox_waiting_emails')).toBeGreaterThanOrEqual(1);
    expect(samples.get('shop_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(90);
    expect(samples.get('shop_outbox_failed_emails')).toBe(0);
    expect(samples.get('shop_reservations_released_total')).toBe(2);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(samples.has(name), name).toBe(true);
    }
  });

  it('keeps the histogram consistent: buckets only grow and +Inf counts every answer', async () => {
    const samples = parseExposition((await scrape(`Bearer ${TOKEN}`)).body);
    const series = [...samples.keys()].filter((key) => key.startsWith('http_request_duration_seconds_bucket{'));
    const byRoute = new Map<string, string[]>();
    for (const key of series) {
      const route = key.replace(/,le="[^"]*"/, '');
      byRoute.set(route, [...(byRoute.get(route) ?? []), key]);
    }
    expect(byRoute.size).toBeGreaterThan(0);
    for (const [route, buckets] of byRoute) {
      const counts = buckets.map((key) => samples.get(key)!);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      const count = samples.get(route.replace('_bucket', '_count'));
      expect(counts.at(-1)).toBe(count);
    }
  });

  it('refuses a scrape without the token, or with another one, and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_request');
    }
  });

  it('lets Prometheus scrape by the instance’s own address, which is no host the shop knows', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { host: '10.0.3.7:3000', authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('metrics on METRICS_PORT only', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ config: { metrics: { port: 1, token: undefined } } });
  });
  afterAll(() => harness.close());

  it('never serves them on the public port', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_request');
    }
  });

  it('serves them on their own port, and nothing else there', async () => {
    await harness.app.inject({ method: 'GET', url: '/api/products' });
    const server = await startMetricsServer(harness.app.metrics!, { port: 0, host: '127.0.0.1', token: undefined });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      const samples = parseExposition(await response.text());
      expect(samples.get('http_requests_total{method="GET",route="/api/products",status_class="2xx"}')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/products`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('asks for METRICS_TOKEN there too when it is set', async () => {
    const server = await startMetricsServer(harness.app.metrics!, { port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('counts the reservations the expiry task releases', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'RECEIVED',
      lines: [{ product: await createBike(harness, { type: 'xplorer_beast', editionSize: 100 }) }],
      reservedUntil: new Date(Date.now() - 60_000),
    });
    expect(order.id).toBeGreaterThan(0);
    const metrics = harness.app.metrics!;
    const task = startReservationExpiry(
      { db: harness.database.db, onReleased: (count) => metrics.recordReleasedReservations(count) },
      10,
    );
    try {
      await expect
        .poll(async () => (await metrics.scrape()).match(/^shop_reservations_released_total (\d+)$/m)?.[1])
        .toBe('1');
    } finally {
      await task.stop();
    }
  });
});

describe('metrics off (the default)', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('adds no hook to any route and serves no /metrics', async () => {
    expect(harness.config.metrics).toBeUndefined();
    expect(harness.app.metrics).toBeNull();
    expect(harness.app.printRoutes({ includeHooks: true })).not.toContain('measureResponse');
    expect((await harness.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('routes that share a label', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('share one series, so the exposition never repeats one', async () => {
    const app = Fastify();
    const metrics = registerMetrics(app, { database: harness.database, token: undefined });
    app.get('/assets/entry-3f2a.js', async () => 'a');
    app.get('/assets/chunk-9b1c.js', async () => 'b');
    for (const url of ['/assets/entry-3f2a.js', '/assets/chunk-9b1c.js', '/assets/chunk-9b1c.js']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const samples = parseExposition(await metrics.scrape());
    expect(samples.get('http_requests_total{method="GET",route="/assets/*",status_class="2xx"}')).toBe(3);
    expect(samples.get('http_request_duration_seconds_count{method="GET",route="/assets/*"}')).toBe(3);
    await app.close();
  });
});

describe('routeLabel', () => {
  it('keeps route patterns and groups the build files by folder', () => {
    expect(routeLabel('/api/products/:id')).toBe('/api/products/:id');
    expect(routeLabel('/api/openapi.json')).toBe('/api/openapi.json');
    expect(routeLabel('/*')).toBe('/*');
    expect(routeLabel('/files/*')).toBe('/files/*');
    expect(routeLabel('/assets/entry.client-3f2a9c.js')).toBe('/assets/*');
    expect(routeLabel('/favicon.ico')).toBe('/{file}');
    expect(routeLabel('/dev/mailbox')).toBe('/dev/mailbox');
  });
});
