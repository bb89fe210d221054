import { redirect } from 'react-router';
import { isNotFound } from '../../lib/api/api-error';
import { metaDescription, pageContext } from '../../lib/api/page-context.server';
import { routeTexts } from '../../lib/i18n/catalogue.server';
import { localizedPath } from '../../lib/i18n/language';
import { alternatesInLanguages } from '../../lib/seo/seo';
import { blogApi } from './blog-api';
import { articleAddresses, articlePath, BLOG_PATH } from './blog-paths';
import { articleJsonLd } from './blog-structured-data';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/** An address the API reads as an article's id or slug; anything else is not an article. */
const ID_OR_SLUG = /^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * An article's page (spec §2 `/blog/{id}`). Its address is the article's slug in the page's language: an id, or
 * the slug of another language (a link shared across languages, the language switch), redirects there for good.
 * An article that is not public in this language — a draft, one scheduled later, one not written in it —
 * sends the reader to the blog's list, never to a page half in another language (decision 18).
 */
export async function loadArticle(args: LoaderArgs) {
  const context = pageContext(args);
  const { locale, api, shop, origin, seoFor } = context;
  const list = localizedPath(locale, BLOG_PATH);
  const requested = args.params.id ?? '';
  if (!ID_OR_SLUG.test(requested)) throw redirect(list);
  const article = await blogApi(api)
    .article(requested)
    .catch((error: unknown) => {
      if (isNotFound(error)) throw redirect(list);
      throw error;
    });
  if (article.slug !== requested) throw redirect(localizedPath(locale, articlePath(article.slug)), 301);
  const seo = seoFor({
    path: articlePath(article.slug),
    title: article.title,
    description: metaDescription(article.description),
    image: article.coverUrl ?? undefined,
    type: 'article',
  });
  return {
    ...routeTexts(args.request, ['blog']),
    article,
    url: seo.canonical,
    seo: { ...seo, alternates: alternatesInLanguages(origin, articleAddresses(article)) },
    jsonLd: articleJsonLd({ origin, locale, brandName: shop.brandName, article }),
  };
}
