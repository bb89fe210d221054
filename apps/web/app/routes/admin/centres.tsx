import { formatDay } from '@beast/domain/i18n/date-format';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  CENTRE_STATUSES,
  CENTRES_PAGE_SIZE,
  type CentreListFilter,
  CentreListSchema,
  type CentreSummary,
} from '@beast/domain/staff/centres-api.schema';
import { Form, Link } from 'react-router';
import { AdminSelectField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/centres';

type Status = CentreListFilter['status'];

/** The status and the page come in the address, so a view can be bookmarked and shared. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('status');
  const status: Status = CENTRE_STATUSES.find((known) => known === asked) ?? 'all';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const centres = await backOfficeApi(args).load('/api/admin/centres', CentreListSchema, {
    status,
    offset: (page - 1) * CENTRES_PAGE_SIZE,
    limit: CENTRES_PAGE_SIZE,
  });
  return { status, page, centres };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.centres.title');

export default function Centres({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, page, centres } = loaderData;
  const pages = Math.max(1, Math.ceil(centres.total / CENTRES_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.centres.title')} lead={t('admin.centres.lead')} />
      <section className="admin-card" aria-labelledby="centres-title">
        <h2 id="centres-title" className="admin-section__title">
          {t('admin.centres.count', { count: centres.total })}
        </h2>
        <Form method="get" className="admin-inline-form">
          <AdminSelectField
            name="status"
            label={t('admin.centres.filter')}
            options={CENTRE_STATUSES.map((value) => ({ value, label: t(`admin.centres.status.${value}`) }))}
            defaultValue={status}
          />
          <button type="submit" className="button button--secondary">
            {t('admin.centres.apply')}
          </button>
        </Form>
        {centres.data.length === 0 ? (
          <p>{t('admin.centres.empty')}</p>
        ) : (
          <ul className="admin-list">
            {centres.data.map((centre) => (
              <CentreRow key={centre.id} centre={centre} />
            ))}
          </ul>
        )}
        <Pages page={page} pages={pages} status={status} />
      </section>
    </>
  );
}

function CentreRow({ centre }: { centre: CentreSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as keyof CentreSummary['name'];
  return (
    <li className="admin-row admin-member">
      <div className="admin-member__who">
        <p className="admin-member__name">
          <Link to={`${BACK_OFFICE_PATHS.centres}/${centre.id}`}>{centre.name[language]}</Link>
          <span className={centre.isActive ? 'badge badge--accent' : 'badge'}>
            {t(centre.isActive ? 'admin.centres.active' : 'admin.centres.inactive')}
          </span>
          {centre.isDefault ? <span className="badge">{t('admin.centres.default')}</span> : null}
        </p>
        <p className="admin-member__email">{centre.city[language]}</p>
      </div>
      <dl className="admin-member__facts">
        <div>
          <dt>{t('admin.centres.capacity')}</dt>
          <dd>{centre.pickUpSlotCapacity}</dd>
        </div>
        <div>
          <dt>{t('admin.centres.nextClosed')}</dt>
          <dd>{centre.nextClosedDay ? formatDay(centre.nextClosedDay, language) : t('admin.centres.noClosedDay')}</dd>
        </div>
      </dl>
    </li>
  );
}

function Pages({ page, pages, status }: { page: number; pages: number; status: Status }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams({ status });
    if (target > 1) query.set('page', String(target));
    return `${BACK_OFFICE_PATHS.centres}?${query}`;
  };
  return (
    <nav className="admin-pages" aria-label={t('admin.centres.pages')}>
      {page > 1 ? <Link to={href(page - 1)}>{t('admin.centres.previous')}</Link> : <span />}
      <span>{t('admin.centres.page', { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t('admin.centres.next')}</Link> : <span />}
    </nav>
  );
}
