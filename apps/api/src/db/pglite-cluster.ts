import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAKER = fileURLToPath(new URL('../../../../scripts/pglite-cluster.mjs', import.meta.url));

/** The installed PGlite: its version names the clusters it made, and its node_modules holds their cache. */
function installedPglite(): { version: string; nodeModules: string } {
  const root = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { version, nodeModules: dirname(dirname(root)) };
}

/** Where the empty cluster of the installed PGlite is kept: node_modules/.cache, which a new install clears. */
export function defaultClusterCache(): string {
  const { version, nodeModules } = installedPglite();
  return join(nodeModules, '.cache', 'beast-shop', `pglite-${version}-empty-cluster.tar.gz`);
}

/**
 * An empty PostgreSQL cluster for a new embedded database, as a tarball for PGlite's `loadDataDir` (decision 11).
 * PGlite's own first start runs initdb inside the process: a second PGlite instance, the initdb module and
 * tarball copies of the cluster, about 650 MB at its peak and most of a first start's time. The cluster it makes
 * is the same every time, so it is made once per PGlite version, in a short-lived process of its own, and kept
 * on disk; each new data directory is unpacked from it. Undefined when it cannot be made (the caller then lets
 * PGlite run initdb itself).
 */
export async function emptyCluster(path: string = defaultClusterCache()): Promise<Blob | undefined> {
  const read = () => {
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      return undefined;
    }
  };
  const cached = read();
  if (cached) return cached;
  mkdirSync(dirname(path), { recursive: true });
  // Liftoff only: initdb runs once and briefly, and compiling optimised WASM code alongside it doubled its time
  // on two busy cores.
  const made = await new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ['--liftoff-only', MAKER, path], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  return made ? read() : undefined;
}
