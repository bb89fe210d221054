import { describe, expect, it } from 'vitest';
import { createPageViewTracker } from './page-view';

describe('page-view tracker (spec §2: page views on every navigation)', () => {
  it('pushes a page_view with path, location and language on the first load', () => {
    const layer: unknown[] = [];
    const track = createPageViewTracker(() => layer);
    track({
      path: '/fr/refurbished',
      search: '?page=2',
      href: 'https://shop.test/fr/refurbished?page=2',
      language: 'fr',
    });
    expect(layer).toEqual([
      {
        event: 'page_view',
        page_path: '/fr/refurbished?page=2',
        page_location: 'https://shop.test/fr/refurbished?page=2',
        language: 'fr',
      },
    ]);
  });

  it('pushes again on each navigation to another page, including back to an earlier one', () => {
    const layer: unknown[] = [];
    const track = createPageViewTracker(() => layer);
    track({ path: '/en', href: 'https://shop.test/en', language: 'en' });
    track({ path: '/en/product/cargo-beast', href: 'https://shop.test/en/product/cargo-beast', language: 'en' });
    track({ path: '/en', href: 'https://shop.test/en', language: 'en' });
    expect(layer.map((event) => (event as { page_path: string }).page_path)).toEqual([
      '/en',
      '/en/product/cargo-beast',
      '/en',
    ]);
  });

  it('counts a new query as a new page view', () => {
    const layer: unknown[] = [];
    const track = createPageViewTracker(() => layer);
    track({ path: '/de/refurbished', search: '', href: 'https://shop.test/de/refurbished', language: 'de' });
    expect(track({ path: '/de/refurbished', search: '?page=2', href: 'x', language: 'de' })).toBe(true);
    expect(layer).toHaveLength(2);
  });

  it('does not count the same page twice (re-render, double effect, hash change)', () => {
    const layer: unknown[] = [];
    const track = createPageViewTracker(() => layer);
    track({ path: '/en', href: 'https://shop.test/en', language: 'en' });
    expect(track({ path: '/en', href: 'https://shop.test/en#models', language: 'en' })).toBe(false);
    expect(layer).toHaveLength(1);
  });
});
