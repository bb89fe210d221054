// `npm start`: builds the storefront and bundles the API when either is missing or older than its
// sources, then runs the one production server (API, files and server-rendered storefront on one port).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`[shop] Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

const buildEntry = join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/domain/src'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const isStale = (output, inputs) =>
  (existsSync(output) ? statSync(output).mtimeMs : 0) <
  Math.max(...inputs.map((input) => newestChange(join(root, input))));
if (isStale(buildEntry, sources)) buildStorefront();

/**
 * The build's own report (every asset and its size) is for whoever works on the storefront
 * (`npm run build`); a newcomer starting the shop sees one line, and the whole report only if it fails.
 */
function buildStorefront() {
  const started = Date.now();
  process.stdout.write('[shop] Building the storefront (first start, or its sources changed)…');
  const result = spawnSync('npm', ['run', '--silent', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    console.log(' failed:\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(` done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// The API runs as one bundled module (decision 11): no TypeScript loader at start. Bundling takes a moment
// and is done again only when its sources change.
const { API_BUNDLE, API_SOURCES, buildApi } = await import('./build-api.mjs');
if (isStale(API_BUNDLE, API_SOURCES)) await buildApi();
// The bench times starts, not builds: it builds first with this flag.
if (process.argv.includes('--build-only')) process.exit(0);

process.env.NODE_ENV = 'production';
await import(pathToFileURL(API_BUNDLE).href);
