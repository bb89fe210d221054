import { isLocale } from '@beast/domain/i18n/locale';
import { redirect } from 'react-router';
import { blogApi } from '../features/blog/blog-api';
import { BLOG_RSS_PATH } from '../features/blog/blog-paths';
import { buildRssFeed, RSS_ITEMS } from '../features/blog/blog-rss';
import { pageContext } from '../lib/api/page-context.server';
import { localizedPath, resolveRequestLanguage } from '../lib/i18n/language';
import type { Route } from './+types/blog-rss';

/** /{locale}/blog/rss.xml: the blog's RSS 2.0 feed in that language, linked from the blog's pages. */
export async function loader(args: Route.LoaderArgs) {
  if (!isLocale(args.params.lang)) {
    throw redirect(localizedPath(resolveRequestLanguage(args.request), BLOG_RSS_PATH));
  }
  const { locale, api, shop, origin, t } = pageContext(args);
  const latest = await blogApi(api).articles({ offset: 0, limit: RSS_ITEMS });
  const feed = buildRssFeed({
    origin,
    locale,
    title: t('seo.blogRssTitle', { brand: shop.brandName }),
    description: t('seo.blogDescription', { brand: shop.brandName }),
    articles: latest.data,
  });
  return new Response(feed, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  });
}
