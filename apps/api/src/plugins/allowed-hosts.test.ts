import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { createHostCheck } from './allowed-hosts';

describe('the hosts the shop answers', () => {
  it('are the public origin’s host and port, and this machine’s names on any port', () => {
    const allowed = createHostCheck('https://shop.example.ch');
    for (const host of ['shop.example.ch', 'SHOP.example.ch:443', 'localhost:3000', '127.0.0.1', '[::1]:8080']) {
      expect(allowed(host), host).toBe(true);
    }
    for (const host of [
      'evil.example',
      'shop.example.ch:8443',
      'shop.example.ch.evil.example',
      'evil.shop.example.ch',
      'shop.example.ch@evil.example',
      'localhost/evil.example',
      '',
      undefined,
    ]) {
      expect(allowed(host), String(host)).toBe(false);
    }
  });

  it('in demo mode, are localhost and 127.0.0.1 on the configured port, never another name', () => {
    const allowed = createHostCheck(loadConfig({ PORT: '3101' }).publicUrl);
    expect(allowed('localhost:3101')).toBe(true);
    expect(allowed('127.0.0.1:3101')).toBe(true);
    expect(allowed('evil.example:3101')).toBe(false);
  });
});

describe('a request for another host', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ storefront: true, config: { publicUrl: 'https://shop.example.ch' } });
  });
  afterAll(() => shop.close());

  const page = (host: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: '/?page=2', headers: { host, ...headers } });

  it('is refused in the error shape, never reaches the page cache, and leaves nothing for the next visitor', async () => {
    const refused = await page('evil.example', { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'UNKNOWN_HOST', message: 'Cette adresse n’appartient pas à cette boutique.' },
    });
    expect(refused.headers['x-page-cache']).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');

    const first = await page('shop.example.ch');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toContain('https://shop.example.ch/?page=2');
    expect(first.body).not.toContain('evil.example');
  });

  it('renders every accepted host’s page at the public origin, so the cache serves all of them the same page', async () => {
    const viaLoopback = await page('127.0.0.1:3000', { 'x-forwarded-host': 'evil.example' });
    const viaPublic = await page('shop.example.ch');
    expect(viaLoopback.body).toContain('https://shop.example.ch/?page=2');
    expect(viaLoopback.body).not.toMatch(/evil\.example|127\.0\.0\.1/);
    expect(viaPublic.headers['x-page-cache']).toBe('hit');
    expect(viaPublic.body).toBe(viaLoopback.body);
  });

  it('is refused on the API too, while the load balancer’s health and readiness checks may use any address', async () => {
    const products = await shop.app.inject({ url: '/api/products', headers: { host: 'evil.example' } });
    expect(products.statusCode).toBe(400);
    for (const url of ['/api/health', '/api/health/ready']) {
      const probe = await shop.app.inject({ url, headers: { host: '10.0.3.7:3000' } });
      expect(probe.statusCode, url).toBe(200);
    }
  });
});

describe('behind a trusted proxy', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({
      storefront: true,
      config: { publicUrl: 'https://shop.example.ch', trustProxy: true },
    });
  });
  afterAll(() => shop.close());

  it('checks the host the proxy forwards', async () => {
    const forwarded = (host: string) =>
      shop.app.inject({ url: '/', headers: { host: '127.0.0.1:3000', 'x-forwarded-host': host } });
    expect((await forwarded('shop.example.ch')).statusCode).toBe(200);
    const refused = await forwarded('evil.example');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-page-cache']).toBeUndefined();
  });
});
