import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import { ALL_INBOX_STATUSES, INBOX_KINDS } from '@beast/domain/inbox/inbox';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  InboxFilterSchema,
  type InboxItem,
  InboxListSchema,
} from '@beast/domain/staff/inbox-api.schema';
import { Link } from 'react-router';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { inboxStatusTone } from '../../features/back-office/inbox';
import { ListFilters, ListResults } from '../../features/back-office/list-pages';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/inbox';

/** The filters and the page come in the address, so a view ("my open test rides") can be bookmarked. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const asked = Object.fromEntries(
    ['kind', 'status', 'view', 'owner', 'q'].map((name) => [name, url.searchParams.get(name) || undefined]),
  );
  // An address edited by hand with an unknown kind or status shows the open requests rather than an error.
  const parsed = InboxFilterSchema.safeParse(asked);
  const filter: InboxFilter = parsed.success ? parsed.data : { view: 'open' };
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const requests = await api.load('/api/admin/inbox', InboxListSchema, {
    ...filter,
    offset: (page - 1) * INBOX_PAGE_SIZE,
    limit: INBOX_PAGE_SIZE,
  });
  return { filter, page, requests };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.inbox.title');

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, page, requests } = loaderData;
  const pages = Math.max(1, Math.ceil(requests.total / INBOX_PAGE_SIZE));
  const owner = filter.owner === undefined ? undefined : String(filter.owner);
  return (
    <>
      <ScreenHeading title={t('admin.inbox.title')} lead={t('admin.inbox.lead')} />
      <ListFilters texts="admin.inbox" path={BACK_OFFICE_PATHS.inbox}>
        <AdminSelectField
          name="kind"
          label={t('admin.inbox.kind')}
          placeholder={t('admin.inbox.anyKind')}
          options={INBOX_KINDS.map((kind) => ({ value: kind, label: t(`inbox.kind.${kind}`) }))}
          defaultValue={filter.kind}
        />
        <AdminSelectField
          name="view"
          label={t('admin.inbox.view')}
          options={[
            { value: 'open', label: t('admin.inbox.open') },
            { value: 'all', label: t('admin.inbox.all') },
          ]}
          defaultValue={filter.view}
        />
        <AdminSelectField
          name="status"
          label={t('admin.inbox.status')}
          placeholder={t('admin.inbox.anyStatus')}
          options={ALL_INBOX_STATUSES.map((status) => ({ value: status, label: t(`inbox.status.${status}`) }))}
          defaultValue={filter.status}
        />
        <AdminSelectField
          name="owner"
          label={t('admin.inbox.owner')}
          placeholder={t('admin.inbox.anyOwner')}
          options={[
            { value: 'me', label: t('admin.inbox.mine') },
            { value: 'nobody', label: t('admin.inbox.nobody') },
          ]}
          defaultValue={owner}
        />
        <AdminTextField name="q" type="search" label={t('admin.inbox.search')} defaultValue={filter.q} />
      </ListFilters>
      <ListResults
        texts="admin.inbox"
        path={BACK_OFFICE_PATHS.inbox}
        page={page}
        pages={pages}
        total={requests.total}
        items={requests.data}
        filters={{ kind: filter.kind, status: filter.status, view: filter.view, owner, q: filter.q }}
        renderItem={(request) => <RequestRow key={request.id} request={request} />}
      />
    </>
  );
}

export function InboxStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`admin-badge admin-badge--${inboxStatusTone(status)}`}>{t(`inbox.status.${status}`)}</span>;
}

function RequestRow({ request }: { request: InboxItem }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.inbox}/${request.id}`}>
          <strong>{t(`inbox.kind.${request.kind}`)}</strong> · {request.name}
        </Link>{' '}
        <InboxStatusBadge status={request.status} />
      </p>
      <p className="admin-entry__when">
        <time dateTime={request.createdAt}>{formatSwissMoment(request.createdAt, i18n.language)}</time>
        {' · '}
        {request.owner ? t('admin.inbox.ownedBy', { name: request.owner.name }) : t('admin.inbox.noOwner')}
      </p>
      <p className="admin-entry__who">
        <span className="admin-entry__email">{request.email}</span>
        {request.summary ? ` · ${request.summary}` : null}
      </p>
    </li>
  );
}
