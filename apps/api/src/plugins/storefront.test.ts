import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { contentSecurityPolicy, storefrontPlugin } from './storefront';

const PAGE = '<!doctype html><html><body><script>window.__x = 1</script><p>Beast</p></body></html>';

/** The smallest React Router server build: one root route whose document is PAGE. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'beast-storefront-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  const route = { id: 'root', path: '', hasLoader: false, hasAction: false, hasClientLoader: false };
  writeFileSync(
    join(dir, 'server', 'index.js'),
    `export const entry = { module: { default: (request, status, headers) =>
       new Response(${JSON.stringify(PAGE)}, { status, headers: { 'content-type': 'text/html; charset=utf-8' } }) } };
     export const routes = { root: { id: 'root', path: '', module: { default: () => null } } };
     export const assets = { entry: { module: '/assets/entry.js', imports: [] },
       routes: { root: { ...${JSON.stringify(route)}, module: '/assets/root.js', hasClientAction: false, hasErrorBoundary: false, imports: [] } },
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

async function pagePolicy(provider: PaymentProvider['name']): Promise<string> {
  const app = Fastify();
  app.decorate('payments', { name: provider } as PaymentProvider);
  await storefrontPlugin({ buildDir: fakeBuild(), brandName: 'Beast', demoMode: true })(app);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  expect(response.statusCode).toBe(200);
  return String(response.headers['content-security-policy']);
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the pages’ Content-Security-Policy', () => {
  it('allows no other origin with the built-in test provider', async () => {
    const policy = await pagePolicy('test');
    expect(policy).not.toContain('stripe.com');
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows Stripe.js, its frames and its API when Stripe is the provider', async () => {
    const policy = await pagePolicy('stripe');
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // Still no inline script but the page's own, by hash, and still never framed itself.
    expect(directive(policy, 'script-src')?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('defaults to no Stripe for a page built without a policy', () => {
    expect(contentSecurityPolicy(Buffer.from(PAGE))).not.toContain('stripe.com');
  });
});
