// `npm run bench`: the shop as a newcomer runs it, measured on both databases (PGlite, and PostgreSQL when one
// is reachable). Per database: the first start (new data folder) and the second start to their first answer,
// with the memory of each; the write path (signed-in add-to-cart, guest orders) and 60 s of mixed customers.
// On PGlite also: loopback load on the key endpoints and pages beside a bare Node `http` server answering the
// same bytes in the same run (the read figures are ratios to it), a first visit's JavaScript and Lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startShop } from './shop-process.mjs';
import {
  BENCH_EMAIL_PATTERN,
  BENCH_PASSWORD,
  benchProducts,
  cartCycle,
  load as loadRequests,
  mixedLoad,
  orderCycle,
  signInBenchAccounts,
  summarise,
} from './write-load.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 4390;
const BASELINE_PORT = 4391;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const origin = `http://127.0.0.1:${PORT}`;

const targets = {
  products: { path: '/api/products', kind: 'api', target: 0.5 },
  product: { path: '/api/products/mighty-beast', kind: 'api', target: 0.75 },
  home: { path: '/en', kind: 'page', target: 0.25 },
  productPage: { path: '/en/product/mighty-beast', kind: 'page', target: 0.25 },
};

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The JavaScript a first visit to `path` downloads (scripts and module preloads), gzip-compressed. */
async function firstVisitJs(path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) {
    urls.add(match[1]);
  }
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) urls.add(match[1]);
  let gzip = 0;
  for (const url of urls) {
    gzip += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer()), { level: 9 }).length;
  }
  return { files: urls.size, gzipKb: Math.round(gzip / 102.4) / 10 };
}

