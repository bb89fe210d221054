// `npm run bench`: loopback load on the key endpoints and pages of the production server, beside a
// bare Node `http` server answering the same bytes in the same run; the figures are ratios to it.
// Also: gzip size of a first visit's JavaScript, and Lighthouse (mobile) scores. Bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 4390;
const BASELINE_PORT = 4391;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const origin = `http://127.0.0.1:${PORT}`;

const targets = {
  products: { path: '/api/products', kind: 'api', target: 0.5 },
  product: { path: '/api/products/mighty-beast', kind: 'api', target: 0.5 },
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

async function firstVisitJs() {
  const html = await (await fetch(`${origin}/en`)).text();
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'beast-bench-'));
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let baseline;
  try {
    await waitFor(`${origin}/api/health`);
    const bodies = {};
    for (const [name, { path }] of Object.entries(targets)) {
      const response = await fetch(`${origin}${path}`);
      const body = Buffer.from(await response.arrayBuffer());
      bodies[path] = {
        type: response.headers.get('content-type'),
        base64: body.toString('base64'),
        bytes: body.length,
      };
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    }
    const bodiesFile = join(dataDir, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    // Its own process, like the shop: autocannon runs here and must not share an event loop with it.
    baseline = spawn(
      process.execPath,
      [join(root, 'scripts/bench/bare-server.mjs'), String(BASELINE_PORT), bodiesFile],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}${targets.product.path}`, 10_000);

    console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback.\n`);
    const rows = [];
    for (const [name, { path, kind, target }] of Object.entries(targets)) {
      await load(`${origin}${path}`); // warm the caches and the JIT before measuring
      const shop = summary(await load(`${origin}${path}`));
      const bare = summary(await load(`http://127.0.0.1:${BASELINE_PORT}${path}`));
      const ratio = Math.round((shop.rps / bare.rps) * 100) / 100;
      const ok = ratio >= target && shop.p99 < 50 && shop.errors === 0;
      rows.push({ name, path, kind, bytes: bodies[path].bytes, ...shop, bareRps: bare.rps, ratio, target, ok });
    }
    console.table(rows);

    const js = await firstVisitJs();
    console.log(`First visit to the home page: ${js.files} JS files, ${js.gzipKb} kB gzip (target < 120 kB)`);

    for (const path of ['/en', '/en/product/mighty-beast']) {
      // Lighthouse's trace recording fails now and then on a cold Chromium (NO_NAVSTART): one more try.
      let scores = lighthouse(path);
      if (scores.error) scores = lighthouse(path);
      console.log(`Lighthouse (mobile) ${path}:`, scores);
    }
  } finally {
    baseline?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
