import type { ProductDetail } from '@beast/domain/catalog/product.schema';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../test/products';
import { loadVehiclePage } from './vehicle-page.server';

/** A product detail as the API answers it; only what the page decides on is stated. */
function detail(values: Parameters<typeof testProduct>[0]): ProductDetail {
  return { ...testProduct(values), highlights: [], specs: [], geometry: null, downloads: [] };
}

/** Runs the loader for `url` against an in-process API that knows only `product`. */
async function load(url: string, kind: 'product' | 'order', product: ProductDetail) {
  const bike = new URL(url).pathname.split('/').at(-1);
  const apiFetch = async (path: string) =>
    path.startsWith(`/api/products/${product.slug}`)
      ? new Response(JSON.stringify(product), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
  const context = { apiFetch, brandName: 'Beast', publicUrl: 'https://shop.example.ch', demoMode: false };
  return loadVehiclePage({ request: new Request(url), params: { lang: 'en', bike }, context }, kind);
}

/** The redirect a loader throws, as its target. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('the product and order pages come from the product rows', () => {
  it('opens the page of a model the catalogue publishes on it, with no code naming the model', async () => {
    const model = detail({ id: 41, slug: 'brand-new-beast', type: 'mighty_beast', page: 'product' });
    const page = await load('https://shop.example.ch/en/product/brand-new-beast', 'product', model);
    expect(page.product.slug).toBe('brand-new-beast');
    expect(page.seo.canonical).toBe('https://shop.example.ch/en/product/brand-new-beast');
  });

  it('sends a model published on the order page home from the product page, and one without a page too', async () => {
    const limited = detail({ id: 42, slug: 'limited-beast', type: 'xplorer_beast', page: 'order' });
    expect(await redirectOf(load('https://shop.example.ch/en/product/limited-beast', 'product', limited))).toBe('/en');
    expect((await load('https://shop.example.ch/en/order/limited-beast', 'order', limited)).kind).toBe('order');
    const unlisted = detail({ id: 43, slug: 'unlisted-beast', type: 'classy_beast', page: null });
    expect(await redirectOf(load('https://shop.example.ch/en/product/unlisted-beast', 'product', unlisted))).toBe(
      '/en',
    );
  });

  it('sends an accessory’s slug and an unknown slug home', async () => {
    const lock = detail({ id: 44, slug: 'u-lock', type: 'accessory', page: null });
    expect(await redirectOf(load('https://shop.example.ch/en/product/u-lock', 'product', lock))).toBe('/en');
    expect(await redirectOf(load('https://shop.example.ch/en/product/no-such-bike', 'product', lock))).toBe('/en');
  });
});
