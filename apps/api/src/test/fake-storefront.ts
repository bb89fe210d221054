import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The fake storefront's page: one inline script (for the CSP) and the URL React Router rendered. */
export const FAKE_PAGE_SCRIPT = 'window.__x = 1';

/**
 * The smallest React Router server build: a root route and a page for any path, whose document shows the URL
 * it was asked to render, so a test sees what of the request reaches a page. `?api=<path>` makes the page read that API
 * path, as a loader would; with `&required` an unsuccessful answer fails the page (500), else it is ignored.
 */
export function fakeStorefrontBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'beast-storefront-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  const route = { id: 'root', path: '', hasLoader: false, hasAction: false, hasClientLoader: false };
  const page = { ...route, id: 'page', parentId: 'root', path: '*' };
  writeFileSync(
    join(dir, 'server', 'index.js'),
    `export const entry = { module: { default: async (request, status, headers, _entryContext, loadContext) => {
       const query = new URL(request.url).searchParams;
       if (query.has('api') && !(await loadContext.apiFetch(query.get('api'))).ok && query.has('required'))
         return new Response('failed', { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } });
       return new Response('<!doctype html><html><body><script>${FAKE_PAGE_SCRIPT}</script><p>' + request.url + '</p></body></html>',
         { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
     } } };
     export const routes = { root: { id: 'root', path: '', module: { default: () => null } },
       page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } } };
     export const assets = { entry: { module: '/assets/entry.js', imports: [] },
       routes: { root: { ...${JSON.stringify(route)}, module: '/assets/root.js', hasClientAction: false, hasErrorBoundary: false, imports: [] },
         page: { ...${JSON.stringify(page)}, module: '/assets/page.js', hasClientAction: false, hasErrorBoundary: false, imports: [] } },
       url: '/assets/manifest.js', version: '1' };
     export const publicPath = '/';
     export const assetsBuildDirectory = 'build/client';
     export const future = {};
     export const ssr = true;
     export const isSpaMode = false;
     export const prerender = [];
     export const routeDiscovery = { mode: 'initial' };
     export const basename = '/';`,
  );
  return dir;
}
