import type { ArticleCategory, ArticleSummary } from '@beast/domain/content/articles-api.schema';
import { ARTICLE_SEARCH_MAX_LENGTH, BLOG_PAGE_SIZE } from '@beast/domain/content/editorial';
import { data, redirect } from 'react-router';
import { ApiError, isUnavailable } from '../../lib/api/api-error';
import { type PageContext, pageContext } from '../../lib/api/page-context.server';
import { routeTexts } from '../../lib/i18n/catalogue.server';
import { localizedPath } from '../../lib/i18n/language';
import { absoluteUrl } from '../../lib/seo/seo';
import { type ArticleListQuery, blogApi } from './blog-api';
import { BLOG_PATH, BLOG_RSS_PATH, blogSearch, hashtagPath, pageNumber } from './blog-paths';
import { blogJsonLd } from './blog-structured-data';

/** The most articles the API gives in one answer (spec §7 allows a limit up to 100). */
const API_PAGE = 100;
const DEGRADED_CACHE_CONTROL = 'private, no-store';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/**
 * The blog's list (spec §4): 20 articles a page, pinned first. `?page=3` shows the first three pages at once,
 * so "show more" is a real link without scripts; with them the list asks the API for the next 20 and appends
 * them (article-list.tsx). A search (`?q=`) replaces the list with the articles found, ranked; `?category=`
 * filters by a category's slug. A failed list says the server's message, else "Get blog posts error" (§8).
 */
export async function loadBlogList(args: LoaderArgs, { hashtag }: { hashtag?: string } = {}) {
  const context = pageContext(args);
  const { locale, api, url, t } = context;
  const blog = blogApi(api);
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, ARTICLE_SEARCH_MAX_LENGTH) || undefined;
  const categorySlug = url.searchParams.get('category') ?? undefined;
  const page = pageNumber(url.searchParams.get('page'));
  const path = hashtag ? hashtagPath(hashtag) : BLOG_PATH;

  let degraded = false;
  const categories = await blog.categories().catch((error: unknown) => {
    if (!isUnavailable(error)) console.warn('[storefront] blog categories failed:', errorMessage(error));
    degraded = true;
    return [] as ArticleCategory[];
  });
  const category = categories.find((entry) => entry.slug === categorySlug);
  // An unknown category (renamed, or typed) shows the whole list at a real address.
  if (categorySlug !== undefined && category === undefined && !degraded) {
    throw redirect(localizedPath(locale, path) + blogSearch({ search }));
  }
  const query = { search, articleCategoryId: category?.id, hashtag };

  let error: string | undefined;
  const { articles, total } = await firstPages(blog, query, page).catch((failure: unknown) => {
    degraded = true;
    error = failure instanceof ApiError && failure.fromServer ? failure.message : t('errors.GET_BLOG_POSTS_FAILED');
    return { articles: [] as ArticleSummary[], total: 0 };
  });
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > pages && !degraded)
    throw redirect(localizedPath(locale, path) + blogSearch({ search, category: categorySlug }));

  const list = {
    ...routeTexts(args.request, ['blog']),
    articles,
    total,
    page,
    search,
    category: category?.slug,
    categories,
    hashtag,
    error,
    ...listSeo(context, { path, search, category, hashtag, page, articles }),
  };
  // A list patched up after a failed call must not be kept by the page cache or a CDN.
  return data(list, degraded ? { headers: { 'Cache-Control': DEGRADED_CACHE_CONTROL } } : undefined);
}

/** The first `page` pages at once, in answers of at most a hundred articles. */
async function firstPages(
  blog: ReturnType<typeof blogApi>,
  query: Omit<ArticleListQuery, 'offset' | 'limit'>,
  page: number,
) {
  const wanted = page * BLOG_PAGE_SIZE;
  const articles: ArticleSummary[] = [];
  let total = 0;
  for (let offset = 0; offset < wanted; offset += API_PAGE) {
    const answer = await blog.articles({ ...query, offset, limit: Math.min(API_PAGE, wanted - offset) });
    articles.push(...answer.data);
    total = answer.total;
    if (articles.length >= total) break;
  }
  return { articles, total };
}

function listSeo(
  { locale, shop, origin, t, seoFor }: PageContext,
  input: {
    path: string;
    search?: string;
    category?: ArticleCategory;
    hashtag?: string;
    page: number;
    articles: ArticleSummary[];
  },
) {
  const base = input.search
    ? t('seo.blogSearchTitle', { search: input.search })
    : input.hashtag
      ? t('seo.blogHashtagTitle', { hashtag: input.hashtag })
      : input.category
        ? t('seo.blogCategoryTitle', { category: input.category.name })
        : t('seo.blogTitle');
  const canonicalSearch = blogSearch({ search: input.search, category: input.category?.slug, page: input.page });
  const seo = seoFor({
    path: input.path,
    search: canonicalSearch,
    title: input.page > 1 ? t('seo.withPage', { title: base, page: input.page }) : base,
    description: t('seo.blogDescription', { brand: shop.brandName }),
    // Searches and the longer lists repeat the first page: followed, not indexed.
    noindex: Boolean(input.search) || input.page > 1,
  });
  return {
    seo,
    rss: {
      href: absoluteUrl(origin, localizedPath(locale, BLOG_RSS_PATH)),
      title: t('seo.blogRssTitle', { brand: shop.brandName }),
    },
    jsonLd: blogJsonLd({
      origin,
      locale,
      brandName: shop.brandName,
      url: seo.canonical,
      title: base,
      articles: input.articles,
    }),
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
