import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemap, publicPaths } from './sitemap';

describe('sitemap.xml', () => {
  it('lists the fixed pages when the catalogue is not at hand', () => {
    expect(publicPaths()).toEqual([
      '/',
      '/service-and-accessories',
      '/refurbished',
      '/blog',
      '/experience-center',
      '/contact-us',
      '/test-drive',
      '/rentals',
      '/quotation',
      '/newsletter',
      '/b2b-offer',
      '/contest',
      '/hotel-competition',
      '/special-offers',
    ]);
  });

  it('gives each vehicle the page its row names, and none to a vehicle without one', () => {
    const paths = publicPaths([
      { slug: 'new-model', type: 'mighty_beast', page: 'product', isRefurbished: false },
      { slug: 'limited-model', type: 'xplorer_beast', page: 'order', isRefurbished: false },
      { slug: 'unlisted-model', type: 'classy_beast', page: null, isRefurbished: false },
    ]);
    expect(paths.slice(publicPaths().length)).toEqual(['/product/new-model', '/order/limited-model']);
  });

  it('adds the page of each accessory, service and refurbished good, and no second page for a vehicle', () => {
    const paths = publicPaths([
      { slug: 'u-lock', type: 'accessory', page: null, isRefurbished: false },
      { slug: 'first-service', type: 'service', page: null, isRefurbished: false },
      { slug: 'refurbished-child-seat', type: 'product', page: null, isRefurbished: true },
      { slug: 'mighty-beast', type: 'mighty_beast', page: 'product', isRefurbished: false },
    ]);
    expect(paths.slice(publicPaths().length)).toEqual([
      '/service-and-accessories/u-lock',
      '/service-and-accessories/first-service',
      '/refurbished/refurbished-child-seat',
      '/product/mighty-beast',
    ]);
    expect(paths.filter((path) => path === '/product/mighty-beast')).toHaveLength(1);
    const xml = buildSitemap('https://shop.example.ch', paths);
    const entry = xml.split('<url>').find((url) => url.includes('<loc>https://shop.example.ch/de/refurbished/'));
    for (const [lang, prefix] of [
      ['en', '/en'],
      ['fr', '/fr'],
      ['de', '/de'],
      ['x-default', ''],
    ]) {
      expect(entry).toContain(
        `hreflang="${lang}" href="https://shop.example.ch${prefix}/refurbished/refurbished-child-seat"`,
      );
    }
  });

  it('has one <url> per page and language, with absolute prefixed URLs', () => {
    const xml = buildSitemap('https://shop.example.ch', ['/', '/refurbished']);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shop.example.ch/en',
      'https://shop.example.ch/fr',
      'https://shop.example.ch/de',
      'https://shop.example.ch/en/refurbished',
      'https://shop.example.ch/fr/refurbished',
      'https://shop.example.ch/de/refurbished',
    ]);
  });

  it('gives each URL its hreflang alternates, x-default being the unprefixed path', () => {
    const xml = buildSitemap('https://shop.example.ch', ['/refurbished']);
    const first = xml.split('</url>')[0] ?? '';
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example.ch/en/refurbished"/>',
    );
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://shop.example.ch/fr/refurbished"/>',
    );
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example.ch/de/refurbished"/>',
    );
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.ch/refurbished"/>',
    );
  });

  it('declares the sitemap and xhtml namespaces and escapes XML', () => {
    const xml = buildSitemap('https://shop.example.ch', ['/a&b']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('/en/a&amp;b');
    expect(xml).not.toContain('/en/a&b');
  });

  it('works behind a public URL with a trailing slash', () => {
    expect(buildSitemap('https://shop.example.ch/', ['/'])).toContain('<loc>https://shop.example.ch/en</loc>');
  });
});

describe('robots.txt', () => {
  it('allows everything and points to the sitemap', () => {
    expect(buildRobotsTxt('https://shop.example.ch')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://shop.example.ch/sitemap.xml\n',
    );
  });

  it('lists an article at its own address in each language it is public in, each naming the others', () => {
    const xml = buildSitemap(
      'https://shop.example.ch',
      [],
      [{ en: '/blog/winter-riding', fr: '/blog/rouler-en-hiver' }],
    );
    const entries = xml.split('<url>').slice(1);
    expect(entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual([
      'https://shop.example.ch/en/blog/winter-riding',
      'https://shop.example.ch/fr/blog/rouler-en-hiver',
    ]);
    for (const entry of entries) {
      expect(entry).toContain('hreflang="fr" href="https://shop.example.ch/fr/blog/rouler-en-hiver"');
      expect(entry).toContain('hreflang="x-default" href="https://shop.example.ch/blog/winter-riding"');
      expect(entry).not.toContain('hreflang="de"');
    }
  });
});
