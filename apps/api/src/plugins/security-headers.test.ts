import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerSecurityHeaders } from './security-headers';

async function headersOf(config: Pick<Config, 'mode' | 'publicUrl' | 'trustProxy'>, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: config.trustProxy });
  registerSecurityHeaders(app, config);
  app.get('/', async () => 'ok');
  const response = await app.inject({ url: '/', headers });
  await app.close();
  return response.headers;
}

describe('Strict-Transport-Security', () => {
  const production = { ...loadConfig({ PUBLIC_URL: 'https://shop.example.ch' }), mode: 'production' as const };

  it('is sent in production whenever PUBLIC_URL is https, also when TLS ends at a proxy that is not trusted', async () => {
    const behindProxy = await headersOf(production, { 'x-forwarded-proto': 'https' });
    expect(behindProxy['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await headersOf(production, {}))['strict-transport-security']).toBeDefined();
  });

  it('is sent for https requests through a trusted proxy', async () => {
    const demo = { ...loadConfig({}), trustProxy: true };
    expect((await headersOf(demo, { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBeDefined();
  });

  it('is never sent by a shop on plain http (the demo on localhost)', async () => {
    expect((await headersOf(loadConfig({}), {}))['strict-transport-security']).toBeUndefined();
    const httpProduction = { ...production, publicUrl: 'http://shop.example.ch' };
    expect((await headersOf(httpProduction, {}))['strict-transport-security']).toBeUndefined();
  });
});

describe('the API docs', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('carry a strict Content-Security-Policy that allows exactly what the page loads', async () => {
    const docs = await shop.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const policy = String(docs.headers['content-security-policy']);
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toMatch(/^style-src 'self'( 'sha256-[\w+/=]+')*$/);
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-');

    // No inline script or style: every script and stylesheet is a file of this origin, and it is served.
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style/);
    const files = [...docs.body.matchAll(/<(?:script src|link rel="stylesheet" type="text\/css" href)="([^"]+)"/g)];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const [, url] of files) {
      expect(url, url).toMatch(/^\/api\/docs\/static\//);
      expect((await shop.app.inject({ url: url ?? '' })).statusCode, url).toBe(200);
    }
    const document = await shop.app.inject({ url: '/api/docs/json' });
    expect(document.json().openapi).toMatch(/^3\./);
  });
});
