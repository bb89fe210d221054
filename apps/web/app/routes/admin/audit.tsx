import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import {
  AUDIT_PAGE_SIZE,
  AuditEntityTypesSchema,
  type AuditEntry,
  AuditListSchema,
} from '@beast/domain/staff/audit-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { StaffListSchema } from '@beast/domain/staff/staff-api.schema';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { ListFilters, ListResults } from '../../features/back-office/list-pages';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/audit';

const FILTERS = ['staffId', 'entityType', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** The filters and the page come in the address, so a filtered view can be bookmarked and shared with an admin. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const filters: Filters = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name) || undefined]).filter(([, value]) => value),
  );
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const [entityTypes, members] = await Promise.all([
    api.load('/api/admin/audit/entity-types', AuditEntityTypesSchema),
    api.load('/api/admin/staff', StaffListSchema, { limit: 200 }),
  ]);
  try {
    const entries = await api.read('/api/admin/audit', AuditListSchema, {
      ...filters,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
      limit: AUDIT_PAGE_SIZE,
    });
    return { filters, page, entries, entityTypes: entityTypes.data, members: members.data, filterError: null };
  } catch (error) {
    // A day typed by hand that is not a date: the filters say so, the rest of the page stays.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const empty = { data: [], offset: 0, limit: AUDIT_PAGE_SIZE, total: 0 };
    const filterError = { message: error.message, fields: error.fields };
    return { filters, page: 1, entries: empty, entityTypes: entityTypes.data, members: members.data, filterError };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.audit.title');

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, page, entries, entityTypes, members, filterError } = loaderData;
  const pages = Math.max(1, Math.ceil(entries.total / AUDIT_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.audit.title')} lead={t('admin.audit.lead')} />
      <ListFilters texts="admin.audit" path={BACK_OFFICE_PATHS.audit} error={filterError?.message}>
        <AdminSelectField
          name="staffId"
          label={t('admin.audit.staff')}
          placeholder={t('admin.audit.anyStaff')}
          options={members.map((member) => ({ value: String(member.id), label: `${member.name} (${member.email})` }))}
          defaultValue={filters.staffId}
        />
        <AdminSelectField
          name="entityType"
          label={t('admin.audit.entityType')}
          placeholder={t('admin.audit.anyEntityType')}
          options={entityTypes.map((type) => ({ value: type, label: type }))}
          defaultValue={filters.entityType}
        />
        <AdminTextField
          name="from"
          type="date"
          label={t('admin.audit.from')}
          defaultValue={filters.from}
          error={filterError?.fields.from}
        />
        <AdminTextField
          name="to"
          type="date"
          label={t('admin.audit.to')}
          defaultValue={filters.to}
          error={filterError?.fields.to}
        />
      </ListFilters>
      <ListResults
        texts="admin.audit"
        path={BACK_OFFICE_PATHS.audit}
        page={page}
        pages={pages}
        total={entries.total}
        items={entries.data}
        filters={filters}
        renderItem={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__when">
        <time dateTime={entry.at}>{formatSwissMoment(entry.at, i18n.language)}</time>
      </p>
      <p className="admin-entry__what">
        <span className="badge">{t(`admin.audit.action.${entry.action}`)}</span>{' '}
        <span className="admin-entry__entity">
          {entry.entityType} <strong>{entry.entityKey}</strong>
        </span>
      </p>
      <p className="admin-entry__who">
        {entry.staff.name} <span className="admin-entry__email">{entry.staff.email}</span>
      </p>
      <details className="admin-entry__details">
        <summary>{t('admin.audit.details')}</summary>
        <div className="admin-entry__values">
          <Values title={t('admin.audit.before')} value={entry.before} />
          <Values title={t('admin.audit.after')} value={entry.after} />
        </div>
      </details>
    </li>
  );
}

function Values({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="admin-entry__values-title">{title}</h3>
      {value == null ? (
        <p>{t('admin.audit.nothing')}</p>
      ) : (
        <pre className="admin-json">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}
