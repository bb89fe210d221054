import { LOCALES } from '@beast/domain/i18n/locale';
import { blogApi } from '../features/blog/blog-api';
import { articlePath } from '../features/blog/blog-paths';
import { catalogApi } from '../features/catalog/catalog-api';
import { companiesApi } from '../features/companies/companies-api';
import { faqPaths } from '../features/editorial/faq/faq-paths';
import { INFO_PAGE_KEYS, infoPagePath } from '../features/editorial/pages/info-page-paths';
import { pagesApi } from '../features/editorial/pages/pages-api';
import { offerAddresses } from '../features/offers/offer-paths';
import { offersApi } from '../features/offers/offers-api';
import { isNotFound } from '../lib/api/api-error';
import { createApiTransport } from '../lib/api/api-transport';
import { type ShopContext, shopContext } from '../lib/api/load-context';
import type { PageInLanguages } from '../lib/seo/seo';
import { buildSitemap, publicPaths } from '../lib/seo/sitemap';
import type { Route } from './+types/sitemap';

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
/** The most articles one answer of the API gives (spec §7). */
const ARTICLES_PER_CALL = 100;

/** /sitemap.xml: every public page in every language (the catalogue's item pages included), with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = shopContext(context);
  const origin = shop.publicUrl;
  const partial = (what: string) => (error: unknown) => {
    console.warn(`[storefront] sitemap without ${what}:`, error instanceof Error ? error.message : error);
    return undefined;
  };
  // Slugs do not depend on the language: one catalogue answer gives the item pages of all three.
  const [products, articles, infoPages, offers, companies] = await Promise.all([
    catalogApi(createApiTransport({ locale: 'en', context: shop }))
      .products()
      .catch(partial('item pages')),
    publicArticles(shop).catch(partial('articles')),
    publicInfoPages(shop).catch(partial('information pages')),
    publicOffers(shop).catch(partial('special offers')),
    // Only the partner companies that asked for it: the others' pages are noindex.
    companiesApi(createApiTransport({ locale: 'en', context: shop }))
      .listed()
      .then((answer) => answer.companies.map((company) => `/${company.slug}`))
      .catch(partial('partner companies')),
  ]);
  const inLanguages = [...(articles ?? []), ...(infoPages ?? []), ...(offers ?? [])];
  return new Response(
    buildSitemap(origin, [...publicPaths(products), ...faqPaths(), ...(companies ?? [])], inLanguages),
    {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        // A sitemap missing the catalogue, the blog or the information pages must not be kept by a cache.
        'cache-control': products && articles && infoPages && companies ? CACHE_CONTROL : 'no-store',
      },
    },
  );
}

/** The offers everyone may buy, at their address in each language; flash offers are for members, not search. */
async function publicOffers(shop: ShopContext): Promise<PageInLanguages[]> {
  const offers = await offersApi(createApiTransport({ locale: 'en', context: shop })).offers();
  return offers.filter((offer) => offer.companies.length === 0).map(offerAddresses);
}

/** Every public article, at its address in each language it is public in. */
async function publicArticles(shop: ShopContext): Promise<PageInLanguages[]> {
  const byId = new Map<number, PageInLanguages>();
  for (const locale of LOCALES) {
    const blog = blogApi(createApiTransport({ locale, context: shop }));
    for (let offset = 0; ; offset += ARTICLES_PER_CALL) {
      const page = await blog.articles({ offset, limit: ARTICLES_PER_CALL });
      for (const article of page.data)
        byId.set(article.id, { ...byId.get(article.id), [locale]: articlePath(article.slug) });
      if (offset + ARTICLES_PER_CALL >= page.total) break;
    }
  }
  return [...byId.values()];
}

/**
 * Every information page in the languages it is public in (an editor may publish one before all its languages are
 * written): the first language that answers names them all.
 */
async function publicInfoPages(shop: ShopContext): Promise<PageInLanguages[]> {
  const pages = await Promise.all(
    INFO_PAGE_KEYS.map(async (key): Promise<PageInLanguages | null> => {
      for (const locale of LOCALES) {
        const page = await pagesApi(createApiTransport({ locale, context: shop }))
          .page(key)
          .catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          });
        if (page) return Object.fromEntries(page.locales.map((language) => [language, infoPagePath(key)]));
      }
      return null;
    }),
  );
  return pages.filter((page): page is PageInLanguages => page !== null);
}
