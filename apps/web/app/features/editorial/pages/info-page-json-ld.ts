import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import type { PressRelease } from '@beast/domain/content/press-api.schema';

interface Context {
  /** The page's canonical address. */
  url: string;
  /** The home page's address in the page's language. */
  homeUrl: string;
  homeName: string;
  brandName: string;
}

/**
 * Structured data of an information page (schema.org): the page — an AboutPage for about us, else a WebPage —
 * its breadcrumb from the home page, and on the press page its releases as a list of news articles.
 */
export function infoPageJsonLd(
  page: Pick<PublicPage, 'key' | 'title' | 'description' | 'locale' | 'updatedAt'>,
  { url, homeUrl, homeName, brandName }: Context,
  releases: readonly PressRelease[] = [],
) {
  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: homeName, item: homeUrl },
      { '@type': 'ListItem', position: 2, name: page.title, item: url },
    ],
  };
  const webPage = {
    '@type': page.key === 'about-us' ? 'AboutPage' : 'WebPage',
    '@id': url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.locale,
    dateModified: page.updatedAt,
    isPartOf: { '@type': 'WebSite', name: brandName, url: homeUrl },
    publisher: { '@type': 'Organization', name: brandName },
    breadcrumb,
  };
  const graph: object[] = [webPage];
  if (releases.length > 0) {
    graph.push({
      '@type': 'ItemList',
      name: page.title,
      itemListElement: releases.map((release, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'NewsArticle',
          headline: release.title,
          description: release.summary,
          datePublished: release.releasedOn,
          inLanguage: page.locale,
          url: `${url}#${releaseAnchor(release.key)}`,
          publisher: { '@type': 'Organization', name: brandName },
        },
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** A release's place on the press page. */
export function releaseAnchor(key: string): string {
  return `release-${key}`;
}
