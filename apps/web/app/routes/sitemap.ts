import { catalogApi } from '../features/catalog/catalog-api';
import { createApiTransport } from '../lib/api/api-transport';
import { shopContext } from '../lib/api/load-context';
import { buildSitemap, publicPaths } from '../lib/seo/sitemap';
import type { Route } from './+types/sitemap';

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** /sitemap.xml: every public page in every language (the catalogue's item pages included), with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = shopContext(context);
  const origin = shop.publicUrl;
  // Slugs do not depend on the language: one catalogue answer gives the item pages of all three.
  const products = await catalogApi(createApiTransport({ locale: 'en', context: shop }))
    .products()
    .catch((error: unknown) => {
      console.warn('[storefront] sitemap without item pages:', error instanceof Error ? error.message : error);
      return undefined;
    });
  return new Response(buildSitemap(origin, publicPaths(products)), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // A sitemap missing the catalogue must not be kept by a cache.
      'cache-control': products ? CACHE_CONTROL : 'no-store',
    },
  });
}
