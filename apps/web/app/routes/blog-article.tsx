import { ArticlePage } from '../features/blog/article-page';
import { loadArticle } from '../features/blog/blog-article.server';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/blog-article';
import '../styles/blog.css';

/** /{locale}/blog/{id}: one article, at its address in the page's language (spec §2). */
export async function loader(args: Route.LoaderArgs) {
  return loadArticle(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} url={loaderData.url} />;
}
