import type { Product } from '@beast/domain/catalog/product.schema';
import { productPath } from '@beast/domain/catalog/product-pages';
import { LOCALES } from '@beast/domain/i18n/locale';
import { localizedPath } from '../i18n/language';
import { absoluteUrl, alternatesInLanguages, languageAlternates, type PageInLanguages } from './seo';

/**
 * Every public page of the storefront, without locale prefix (spec §2): the fixed pages, and the page of
 * each product of the catalogue that has one — a vehicle on its product or order page, an accessory, service
 * or refurbished good under its listing (decision 0008). The rows decide, so a new model needs no code.
 */
export function publicPaths(products: readonly Pick<Product, 'page' | 'slug' | 'type' | 'isRefurbished'>[] = []) {
  const productPages = products.map((product) => productPath(product)).filter((path) => path !== undefined);
  return [
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
    ...productPages,
  ];
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** One `<url>` of the sitemap: its address and every language's (xhtml:link). */
function urlEntry(loc: string, alternates: readonly { hreflang: string; href: string }[]): string {
  const links = alternates
    .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
    .join('\n');
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${links}\n  </url>`;
}

/**
 * sitemap.xml: each page in each language, with its hreflang alternates (xhtml:link); a page with an address
 * of its own per language (`PageInLanguages`) in the languages it exists in.
 */
export function buildSitemap(
  origin: string,
  paths: readonly string[],
  pagesInLanguages: readonly PageInLanguages[] = [],
): string {
  const urls = paths.flatMap((path) => {
    const alternates = languageAlternates(origin, path);
    return LOCALES.map((locale) => urlEntry(absoluteUrl(origin, localizedPath(locale, path)), alternates));
  });
  for (const page of pagesInLanguages) {
    const alternates = alternatesInLanguages(origin, page);
    for (const alternate of alternates) {
      if (alternate.hreflang !== 'x-default') urls.push(urlEntry(alternate.href, alternates));
    }
  }
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
