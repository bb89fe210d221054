import { describe, expect, it } from 'vitest';
import { isNotFound } from '../../lib/api/api-error';
import { createApiTransport, type FetchInit } from '../../lib/api/api-transport';
import { catalogApi } from './catalog-api';

function recorder(answer: (path: string) => Response) {
  const paths: string[] = [];
  const fetcher = async (path: string, _headers: Record<string, string>, _init?: FetchInit) => {
    paths.push(path);
    return answer(path);
  };
  return { paths, fetcher };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('catalogue API', () => {
  it('asks for products with take=500 and refurbished goods by page and category', async () => {
    const page = { data: [], offset: 20, limit: 20, total: 0 };
    const { paths, fetcher } = recorder((path) => json(path.startsWith('/api/products') ? [] : page));
    const catalog = catalogApi(createApiTransport({ locale: 'en', fetcher }));
    await catalog.products();
    await catalog.refurbishedProducts({ offset: 20, limit: 20, subcategoryId: 9 });
    expect(paths).toEqual([
      '/api/products?take=500&lang=en',
      '/api/refurbished-products?offset=20&limit=20&subcategoryId=9&lang=en',
    ]);
  });

  it('refuses a product list that does not match the domain schema', async () => {
    const { fetcher } = recorder(() => json([{ id: 'not a product' }]));
    await expect(catalogApi(createApiTransport({ locale: 'en', fetcher })).products()).rejects.toMatchObject({
      status: 502,
    });
  });

  it('reports an unknown product as not found', async () => {
    const { paths, fetcher } = recorder(() =>
      json({ error: { code: 'PRODUCT_NOT_FOUND', message: 'Ce produit n’existe pas.' } }, 404),
    );
    const error = await catalogApi(createApiTransport({ locale: 'fr', fetcher }))
      .product('no such/bike')
      .catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(paths).toEqual(['/api/products/no%20such%2Fbike?lang=fr']);
  });
});
