import type { Download } from '@beast/domain/catalog/product.schema';
import { isFaqCategory } from '@beast/domain/content/editorial';
import { FAQ_SEARCH_MAX_LENGTH, type FaqEntry } from '@beast/domain/content/faq-api.schema';
import { data, Link, redirect } from 'react-router';
import { type CatalogApi, catalogApi } from '../features/catalog/catalog-api';
import { Downloads } from '../features/catalog/downloads';
import { faqApi } from '../features/editorial/faq/faq-api';
import { FaqEntries } from '../features/editorial/faq/faq-entries';
import { faqPageJsonLd } from '../features/editorial/faq/faq-json-ld';
import { FaqCategoryNav, FaqSearch } from '../features/editorial/faq/faq-navigation';
import { isUnavailable } from '../lib/api/api-error';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { useLocale } from '../lib/i18n/use-locale';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import type { Route } from './+types/faq';
import '../styles/faq.css';

/** A page patched up after a failed call (spec §8: the FAQ falls back to empty) or a search: never kept. */
const UNSHARED_CACHE_CONTROL = 'private, no-store';

/**
 * spec §2 `/{locale}/faq/{category?}`: the questions of one category, or of every category one after the
 * other; `?q=` searches them all in the page's language. An unknown category goes to /faq. The user-manuals
 * category lists each model's manual from the catalogue, so a manual's address is written once.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, url, t, seoFor } = pageContext(args);
  const requested = args.params.category;
  if (requested !== undefined && !isFaqCategory(requested)) throw redirect(localizedPath(locale, '/faq'));
  const category = requested;
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, FAQ_SEARCH_MAX_LENGTH);
  const faq = faqApi(api);
  let degraded = false;
  const silently =
    <T,>(what: string, fallback: T) =>
    (error: unknown): T => {
      // spec §8: the FAQ fails silently to empty data; the log keeps the cause (an outage is logged by the API).
      if (!isUnavailable(error))
        console.warn(`[storefront] ${what} failed, showing none:`, error instanceof Error ? error.message : error);
      degraded = true;
      return fallback;
    };
  const showsManuals = !query && (category === undefined || category === 'user-manuals');
  const [entries, manuals] = await Promise.all([
    (query ? faq.search(query) : faq.entries(category)).catch(silently('FAQ', [] as FaqEntry[])),
    showsManuals ? manualsOf(catalogApi(api)).catch(silently('manuals', [])) : [],
  ]);

  const path = category ? `/faq/${category}` : '/faq';
  const title = query
    ? t('seo.faqSearchTitle', { query })
    : category
      ? t('seo.faqCategoryTitle', { category: t(`faq.categories.${category}`) })
      : t('seo.faqTitle');
  const seo = seoFor({
    path,
    title,
    description: t('seo.faqDescription', { brand: shop.brandName }),
    // A search is a result, not a page of its own for search engines.
    noindex: Boolean(query),
  });
  const page = {
    ...routeTexts(args.request, ['faq']),
    category,
    query,
    entries,
    manuals,
    seo,
    jsonLd: query || entries.length === 0 ? null : faqPageJsonLd(entries, seo.canonical),
  };
  return data(page, degraded || query ? { headers: { 'Cache-Control': UNSHARED_CACHE_CONTROL } } : undefined);
}

/** Each model's manual in the page's language, in the catalogue's order: the bikes and the Cruisy with a page. */
async function manualsOf(catalog: CatalogApi): Promise<Download[]> {
  const models = (await catalog.products()).filter((product) => product.page !== null && !product.isRefurbished);
  const details = await Promise.all(models.map((model) => catalog.product(model.slug)));
  return details.flatMap((detail) => detail.downloads.filter((download) => download.kind === 'manual'));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const override = loaderHeaders.get('Cache-Control');
  if (override) headers.set('Cache-Control', override);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, loaderData.jsonLd ? [{ 'script:ld+json': loaderData.jsonLd }] : []) : [];

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, query, entries, manuals } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('faq.eyebrow')}</p>
          <h1 className="page-head__title">{category ? t(`faq.categories.${category}`) : t('faq.title')}</h1>
          <p className="page-head__lead">{t('faq.lead')}</p>
        </Container>
      </header>
      <Container className="faq">
        <FaqSearch query={query} />
        <FaqCategoryNav current={query ? undefined : category} />
        <div className="faq__content">
          {query ? (
            <SearchResults query={query} entries={entries} />
          ) : category ? (
            <CategoryEntries entries={entries} manuals={category === 'user-manuals' ? manuals : []} />
          ) : (
            <AllCategories entries={entries} manuals={manuals} />
          )}
        </div>
      </Container>
    </>
  );
}

function SearchResults({ query, entries }: { query: string; entries: readonly FaqEntry[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <section aria-labelledby="faq-results">
      <h2 id="faq-results" className="faq__heading">
        {t('faq.search.results', { count: entries.length, query })}
      </h2>
      {entries.length === 0 ? (
        <p className="faq__empty">{t('notices.noResults')}</p>
      ) : (
        <FaqEntries entries={entries} withCategory />
      )}
      <p className="faq__more">
        <Link to={href('/faq')}>{t('faq.search.clear')}</Link>
      </p>
    </section>
  );
}

function CategoryEntries({ entries, manuals }: { entries: readonly FaqEntry[]; manuals: readonly Download[] }) {
  const { t } = useTranslation();
  return (
    <>
      {entries.length === 0 ? <p className="faq__empty">{t('faq.empty')}</p> : <FaqEntries entries={entries} />}
      {manuals.length > 0 ? <Manuals manuals={manuals} level={2} /> : null}
    </>
  );
}

function AllCategories({ entries, manuals }: { entries: readonly FaqEntry[]; manuals: readonly Download[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  if (entries.length === 0) return <p className="faq__empty">{t('faq.empty')}</p>;
  const categories = [...new Set(entries.map((entry) => entry.category))];
  return categories.map((category) => (
    <section key={category} className="faq__section" aria-labelledby={`faq-${category}`}>
      <h2 id={`faq-${category}`} className="faq__heading">
        <Link to={href(`/faq/${category}`)}>{t(`faq.categories.${category}`)}</Link>
      </h2>
      <FaqEntries entries={entries.filter((entry) => entry.category === category)} />
      {category === 'user-manuals' && manuals.length > 0 ? <Manuals manuals={manuals} level={3} /> : null}
    </section>
  ));
}

/** The models' manuals, under the questions of the user-manuals category (a heading of the level it sits at). */
function Manuals({ manuals, level }: { manuals: readonly Download[]; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="faq-manuals" aria-labelledby="faq-manuals">
      <Heading id="faq-manuals" className="faq-manuals__title">
        {t('faq.manuals.title')}
      </Heading>
      <p className="faq-manuals__lead">{t('faq.manuals.lead')}</p>
      <Downloads downloads={manuals} />
    </section>
  );
}
