import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { FAKE_PAGE_SCRIPT, fakeStorefrontBuild } from '../test/fake-storefront';
import { contentSecurityPolicy, loadStorefront, storefrontPlugin } from './storefront';

const PAGE = `<!doctype html><html><body><script>${FAKE_PAGE_SCRIPT}</script><p>Beast</p></body></html>`;

async function pagePolicy(provider: PaymentProvider['name']): Promise<string> {
  const app = Fastify();
  app.decorate('payments', { name: provider } as PaymentProvider);
  await storefrontPlugin({
    buildDir: fakeStorefrontBuild(),
    brandName: 'Beast',
    publicUrl: 'http://localhost:3000',
    demoMode: true,
  })(app);
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

describe('loading the storefront while the database opens', () => {
  it('serves pages with the build loaded beforehand', async () => {
    const buildDir = fakeStorefrontBuild();
    const handler = loadStorefront(buildDir);
    const app = Fastify();
    app.decorate('payments', { name: 'test' } as PaymentProvider);
    await storefrontPlugin({
      buildDir,
      brandName: 'Beast',
      publicUrl: 'http://localhost:3000',
      demoMode: true,
      handler,
    })(app);
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>http://localhost:3000/</p>');
  });

  it('reports a missing build when the start reaches it, not as an unhandled rejection meanwhile', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const handler = loadStorefront(join(tmpdir(), 'no-such-storefront-build'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await expect(handler).rejects.toThrow(/The storefront is not built/);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
