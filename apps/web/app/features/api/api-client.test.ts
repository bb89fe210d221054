import { describe, expect, it } from 'vitest';
import { ApiError, apiPath, createApiClient, isNotFound } from './api-client';
import { metaDescription } from './page-context.server';

function recorder(response: () => Response) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const transport = async (path: string, headers: Record<string, string>) => {
    calls.push({ path, headers });
    return response();
  };
  return { calls, transport };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('adds lang to every path', () => {
    expect(apiPath('/api/products', { take: 500 }, 'fr')).toBe('/api/products?take=500&lang=fr');
    expect(apiPath('/api/home-page', { offset: undefined }, 'de')).toBe('/api/home-page?lang=de');
  });

  it('sends lang and Accept-Language in the page language (spec §7)', async () => {
    const { calls, transport } = recorder(() => json({ video: null, translations: { advantageSections: [] } }));
    await createApiClient({ locale: 'de', transport }).homePage();
    expect(calls[0]?.path).toBe('/api/home-page?lang=de');
    expect(calls[0]?.headers['accept-language']).toBe('de');
  });

  it('asks for products with take=500 and refurbished goods by page and category', async () => {
    const page = { data: [], offset: 20, limit: 20, total: 0 };
    const { calls, transport } = recorder(() => json(calls.length === 1 ? [] : page));
    const api = createApiClient({ locale: 'en', transport });
    await api.products();
    await api.refurbishedProducts({ offset: 20, limit: 20, subcategoryId: 9 });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/products?take=500&lang=en',
      '/api/refurbished-products?offset=20&limit=20&subcategoryId=9&lang=en',
    ]);
  });

  it('uses the server load context when it has apiFetch', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      locale: 'fr',
      context: {
        apiFetch: async (path) => {
          seen.push(path);
          return json([]);
        },
      },
    });
    await api.specialOffers();
    expect(seen).toEqual(['/api/special-offers?lang=fr']);
  });

  it('turns the error shape into an ApiError with code, message and fields', async () => {
    const { transport } = recorder(() =>
      json({ error: { code: 'PRODUCT_NOT_FOUND', message: 'Ce produit n’existe pas.', fields: {} } }, 404),
    );
    const error = await createApiClient({ locale: 'fr', transport })
      .product('nope')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Ce produit n’existe pas.',
      fromServer: true,
    });
    expect(isNotFound(error)).toBe(true);
  });

  it('refuses an answer that does not match the domain schema', async () => {
    const { transport } = recorder(() => json([{ id: 'not a product' }]));
    await expect(createApiClient({ locale: 'en', transport }).products()).rejects.toMatchObject({
      status: 502,
      fromServer: false,
    });
  });

  it('reports an unreachable API as 503', async () => {
    const transport = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(createApiClient({ locale: 'en', transport }).homePage()).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('meta description', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(metaDescription('  A  short\ntext. ')).toBe('A short text.');
    const long = 'word '.repeat(60);
    const cut = metaDescription(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
