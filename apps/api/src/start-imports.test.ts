import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/** The bundle `npm start` runs (scripts/build-api.mjs), built here in memory with its import graph. */
async function startGraph(): Promise<Metafile> {
  const script = fileURLToPath(new URL('../../../scripts/build-api.mjs', import.meta.url));
  const { apiBuildOptions } = (await import(script)) as { apiBuildOptions(): BuildOptions };
  const result = await build({ ...apiBuildOptions(), write: false, metafile: true, logLevel: 'silent' });
  return result.metafile;
}

/** Every module and package the server's entry imports statically, directly or through others: what start loads. */
function loadedAtStart(metafile: Metafile): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const entry = Object.keys(metafile.inputs).find((path) => path.endsWith('apps/api/src/server.ts'));
  const pending = entry ? [entry] : [];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (modules.has(path)) continue;
    modules.add(path);
    for (const imported of metafile.inputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else pending.push(imported.path);
    }
  }
  return { modules, packages };
}

describe('what the server loads at start (decision 11)', () => {
  let start: { modules: Set<string>; packages: Set<string> };
  beforeAll(async () => {
    start = loadedAtStart(await startGraph());
  }, 60_000);

  it('reaches the app through static imports', () => {
    expect([...start.modules].some((path) => path.endsWith('apps/api/src/app.ts'))).toBe(true);
    expect(start.packages).toContain('fastify');
  });

  it('leaves out the libraries only some starts or requests need', () => {
    for (const lazy of [
      'stripe',
      'nodemailer',
      'ioredis',
      'sharp',
      'argon2',
      'otpauth',
      'qrcode',
      'pdfkit',
      'pg',
      '@electric-sql/pglite',
      'drizzle-orm/pglite',
      'drizzle-orm/node-postgres',
    ]) {
      expect(start.packages, lazy).not.toContain(lazy);
    }
  });

  it('leaves out the content import, which only a database missing content needs', () => {
    const importing = [...start.modules].filter((path) =>
      /modules\/(content-import\/|demo\/demo-(customer|staff))/.test(path),
    );
    expect(importing).toEqual([]);
  });
});

describe('what the server can ever load', () => {
  it('never reaches a seed module or the demo asset tools: content is data, imported through the write use cases', async () => {
    const everything = Object.keys((await startGraph()).inputs);
    expect(everything.some((path) => path.endsWith('apps/api/src/modules/content-import/content-import.ts'))).toBe(
      true,
    );
    expect(everything.filter((path) => /db\/seed\/|tools\/demo-assets\//.test(path))).toEqual([]);
  }, 60_000);
});
