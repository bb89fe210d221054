import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Swagger UI's own files, served under /api/docs/static. */
const SWAGGER_UI_STATIC = join(
  dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

/** A `<style>` element Swagger UI's scripts render (its logo is an SVG with one). */
const RENDERED_STYLE = /createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g;

let policy: string | undefined;

/**
 * The API docs' Content-Security-Policy: Swagger UI's scripts and stylesheets are files of its own (no
 * inline script), the OpenAPI document and "Try it out" stay on this origin, its icons are data: images.
 * The one inline style it renders is allowed by its hash, taken from the installed scripts, so an upgrade
 * keeps the policy exact. Worked out on the first visit of the docs, not at start.
 */
export function apiDocsPolicy(): string {
  policy ??= [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...renderedStyleHashes()].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return policy;
}

function renderedStyleHashes(): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(SWAGGER_UI_STATIC).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(SWAGGER_UI_STATIC, file), 'utf8').matchAll(RENDERED_STYLE)) {
      const css = JSON.parse(match[1] ?? '""') as string;
      hashes.add(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
