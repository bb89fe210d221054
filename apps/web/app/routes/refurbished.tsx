import { REFURBISHED_PAGE_SIZE } from '@beast/domain/constants/paging';
import { redirect } from 'react-router';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { catalogApi } from '../features/catalog/catalog-api';
import { CategoryFilter } from '../features/catalog/category-filter';
import { Pagination } from '../features/catalog/pagination';
import { listSearch, pageCount, parseId, parsePageNumber } from '../features/catalog/paging';
import { RefurbishedCard } from '../features/catalog/refurbished-card';
import { pageContext } from '../lib/api/page-context.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import type { Route } from './+types/refurbished';

const PATH = '/refurbished';

/** /{locale}/refurbished?category=<id>&page=<n>: refurbished goods, 20 per page (spec §9). */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, url, t, seoFor } = pageContext(args);
  const catalog = catalogApi(api);
  const requestedCategory = parseId(url.searchParams.get('category'));
  const page = parsePageNumber(url.searchParams.get('page'));
  const [categories, goods] = await Promise.all([
    catalog.refurbishedCategories(),
    catalog.refurbishedProducts({
      offset: (page - 1) * REFURBISHED_PAGE_SIZE,
      limit: REFURBISHED_PAGE_SIZE,
      subcategoryId: requestedCategory,
    }),
  ]);
  const current = categories.data.find((category) => category.id === requestedCategory);
  const category = current?.id;
  const count = pageCount(goods.total, REFURBISHED_PAGE_SIZE);
  // Malformed or out-of-range queries go to the nearest real page, so every list URL is a real page.
  const canonicalSearch = listSearch({ category, page: Math.min(page, count) });
  const badCategory = url.searchParams.has('category') && category === undefined;
  const badPage = (url.searchParams.has('page') && url.searchParams.get('page') !== String(page)) || page > count;
  if (badCategory || badPage) throw redirect(localizedPath(locale, PATH) + canonicalSearch);
  const base = current ? t('seo.refurbishedCategoryTitle', { category: current.name }) : t('seo.refurbishedTitle');
  return {
    categories: categories.data,
    category,
    goods: goods.data,
    total: goods.total,
    page,
    count,
    seo: seoFor({
      path: PATH,
      search: canonicalSearch,
      title: page > 1 ? t('seo.withPage', { title: base, page }) : base,
      description: t('seo.refurbishedDescription', { brand: shop.brandName }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Refurbished({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, category, goods, total, page, count } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('refurbished.eyebrow')}</p>
          <h1 className="page-head__title">{t('refurbished.title')}</h1>
          <p className="page-head__lead">{t('refurbished.lead')}</p>
        </Container>
      </header>
      <Container className="listing">
        <CategoryFilter categories={categories} current={category} label={t('refurbished.filterLabel')} />
        <section aria-labelledby="goods">
          <h2 id="goods" className="listing__title">
            {t('refurbished.results', { count: total })}
            {count > 1 ? <span className="listing__count"> · {t('pagination.status', { page, count })}</span> : null}
          </h2>
          {goods.length === 0 ? (
            <p className="muted">{t('notices.noResults')}</p>
          ) : (
            <ul className="card-grid card-grid--dense">
              {goods.map((product) => (
                <li key={product.id}>
                  <RefurbishedCard product={product} action={<AddToCartButton product={product} />} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} count={count} category={category} anchor="goods" />
        </section>
      </Container>
    </>
  );
}
