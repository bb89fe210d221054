import { ORDER_PAGE_BIKES, PRODUCT_PAGE_BIKES } from '@beast/domain/catalog/bikes';
import type { Product } from '@beast/domain/catalog/product.schema';
import { itemListingOf, productPath } from '@beast/domain/catalog/product-pages';
import { LOCALES } from '@beast/domain/i18n/locale';
import { localizedPath } from '../i18n/language';
import { absoluteUrl, languageAlternates } from './seo';

/**
 * Every public page of the storefront, without locale prefix (spec §2, this slice): the fixed pages, and the
 * page of each accessory, service and refurbished good of the catalogue (decision 0008).
 */
export function publicPaths(products: readonly Pick<Product, 'page' | 'slug' | 'type' | 'isRefurbished'>[] = []) {
  const items = products.filter((product) => itemListingOf(product)).map((product) => productPath(product));
  return [
    '/',
    ...PRODUCT_PAGE_BIKES.map((bike) => `/product/${bike}`),
    ...ORDER_PAGE_BIKES.map((bike) => `/order/${bike}`),
    '/service-and-accessories',
    '/refurbished',
    ...items.filter((path) => path !== undefined),
  ];
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** sitemap.xml: each page in each language, with its hreflang alternates (xhtml:link). */
export function buildSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = languageAlternates(origin, path)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, localizedPath(locale, path)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}
