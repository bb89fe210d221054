import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ThirdPartyTagSettings } from '@beast/domain/consent/third-party-tags';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { FAKE_PAGE_SCRIPT, fakeStorefrontBuild } from '../test/fake-storefront';
import { contentSecurityPolicy, inProcessApiFetch, loadStorefront, storefrontPlugin } from './storefront';

const PAGE = `<!doctype html><html><body><script>${FAKE_PAGE_SCRIPT}</script><p>Beast</p></body></html>`;

/** A server with only the storefront, over the fake build, paying with `provider`. */
async function storefrontOnly(provider: PaymentProvider['name'] = 'test', thirdPartyTags: ThirdPartyTagSettings = {}) {
  const app = Fastify();
  app.decorate('payments', { name: provider } as PaymentProvider);
  await storefrontPlugin({
    buildDir: fakeStorefrontBuild(),
    brandName: 'Beast',
    publicUrl: 'http://localhost:3000',
    demoMode: true,
    thirdPartyTags,
  })(app);
  return app;
}

async function pagePolicy(provider: PaymentProvider['name'], thirdPartyTags?: ThirdPartyTagSettings): Promise<string> {
  const app = await storefrontOnly(provider, thirdPartyTags);
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

  it('admits no third party unless its tag is configured (demo mode configures none)', async () => {
    const policy = await pagePolicy('test');
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name)?.filter((source) => source.startsWith('https:'))).toEqual([]);
    }
  });

  it('admits the origins of the configured tags, and only those', async () => {
    const policy = await pagePolicy('test', {
      sessionRecordingUrl: 'https://rec.example.com/record.js',
      liveChatUrl: 'https://chat.example.net/widget.js?channel={channel}',
    });
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name)?.filter((source) => source.startsWith('https:'))).toEqual([
        'https://rec.example.com',
        'https://chat.example.net',
      ]);
    }
    expect(policy).not.toContain('googletagmanager');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
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

describe('the back office’s pages', () => {
  it('are rendered for every request, never kept in the page cache', async () => {
    const app = await storefrontOnly();
    const caching = async (url: string) => {
      const answers = [await app.inject({ url }), await app.inject({ url })];
      return answers.map((answer) => `${answer.headers['x-page-cache']}, ${answer.headers['cache-control']}`);
    };
    expect(await caching('/admin/staff?offset=25')).toEqual(['miss, private, no-store', 'miss, private, no-store']);
    expect(await caching('/admin')).toEqual(['miss, private, no-store', 'miss, private, no-store']);
    expect((await caching('/administration'))[1]).toMatch(/^hit, public/);
    await app.close();
  });
});

describe('paths that begin with two slashes (an unknown path, spec §2)', () => {
  it('are rendered on the shop’s own origin, never as another host’s address', async () => {
    const app = await storefrontOnly();
    const rendered = async (url: string) => {
      const response = await app.inject({ url });
      return `${response.statusCode} ${response.body.match(/<p>(.*)<\/p>/)?.[1]}`;
    };
    expect(await rendered('//')).toBe('200 http://localhost:3000//');
    expect(await rendered('///')).toBe('200 http://localhost:3000///');
    expect(await rendered('//en')).toBe('200 http://localhost:3000//en');
    expect(await rendered('//evil.example/x')).toBe('200 http://localhost:3000//evil.example/x');
    await app.close();
  });
});

describe('the API as loaders and actions reach it', () => {
  it('sends the method, headers and body, and hands back the status, body and every Set-Cookie', async () => {
    const api = Fastify();
    api.post('/api/echo', async (request, reply) => {
      reply.header('set-cookie', 'a=1; Path=/').header('set-cookie', 'b=2; Path=/');
      return { method: request.method, cookie: request.headers.cookie, body: request.body };
    });
    api.delete('/api/nothing', async (_request, reply) => reply.code(204).send());
    const apiFetch = inProcessApiFetch(api);
    const answer = await apiFetch('/api/echo', {
      method: 'POST',
      headers: { cookie: 'staff_session=x', 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'sales' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await answer.json()).toEqual({ method: 'POST', cookie: 'staff_session=x', body: { role: 'sales' } });
    const empty = await apiFetch('/api/nothing', { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    await api.close();
  });

  it('hands an action’s upload on as the bytes it was given, with its multipart type', async () => {
    const api = Fastify();
    api.addContentTypeParser(/^multipart\//, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    api.post('/api/upload', async (request) => ({
      type: request.headers['content-type'],
      body: (request.body as Buffer).toString('latin1'),
    }));
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const answer = await inProcessApiFetch(api)('/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: bytes,
    });
    expect(await answer.json()).toEqual({
      type: 'multipart/form-data; boundary=x',
      body: Buffer.from(bytes).toString('latin1'),
    });
    await api.close();
  });
});
