import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  AdminCustomerListSchema,
  type AdminCustomerSummary,
} from '@beast/domain/accounts/admin-customers-api.schema';
import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { CustomerStateBadge, customerName } from '../../features/back-office/customer-state';
import { ListFilters, ListResults } from '../../features/back-office/list-pages';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/customers';

/** The search and the page come in the address, so a search can be bookmarked and shared. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const search = url.searchParams.get('search')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  try {
    const customers = await api.read('/api/admin/customers', AdminCustomerListSchema, {
      search,
      offset: (page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE,
      limit: ADMIN_CUSTOMERS_PAGE_SIZE,
    });
    return { search, page, customers, searchError: null };
  } catch (error) {
    // A search the API refuses (too long): the form says so, with what was typed.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const empty = { data: [], offset: 0, limit: ADMIN_CUSTOMERS_PAGE_SIZE, total: 0 };
    return { search, page: 1, customers: empty, searchError: { message: error.message, fields: error.fields } };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.customers.title');

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, page, customers, searchError } = loaderData;
  const pages = Math.max(1, Math.ceil(customers.total / ADMIN_CUSTOMERS_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.customers.title')} lead={t('admin.customers.lead')} />
      <ListFilters
        texts="admin.customers"
        path={BACK_OFFICE_PATHS.customers}
        error={searchError?.message}
        title="find"
        role="search"
      >
        <AdminTextField
          name="search"
          type="search"
          label={t('admin.customers.search')}
          hint={t('admin.customers.searchHint')}
          defaultValue={search}
          error={searchError?.fields.search}
        />
      </ListFilters>
      <ListResults
        texts="admin.customers"
        path={BACK_OFFICE_PATHS.customers}
        page={page}
        pages={pages}
        total={customers.total}
        items={customers.data}
        filters={{ search }}
        renderItem={(customer) => <CustomerRow key={customer.id} customer={customer} />}
      />
    </>
  );
}

function CustomerRow({ customer }: { customer: AdminCustomerSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.customers}/${customer.id}`}>
          <strong>{customerName(customer, t)}</strong>
        </Link>{' '}
        <CustomerStateBadge state={customer.state} />
      </p>
      <p className="admin-entry__when">
        {t('admin.customers.since')}{' '}
        <time dateTime={customer.createdAt}>{formatSwissMoment(customer.createdAt, i18n.language)}</time>
      </p>
      <p className="admin-entry__who">
        <span className="admin-entry__email">{customer.email}</span>
        {customer.phone ? ` · ${customer.phone}` : null}
      </p>
      <p>{t('admin.customers.orders', { count: customer.orderCount })}</p>
    </li>
  );
}
