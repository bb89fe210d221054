// Bundles the API's TypeScript (apps/api/src and the domain package) into one ES module,
// apps/api/dist/server.mjs, which `npm start` runs with plain Node: no TypeScript loader thread, no
// per-file transform or resolution at start (decision 11). Dependencies stay in node_modules.
// `npm start` runs this when the bundle is missing or older than its sources (`node scripts/build-api.mjs`
// runs it by hand).
import { readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const API_BUNDLE = fileURLToPath(new URL('../apps/api/dist/server.mjs', import.meta.url));
/** What the bundle is made of: a change to any of them makes it stale. */
export const API_SOURCES = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src', 'scripts/build-api.mjs'];

/** esbuild's options; `apps/api/src/start-imports.test.ts` reads the same graph. */
export function apiBuildOptions() {
  const outDir = dirname(API_BUNDLE);
  return {
    entryPoints: { server: `${root}apps/api/src/server.ts` },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // What start does not need (the demo content, Stripe, nodemailer, sharp…) is imported when needed: chunks
    // of their own, read from disk only then.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    // Stack traces in the log name the bundle's lines; the map beside it leads back to the sources.
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [
      {
        name: 'beast-api',
        setup(bundle) {
          // Our workspace packages are TypeScript: bundled. Everything from node_modules is imported as is.
          bundle.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@beast/') ? undefined : { path: args.path, external: true },
          );
          // Files found next to a source file (migrations, the demo video) stay where they are: each
          // module's `import.meta.url` keeps naming its own source file, seen from the bundle.
          bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const own = JSON.stringify(relative(outDir, args.path).split('\\').join('/'));
            return {
              contents: source.replaceAll('import.meta.url', `new URL(${own}, import.meta.url).href`),
              loader: 'ts',
            };
          });
        },
      },
    ],
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function buildApi() {
  const esbuild = await import('esbuild');
  const { metafile } = await esbuild.build({ ...apiBuildOptions(), metafile: true });
  // esbuild's service process is not needed once the bundle is written.
  await esbuild.stop();
  // Chunks are named by their content: a shop still running an earlier build may yet import its own, so only
  // those of builds older than a day are removed.
  const outDir = dirname(API_BUNDLE);
  const current = new Set(Object.keys(metafile.outputs).map((path) => resolve(root, path)));
  for (const name of readdirSync(outDir)) {
    const path = join(outDir, name);
    if (!current.has(path) && Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
