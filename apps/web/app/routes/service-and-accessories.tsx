import type { Product, Subcategory } from '@beast/domain/catalog/product.schema';
import { redirect } from 'react-router';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { catalogApi } from '../features/catalog/catalog-api';
import { CategoryFilter } from '../features/catalog/category-filter';
import { parseId } from '../features/catalog/paging';
import { ShopItemCard } from '../features/catalog/shop-item-card';
import { pageContext } from '../lib/api/page-context.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import type { Route } from './+types/service-and-accessories';

const PATH = '/service-and-accessories';

/** Items grouped by subcategory, in the subcategories' order; items without one come last. */
function groupBySubcategory(items: readonly Product[], subcategories: readonly Subcategory[]) {
  const groups = subcategories
    .map((subcategory) => ({
      id: subcategory.id,
      name: subcategory.name,
      items: items.filter((item) => item.subcategoryId === subcategory.id),
    }))
    .filter((group) => group.items.length > 0);
  const known = new Set(subcategories.map((subcategory) => subcategory.id));
  const other = items.filter((item) => item.subcategoryId === null || !known.has(item.subcategoryId));
  return { groups, other };
}

/** /{locale}/service-and-accessories, filtered with `?category=<subcategory id>` (works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, url, t, seoFor } = pageContext(args);
  const catalog = catalogApi(api);
  const category = parseId(url.searchParams.get('category'));
  const [subcategories, items] = await Promise.all([
    catalog.accessorySubcategories(),
    catalog.accessoriesAndServices({ subcategoryId: category }),
  ]);
  const current = subcategories.data.find((subcategory) => subcategory.id === category);
  // An unknown or malformed category shows the whole list under its own URL.
  if (url.searchParams.has('category') && !current) throw redirect(localizedPath(locale, PATH));
  const title = current ? t('seo.accessoriesCategoryTitle', { category: current.name }) : t('seo.accessoriesTitle');
  return {
    subcategories: subcategories.data,
    category: current?.id,
    ...groupBySubcategory(items.data, subcategories.data),
    total: items.total,
    seo: seoFor({
      path: PATH,
      search: current ? `?category=${current.id}` : '',
      title,
      description: t('seo.accessoriesDescription', { brand: shop.brandName }),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceAndAccessories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { subcategories, category, groups, other } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('accessories.eyebrow')}</p>
          <h1 className="page-head__title">{t('accessories.title')}</h1>
          <p className="page-head__lead">{t('accessories.lead')}</p>
        </Container>
      </header>
      <Container className="listing">
        <CategoryFilter categories={subcategories} current={category} label={t('accessories.filterLabel')} />
        <div aria-live="polite">
          {groups.length === 0 && other.length === 0 ? <p className="muted">{t('notices.noResults')}</p> : null}
          {groups.map((group) => (
            <section key={group.id} className="listing__group" aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`} className="listing__title">
                {group.name} <span className="listing__count">{t('listing.count', { count: group.items.length })}</span>
              </h2>
              <ul className="card-grid card-grid--dense">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <ShopItemCard product={item} action={<AddToCartButton product={item} />} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {other.length > 0 ? (
            <section className="listing__group" aria-labelledby="group-other">
              <h2 id="group-other" className="listing__title">
                {t('accessories.other')}
              </h2>
              <ul className="card-grid card-grid--dense">
                {other.map((item) => (
                  <li key={item.id}>
                    <ShopItemCard product={item} action={<AddToCartButton product={item} />} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Container>
    </>
  );
}
