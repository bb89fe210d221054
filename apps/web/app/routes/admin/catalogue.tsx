import { PRODUCT_TYPE_CODES } from '@beast/domain/catalog/product-type-codes';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  AdminProductListSchema,
  type AdminProductRow,
  PRODUCT_SORTS,
} from '@beast/domain/staff/catalogue-api.schema';
import { Link } from 'react-router';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { ListFilters, ListResults } from '../../features/back-office/list-pages';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/catalogue';

const FILTERS = ['q', 'type', 'published', 'missingTranslation', 'sort'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** The filters and the page come in the address, so a view can be bookmarked and shared. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const filters: Filters = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name) || undefined]).filter(([, value]) => value),
  );
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const query = { ...filters, offset: (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE, limit: ADMIN_PRODUCTS_PAGE_SIZE };
  try {
    return { filters, page, products: await api.read('/api/admin/catalogue/products', AdminProductListSchema, query) };
  } catch (error) {
    // A value typed by hand in the address that the API refuses: the filters say so.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const empty = { data: [], offset: 0, limit: ADMIN_PRODUCTS_PAGE_SIZE, total: 0 };
    return { filters, page: 1, products: empty, filterError: error.message };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.catalogue.title');

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, page, products } = loaderData;
  const filterError = ('filterError' in loaderData && loaderData.filterError) || null;
  const pages = Math.max(1, Math.ceil(products.total / ADMIN_PRODUCTS_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.catalogue.title')} lead={t('admin.catalogue.lead')}>
        <p className="admin-links">
          <Link to={BACK_OFFICE_PATHS.newProduct}>{t('admin.catalogue.new')}</Link>
          <Link to={BACK_OFFICE_PATHS.subcategories}>{t('admin.catalogue.subcategories')}</Link>
        </p>
      </ScreenHeading>
      <ListFilters texts="admin.catalogue" path={BACK_OFFICE_PATHS.catalogue} error={filterError}>
        <AdminTextField name="q" type="search" label={t('admin.catalogue.search')} defaultValue={filters.q} />
        <AdminSelectField
          name="type"
          label={t('admin.catalogue.type')}
          placeholder={t('admin.catalogue.anyType')}
          options={PRODUCT_TYPE_CODES.map((type) => ({ value: type, label: t(`admin.catalogue.types.${type}`) }))}
          defaultValue={filters.type}
        />
        <AdminSelectField
          name="published"
          label={t('admin.catalogue.publication')}
          placeholder={t('admin.catalogue.anyPublication')}
          options={[
            { value: 'true', label: t('admin.catalogue.published') },
            { value: 'false', label: t('admin.catalogue.unpublished') },
          ]}
          defaultValue={filters.published}
        />
        <AdminSelectField
          name="missingTranslation"
          label={t('admin.catalogue.translations')}
          placeholder={t('admin.catalogue.anyTranslation')}
          options={[
            { value: 'true', label: t('admin.catalogue.missing') },
            { value: 'false', label: t('admin.catalogue.complete') },
          ]}
          defaultValue={filters.missingTranslation}
        />
        <AdminSelectField
          name="sort"
          label={t('admin.catalogue.sort')}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`admin.catalogue.sorts.${sort}`) }))}
          defaultValue={filters.sort ?? 'catalogue'}
        />
      </ListFilters>
      <ListResults
        texts="admin.catalogue"
        path={BACK_OFFICE_PATHS.catalogue}
        page={page}
        pages={pages}
        total={products.total}
        items={products.data}
        filters={filters}
        renderItem={(product) => <ProductRow key={product.id} product={product} />}
      />
    </>
  );
}

function ProductRow({ product }: { product: AdminProductRow }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.catalogue}/${product.id}`}>
          <strong>{product.name}</strong>
        </Link>{' '}
        <span className="admin-entry__email">{product.slug}</span>
      </p>
      <p className="admin-entry__who">
        {t(`admin.catalogue.types.${product.type}`)}
        {product.subcategory ? ` · ${product.subcategory}` : null} · {formatMoney(product.price, locale)}
        {product.originalPrice > product.price ? (
          <>
            {' '}
            <s>{formatMoney(product.originalPrice, locale)}</s>
          </>
        ) : null}
      </p>
      <p className="admin-entry__when">
        <span className={product.isPublished ? 'admin-badge' : 'admin-badge admin-badge--off'}>
          {product.isPublished ? t('admin.catalogue.published') : t('admin.catalogue.unpublished')}
        </span>{' '}
        {product.missingTranslations.length > 0 ? (
          <span className="admin-badge admin-badge--warn">
            {t('admin.catalogue.missingIn', {
              languages: product.missingTranslations
                .map((language) => t(`admin.catalogue.language.${language}`))
                .join(', '),
            })}
          </span>
        ) : null}
      </p>
    </li>
  );
}
