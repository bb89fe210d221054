import { publicOrigin, shopContext } from '../features/api/load-context';
import { buildSitemap } from '../features/seo/sitemap';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: every public page in every language, with hreflang alternates. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(shopContext(context), request);
  return new Response(buildSitemap(origin), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
