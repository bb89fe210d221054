import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import { formatMoney } from '@beast/domain/money/money';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  AdminOrderListSchema,
  type AdminOrderSummary,
} from '@beast/domain/orders/admin-orders-api.schema';
import { ORDER_STATUSES } from '@beast/domain/orders/order-status';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { ListFilters, ListResults } from '../../features/back-office/list-pages';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/orders';

const FILTERS = ['search', 'status', 'from', 'to', 'deliveryMethod', 'paymentPlan', 'sort', 'direction'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** The filters and the page come in the address, so a filtered view can be bookmarked, shared and exported. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const filters: Filters = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name) || undefined]).filter(([, value]) => value),
  );
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  try {
    const orders = await api.read('/api/admin/orders', AdminOrderListSchema, {
      ...filters,
      offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
      limit: ADMIN_ORDERS_PAGE_SIZE,
    });
    return { filters, page, orders, filterError: null };
  } catch (error) {
    // A value typed by hand that the API refuses: the filters say so, with what was typed.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const empty = { data: [], offset: 0, limit: ADMIN_ORDERS_PAGE_SIZE, total: 0 };
    return { filters, page: 1, orders: empty, filterError: { message: error.message, fields: error.fields } };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.orders.title');

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, page, orders, filterError } = loaderData;
  const pages = Math.max(1, Math.ceil(orders.total / ADMIN_ORDERS_PAGE_SIZE));
  const exportQuery = new URLSearchParams(filters as Record<string, string>);
  return (
    <>
      <ScreenHeading title={t('admin.orders.title')} lead={t('admin.orders.lead')} />
      <ListFilters
        texts="admin.orders"
        path={BACK_OFFICE_PATHS.orders}
        error={filterError?.message}
        extraActions={
          // A file download from the API itself: the staff session's cookie goes with it.
          <a href={`/api/admin/orders/export.csv${exportQuery.size > 0 ? `?${exportQuery}` : ''}`} download>
            {t('admin.orders.export')}
          </a>
        }
      >
        <AdminTextField
          name="search"
          type="search"
          label={t('admin.orders.search')}
          defaultValue={filters.search}
          error={filterError?.fields.search}
        />
        <AdminSelectField
          name="status"
          label={t('admin.orders.status')}
          placeholder={t('admin.orders.anyStatus')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
          defaultValue={filters.status}
        />
        <AdminTextField
          name="from"
          type="date"
          label={t('admin.orders.from')}
          defaultValue={filters.from}
          error={filterError?.fields.from}
        />
        <AdminTextField
          name="to"
          type="date"
          label={t('admin.orders.to')}
          defaultValue={filters.to}
          error={filterError?.fields.to}
        />
        <AdminSelectField
          name="deliveryMethod"
          label={t('admin.orders.delivery')}
          placeholder={t('admin.orders.anyDelivery')}
          options={[
            { value: 'courier', label: t('admin.orders.courier') },
            { value: 'pickup', label: t('admin.orders.pickup') },
          ]}
          defaultValue={filters.deliveryMethod}
        />
        <AdminSelectField
          name="paymentPlan"
          label={t('admin.orders.plan')}
          placeholder={t('admin.orders.anyPlan')}
          options={[
            { value: 'single', label: t('admin.orders.single') },
            { value: 'instalments', label: t('admin.orders.instalments') },
          ]}
          defaultValue={filters.paymentPlan}
        />
        <AdminSelectField
          name="sort"
          label={t('admin.orders.sort')}
          options={[
            { value: 'date', label: t('admin.orders.sortDate') },
            { value: 'total', label: t('admin.orders.sortTotal') },
            { value: 'status', label: t('admin.orders.sortStatus') },
          ]}
          defaultValue={filters.sort ?? 'date'}
        />
        <AdminSelectField
          name="direction"
          label={t('admin.orders.direction')}
          options={[
            { value: 'desc', label: t('admin.orders.desc') },
            { value: 'asc', label: t('admin.orders.asc') },
          ]}
          defaultValue={filters.direction ?? 'desc'}
        />
      </ListFilters>
      <ListResults
        texts="admin.orders"
        path={BACK_OFFICE_PATHS.orders}
        page={page}
        pages={pages}
        total={orders.total}
        items={orders.data}
        filters={filters}
        renderItem={(order) => <OrderRow key={order.id} order={order} />}
      />
    </>
  );
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  const { t, i18n } = useTranslation();
  const delivery = order.centreName
    ? `${t('admin.orders.pickup')} · ${order.centreName}`
    : t(`admin.orders.${order.deliveryMethod}`);
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.orders}/${order.id}`}>
          <strong>{order.number}</strong>
        </Link>{' '}
        <OrderStatusBadge status={order.status} colour={order.statusColour} />
      </p>
      <p className="admin-entry__when">
        <time dateTime={order.createdAt}>{formatSwissMoment(order.createdAt, i18n.language)}</time>
      </p>
      <p className="admin-entry__who">
        {order.customerName} <span className="admin-entry__email">{order.email}</span>
      </p>
      <p>
        {formatMoney(order.total, i18n.language)} · {delivery}
        {order.planMonths ? ` · ${t('admin.orders.months', { count: order.planMonths })}` : null}
      </p>
    </li>
  );
}
