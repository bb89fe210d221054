import { describe, expect, it } from 'vitest';
import { pageCacheHeaders } from './cache-headers';
import { availabilityOf, priceDecimal, productJsonLd } from './json-ld';
import { pageSeo, seoMeta } from './seo';

describe('page SEO', () => {
  const seo = pageSeo({
    origin: 'https://shop.example.ch',
    locale: 'fr',
    path: '/product/cargo-beast',
    title: 'Cargo Beast',
    description: 'Le vélo cargo.',
    siteName: 'Beast',
    image: '/files/media/cargo-beast/side.svg',
    type: 'product',
  });

  it('uses the prefixed URL as canonical and lists every language plus x-default', () => {
    expect(seo.canonical).toBe('https://shop.example.ch/fr/product/cargo-beast');
    expect(seo.alternates).toEqual([
      { hreflang: 'en', href: 'https://shop.example.ch/en/product/cargo-beast' },
      { hreflang: 'fr', href: 'https://shop.example.ch/fr/product/cargo-beast' },
      { hreflang: 'de', href: 'https://shop.example.ch/de/product/cargo-beast' },
      { hreflang: 'x-default', href: 'https://shop.example.ch/product/cargo-beast' },
    ]);
    expect(seo.image).toBe('https://shop.example.ch/files/media/cargo-beast/side.svg');
  });

  it('keeps a list query in canonical and alternates', () => {
    const paged = pageSeo({ ...seo, origin: 'https://shop.example.ch', path: '/refurbished', search: '?page=2' });
    expect(paged.canonical).toBe('https://shop.example.ch/fr/refurbished?page=2');
    expect(paged.alternates.at(-1)?.href).toBe('https://shop.example.ch/refurbished?page=2');
  });

  it('renders title, description, canonical, hreflang links and Open Graph tags', () => {
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({ title: 'Cargo Beast' });
    expect(tags).toContainEqual({ name: 'description', content: 'Le vélo cargo.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonical });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example.ch/product/cargo-beast',
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'fr_CH' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ property: 'og:image', content: seo.image });
  });
});

describe('Product JSON-LD', () => {
  it('writes prices as decimal strings without floating-point noise', () => {
    expect(priceDecimal(549900)).toBe('5499.00');
    expect(priceDecimal(12345)).toBe('123.45');
    expect(priceDecimal(5)).toBe('0.05');
    expect(priceDecimal(0)).toBe('0.00');
  });

  it('is InStock on product pages, PreOrder on order pages, SoldOut when an edition is gone', () => {
    expect(availabilityOf({ page: 'product', limitedEdition: null })).toBe('InStock');
    expect(availabilityOf({ page: 'order', limitedEdition: { size: 100, remaining: 3 } })).toBe('PreOrder');
    expect(availabilityOf({ page: 'order', limitedEdition: { size: 100, remaining: 0 } })).toBe('SoldOut');
  });

  it('names the product, brand, images and a CHF offer at the price to pay, fees included', () => {
    const ld = productJsonLd(
      {
        name: 'Xplorer Beast',
        description: 'e-MTB',
        slug: 'xplorer-beast',
        media: [
          { url: '/files/a.svg', kind: 'image', alt: '', width: 800, height: 480 },
          { url: '/files/v.webm', kind: 'video', alt: '', width: 960, height: 540 },
        ],
        type: 'xplorer_beast',
        price: 799900,
        packageFees: [
          { kind: 'assembly', price: 14900 },
          { kind: 'delivery', price: 0 },
        ],
        currency: 'CHF',
        page: 'order',
        limitedEdition: { size: 100, remaining: 100 },
        isRefurbished: false,
      },
      { origin: 'https://shop.example.ch', brandName: 'Beast', url: 'https://shop.example.ch/en/order/xplorer-beast' },
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Xplorer Beast',
      image: ['https://shop.example.ch/files/a.svg'],
      brand: { '@type': 'Brand', name: 'Beast' },
      offers: {
        '@type': 'Offer',
        price: '8148.00',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/PreOrder',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('describes an accessory as a new product in stock and a refurbished good as refurbished', () => {
    const item = {
      name: 'U-Lock 16 mm',
      description: 'A hardened-steel U-lock.',
      slug: 'u-lock',
      media: [],
      type: 'accessory' as const,
      price: 9900,
      packageFees: [],
      currency: 'CHF' as const,
      page: null,
      limitedEdition: null,
    };
    const context = { origin: 'https://shop.example.ch', brandName: 'Beast', url: 'https://shop.example.ch/fr/x' };
    expect(productJsonLd({ ...item, isRefurbished: false }, context).offers).toMatchObject({
      price: '99.00',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(productJsonLd({ ...item, isRefurbished: true }, context).offers).toMatchObject({
      url: 'https://shop.example.ch/fr/x',
      itemCondition: 'https://schema.org/RefurbishedCondition',
    });
  });
});

describe('page cache headers', () => {
  it('lets a CDN keep a prefixed page for a minute', () => {
    expect(pageCacheHeaders('https://shop.example.ch/fr/refurbished')).toEqual({
      'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
    });
  });

  it('varies an unprefixed page on the language cookie and Accept-Language', () => {
    expect(pageCacheHeaders('https://shop.example.ch/refurbished').Vary).toBe('Cookie, Accept-Language');
  });
});
