import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config';
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
