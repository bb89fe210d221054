import { describe, expect, it } from 'vitest';
import { brandSlug, itemListingOf, productPath, servicePagePath } from './product-pages';

describe('product pages', () => {
  it('puts a vehicle on its product or order page, or nowhere', () => {
    expect(productPath({ page: 'product', slug: 'cargo-beast', type: 'cargo_beast', isRefurbished: false })).toBe(
      '/product/cargo-beast',
    );
    expect(productPath({ page: 'order', slug: 'xplorer-beast', type: 'xplorer_beast', isRefurbished: false })).toBe(
      '/order/xplorer-beast',
    );
    expect(productPath({ page: null, slug: 'prototype', type: 'mighty_beast', isRefurbished: false })).toBeUndefined();
  });

  it('puts accessories and services under the service-and-accessories listing', () => {
    expect(productPath({ page: null, slug: 'u-lock', type: 'accessory', isRefurbished: false })).toBe(
      '/service-and-accessories/u-lock',
    );
    expect(productPath({ page: null, slug: 'first-service', type: 'service', isRefurbished: false })).toBe(
      '/service-and-accessories/first-service',
    );
  });

  it('puts every refurbished good, bike or accessory, under the refurbished listing', () => {
    expect(productPath({ page: null, slug: 'refurbished-child-seat', type: 'product', isRefurbished: true })).toBe(
      '/refurbished/refurbished-child-seat',
    );
    expect(itemListingOf({ type: 'mighty_beast', isRefurbished: true })).toBe('refurbished');
    expect(itemListingOf({ type: 'mighty_beast', isRefurbished: false })).toBeUndefined();
  });
});

describe('the brand’s service pages (spec §2 /my-{brand}/service/{id})', () => {
  it('names the brand in the path as a slug, whatever its capitals, accents and spaces', () => {
    expect(brandSlug('Beast')).toBe('beast');
    expect(brandSlug('  Vélo Suisse & Co. ')).toBe('velo-suisse-co');
    expect(servicePagePath('Beast', 'first-service')).toBe('/my-beast/service/first-service');
    expect(servicePagePath('Grüne Welle', 42)).toBe('/my-grune-welle/service/42');
  });
});
