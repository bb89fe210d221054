import { redirect } from 'react-router';
import { loadBlogList } from '../features/blog/blog-list.server';
import { BlogListPage, blogListMeta } from '../features/blog/blog-list-page';
import { isHashtag } from '../features/blog/blog-paths';
import { localizedPath, resolveRequestLanguage } from '../lib/i18n/language';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import type { Route } from './+types/blog-hashtag';
import '../styles/blog.css';

/** /{locale}/blog/hashtags/{hashtag}: the articles with a hashtag (spec §2); anything else is not a hashtag. */
export async function loader(args: Route.LoaderArgs) {
  const hashtag = args.params.hashtag;
  if (!isHashtag(hashtag)) throw redirect(localizedPath(resolveRequestLanguage(args.request), '/blog'));
  return loadBlogList(args, { hashtag });
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => blogListMeta(loaderData);

export default function BlogHashtag({ loaderData }: Route.ComponentProps) {
  return <BlogListPage list={loaderData} />;
}
