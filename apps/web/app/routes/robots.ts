import { shopContext } from '../lib/api/load-context';
import { buildRobotsTxt } from '../lib/seo/sitemap';
import type { Route } from './+types/robots';

/** /robots.txt: everything may be crawled; the sitemap lists the pages. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(shopContext(context).publicUrl), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
