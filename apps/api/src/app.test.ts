import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './test/catalog';
import { createTestApp } from './test/test-app';

let harness: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => harness.app.inject({ method: 'GET', url });

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('the API as a whole', () => {
  it('reports its health after checking the database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: harness.database.kind });
  });

  it('answers a 503 in the error shape when the database is gone', async () => {
    const broken = { ...harness.database, ping: () => Promise.reject(new Error('connection refused')) };
    const { buildApp } = await import('./app');
    const { loadConfig } = await import('./config');
    const { createLocalFileStorage } = await import('./files/file-storage');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) }),
      database: broken,
      files: createLocalFileStorage('/tmp'),
      logger: false,
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(response.body).not.toContain('connection refused');
    await app.close();
  });

  it('answers unknown API paths with a JSON 404, never a page', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('publishes an OpenAPI 3 document of every catalogue route, generated from the schemas', async () => {
    const document = (await get('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/products',
      '/api/products/{id}',
      '/api/product-types/{id}/product',
      '/api/product-subcategories',
      '/api/product-subcategories/refurbished',
      '/api/refurbished-products',
      '/api/accessories-and-services',
      '/api/special-offers',
      '/api/home-page',
      '/api/users/dictionary',
      '/api/health',
    ]) {
      expect(document.paths, path).toHaveProperty([path, 'get']);
    }
    const take = document.paths['/api/products'].get.parameters.find((p: { name: string }) => p.name === 'take');
    expect(take.schema).toMatchObject({ minimum: 1, maximum: 500, default: 500 });
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers and no internals on errors', async () => {
    const response = await get('/api/products/999999');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toMatch(/stack|select |at .+\.ts/i);
  });

  it('serves files without letting them run scripts', async () => {
    const { slug } = await createProduct(harness);
    const product = (await get(`/api/products/${slug}`)).json();
    const image = await get(product.media[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect((await get('/files/../package.json')).statusCode).toBe(404);
  });
});