function lighthouse(path) {
  const dir = join(root, 'scripts/bench/lighthouse');
  if (!existsSync(join(dir, 'node_modules/lighthouse'))) {
    spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: dir, stdio: 'inherit' });
  }
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const run = spawnSync(
    process.execPath,
    [
      join(dir, 'node_modules/lighthouse/cli/index.js'),
      `${origin}${path}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  if (run.status !== 0) return { error: (run.stderr || 'lighthouse failed').split('\n').slice(-3).join(' ') };
  const categories = JSON.parse(run.stdout).categories;
  return Object.fromEntries(Object.entries(categories).map(([key, value]) => [key, Math.round(value.score * 100)]));
}

/** A public page of each kind: home, a bike, an accessory, the cart, the sign-in. */
const PUBLIC_PAGES = [
  '/en',
  '/en/product/mighty-beast',
  '/en/service-and-accessories/city-helmet',
  '/en/cart',
  '/en/login',
];
/** The special offers (issue 15's figures): the list and the first offer's page, at its address in English. */
async function offerPages() {
  const offers = await (await fetch(`${origin}/api/special-offers?lang=en`)).json();
  const first = Array.isArray(offers) ? offers[0] : undefined;
  return ['/en/special-offers', ...(first ? [`/en/special-offers/${first.id}/${first.productTitle}`] : [])];
}

/** The editorial half (issue 13's figures): the blog, its newest article, the FAQ and the centres. */
async function editorialPages() {
  const articles = await (await fetch(`${origin}/api/articles?lang=en&limit=1`)).json();
  const article = articles.data?.[0]?.slug;
  return ['/en/blog', ...(article ? [`/en/blog/${article}`] : []), '/en/faq', '/en/experience-center'];
}

const ACCOUNTS = 200; // sign-ins spread over them stay under each account's own limit
const WRITE_CONNECTIONS = 10;
// BENCH_DATABASES=pglite or =postgres measures one of them.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const MIXED_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);

const LIMITS = {
  firstStartS: 5,
  secondStartS: 1.5,
  firstStartPeakMb: 600,
  idleMb: { PGlite: 200, PostgreSQL: 150 },
  loadPeakMb: 400,
  cartRps: 500,
  cartP99: 50,
  ordersRps: 100,
  ordersP99: 200,
  mixedServerErrorShare: 0.001,
};

function buildShop() {
  const built = spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}

function createBenchAccounts(env) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/bench/bench-accounts.ts'),
      String(ACCOUNTS),
      BENCH_PASSWORD,
      BENCH_EMAIL_PATTERN,
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('the bench accounts could not be created');
}

/** A database of its own on the PostgreSQL server (BENCH_POSTGRES_URL), or undefined when none answers. */
async function createPostgresDatabase() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `beast_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function readFigures() {
  const bodies = {};
  for (const [name, { path }] of Object.entries(targets)) {
    const response = await fetch(`${origin}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    bodies[path] = { type: response.headers.get('content-type'), base64: body.toString('base64'), bytes: body.length };
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  }
  const bodiesFile = join(mkdtempSync(join(tmpdir(), 'beast-bench-bodies-')), 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  // Its own process, like the shop: autocannon runs here and must not share an event loop with it.
  const baseline = spawn(
    process.execPath,
    [join(root, 'scripts/bench/bare-server.mjs'), String(BASELINE_PORT), bodiesFile],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}${targets.product.path}`, 10_000);
    const rows = [];
    for (const [name, { path, kind, target }] of Object.entries(targets)) {
      await load(`${origin}${path}`); // warm the caches and the JIT before measuring
      const shop = summary(await load(`${origin}${path}`));
      const bare = summary(await load(`http://127.0.0.1:${BASELINE_PORT}${path}`));
      const ratio = Math.round((shop.rps / bare.rps) * 100) / 100;
      const ok = ratio >= target && shop.p99 < 50 && shop.errors === 0;
      rows.push({ name, path, kind, bytes: bodies[path].bytes, ...shop, bareRps: bare.rps, ratio, target, ok });
    }
    return rows;
  } finally {
    baseline.kill('SIGTERM');
  }
}

/** Warm for a few seconds, then measure for DURATION_S. */
async function writeFigure(requests) {
  await loadRequests(origin, { requests, connections: WRITE_CONNECTIONS, durationS: 3 });
  return summarise(await loadRequests(origin, { requests, connections: WRITE_CONNECTIONS, durationS: DURATION_S }));
}

const check = (ok) => (ok ? '✓' : '✗');

/** Everything measured on one database; `env` says which. */
async function benchDatabase(label, env, { withPages }) {
  const figures = { label };
  const shopEnv = { TRUST_PROXY: '127.0.0.1', ...env };

  const first = await startShop({ root, port: PORT, env: shopEnv });
  figures.firstStartS = first.firstAnswerS;
  await new Promise((resolve) => setTimeout(resolve, 1000)); // what a first start still does after answering
  figures.firstStartPeakMb = first.memory.peakMb();
  await first.stop();

  createBenchAccounts(shopEnv);

  const shop = await startShop({ root, port: PORT, env: shopEnv });
  figures.secondStartS = shop.firstAnswerS;
  try {
    for (const path of ['/en', '/en/product/mighty-beast', '/api/products?lang=en']) await fetch(`${origin}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    figures.idleMb = shop.rssMb();
    shop.memory.resetPeak();

    if (withPages) figures.reads = await readFigures();

    const tokens = await signInBenchAccounts(origin, 20);
    const products = await benchProducts(origin);
    figures.cart = await writeFigure(cartCycle(tokens, products));
    figures.orders = await writeFigure(orderCycle(products));
    figures.mixed = await mixedLoad(origin, { tokens, products, accountCount: ACCOUNTS, durationS: MIXED_S });
    figures.loadPeakMb = shop.memory.peakMb();

    if (withPages) {
      figures.js = {};
      figures.lighthouse = {};
      const editorial = await editorialPages();
      const offers = await offerPages();
      for (const path of [...PUBLIC_PAGES, ...editorial, ...offers]) figures.js[path] = await firstVisitJs(path);
      for (const path of ['/en', '/en/product/mighty-beast', ...editorial, ...offers]) {
        // Lighthouse's trace recording fails now and then on a cold Chromium (NO_NAVSTART): one more try.
        let scores = lighthouse(path);
        if (scores.error) scores = lighthouse(path);
        figures.lighthouse[path] = scores;
      }
    }
  } finally {
    await shop.stop();
  }
  return figures;
}

function report(figures) {
  const { label } = figures;
  console.log(`\n── ${label} ──`);
  console.log(
    [
      `First start (new data folder) to its first answer: ${figures.firstStartS} s (< ${LIMITS.firstStartS}) ${check(figures.firstStartS < LIMITS.firstStartS)}`,
      `  peak memory: ${figures.firstStartPeakMb} MB (< ${LIMITS.firstStartPeakMb}) ${check(figures.firstStartPeakMb < LIMITS.firstStartPeakMb)}`,
      `Second start to its first answer: ${figures.secondStartS} s (< ${LIMITS.secondStartS}) ${check(figures.secondStartS < LIMITS.secondStartS)}`,
      `Idle memory after the first pages: ${figures.idleMb} MB (< ${LIMITS.idleMb[label]}) ${check(figures.idleMb < LIMITS.idleMb[label])}`,
      `Peak memory under the loads below: ${figures.loadPeakMb} MB (< ${LIMITS.loadPeakMb}) ${check(figures.loadPeakMb < LIMITS.loadPeakMb)}`,
    ].join('\n'),
  );
  if (figures.reads) {
    console.log(`\nReads: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback; ratio to bare Node.`);
    console.table(figures.reads);
  }
  const { cart, orders, mixed } = figures;
  console.log(`\nWrites: ${WRITE_CONNECTIONS} connections, ${DURATION_S} s each.`);
  console.table({
    'add to cart + remove (signed in)': {
      ...cart,
      target: `≥ ${LIMITS.cartRps}/s, p99 < ${LIMITS.cartP99} ms`,
      ok: cart.rps >= LIMITS.cartRps && cart.p99 < LIMITS.cartP99 && cart.notOk === '-',
    },
    'place an order (guest)': {
      ...orders,
      target: `≥ ${LIMITS.ordersRps}/s, p99 < ${LIMITS.ordersP99} ms`,
      ok: orders.rps >= LIMITS.ordersRps && orders.p99 < LIMITS.ordersP99 && orders.notOk === '-',
    },
  });
  const share = Math.round(mixed.serverErrorShare * 100_000) / 1000;
  console.log(
    `\nMixed customers for ${MIXED_S} s (browse 8, cart 4, checkout with payment 3, sign-in 1 connections): ` +
      `${mixed.requests} requests, 5xx ${share} % (< 0.1 %) ${check(mixed.serverErrorShare < LIMITS.mixedServerErrorShare)}`,
  );
  console.table(mixed.rows);
  if (figures.js) {
    console.log('\nFirst visit JavaScript (< 120 kB gzip on every public page):');
    for (const [path, { files, gzipKb }] of Object.entries(figures.js)) {
      console.log(`  ${path}: ${files} files, ${gzipKb} kB ${check(gzipKb < 120)}`);
    }
    for (const [path, scores] of Object.entries(figures.lighthouse))
      console.log(`Lighthouse (mobile) ${path}:`, scores);
  }
}

async function main() {
  buildShop();
  const dataDir = mkdtempSync(join(tmpdir(), 'beast-bench-'));
  try {
    if (DATABASES.includes('pglite')) {
      // A newcomer's first start comes after `npm install`, which keeps an empty cluster (decision 11).
      spawnSync(process.execPath, ['--liftoff-only', join(root, 'scripts/pglite-cluster.mjs'), '--install'], {
        stdio: 'inherit',
      });
      report(await benchDatabase('PGlite', { DATA_DIR: join(dataDir, 'pglite') }, { withPages: true }));
    }
    if (!DATABASES.includes('postgres')) return;
    const postgres = await createPostgresDatabase();
    if (!postgres) {
      console.log('\nPostgreSQL: not reachable (BENCH_POSTGRES_URL), not measured.');
      return;
    }
    try {
      const env = { DATA_DIR: join(dataDir, 'postgres'), DATABASE_URL: postgres.url };
      report(await benchDatabase('PostgreSQL', env, { withPages: false }));
    } finally {
      await postgres.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
