import { loadBlogList } from '../features/blog/blog-list.server';
import { BlogListPage, blogListMeta } from '../features/blog/blog-list-page';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import type { Route } from './+types/blog';
import '../styles/blog.css';

/** /{locale}/blog: the blog's list, searched and filtered by category (spec §2, §4). */
export async function loader(args: Route.LoaderArgs) {
  return loadBlogList(args);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => blogListMeta(loaderData);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage list={loaderData} />;
}
