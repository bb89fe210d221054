import { formatDay } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { type AdminDashboard, AdminDashboardSchema } from '@beast/domain/orders/admin-dashboard-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { StaffSessionSchema } from '@beast/domain/staff/staff-api.schema';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { screensFor } from '../../features/back-office/navigation';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/home';

/** The dashboard, for the roles that read orders; the others see only what their role opens. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const session = await api.load('/api/admin/session', StaffSessionSchema);
  const dashboard = session.permissions.includes('orders.read')
    ? await api.load('/api/admin/dashboard', AdminDashboardSchema)
    : null;
  return { dashboard };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.home.title');

/** The overview: the shop's days for those who follow orders, then what the member's role lets them open. */
export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const screens = screensFor(session.permissions).filter((screen) => screen.description);
  return (
    <>
      <ScreenHeading title={t('admin.home.title')} lead={t('admin.home.lead', { name: session.staff.name })} />
      {session.secondFactor ? null : (
        <p className="admin-notice" role="note">
          {t('admin.account.noSecondFactor')}
        </p>
      )}
      {loaderData.dashboard ? <Dashboard dashboard={loaderData.dashboard} /> : null}
      {screens.length > 0 ? (
        <ul className="admin-tiles">
          {screens.map((screen) => (
            <li key={screen.to} className="admin-card admin-tile">
              <h2 className="admin-tile__title">
                <Link to={screen.to}>{t(screen.label)}</Link>
              </h2>
              <p>{t(screen.description!)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.home.nothing')}</p>
      )}
    </>
  );
}

function Dashboard({ dashboard }: { dashboard: AdminDashboard }) {
  const { t, i18n } = useTranslation();
  const money = (value: { amount: number; currency: 'CHF' }) => formatMoney(value, i18n.language);
  const period = (title: string, figures: AdminDashboard['today']) => (
    <div className="admin-dashboard__figure">
      <h3>{title}</h3>
      <p>
        <strong>{t('admin.dashboard.orders', { count: figures.orders })}</strong>
      </p>
      <p>{t('admin.dashboard.revenue', { amount: money(figures.revenue) })}</p>
    </div>
  );
  return (
    <div className="admin-dashboard">
      <section className="admin-card" aria-labelledby="dashboard-title">
        <h2 id="dashboard-title" className="admin-section__title">
          {t('admin.dashboard.title')}
        </h2>
        <div className="admin-dashboard__figures">
          {period(t('admin.dashboard.today'), dashboard.today)}
          {period(t('admin.dashboard.week'), dashboard.week)}
        </div>
        <p className="admin-dashboard__note">{t('admin.dashboard.revenueNote')}</p>
        <RevenueChart days={dashboard.days} locale={i18n.language} />
      </section>
      <section className="admin-card" aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="admin-section__title">
          {t('admin.dashboard.waitingTitle')}
        </h2>
        {dashboard.waiting.every((entry) => entry.count === 0) ? <p>{t('admin.dashboard.waitingNone')}</p> : null}
        <ul className="admin-links">
          {dashboard.waiting
            .filter((entry) => entry.count > 0)
            .map((entry) => (
              <li key={entry.status}>
                <Link to={`${BACK_OFFICE_PATHS.orders}?${new URLSearchParams({ status: entry.status })}`}>
                  {t('admin.dashboard.waitingCount', {
                    count: entry.count,
                    label: t(`admin.dashboard.waiting.${entry.status}`),
                  })}
                </Link>
              </li>
            ))}
        </ul>
      </section>
      <section className="admin-card" aria-labelledby="editions-title">
        <h2 id="editions-title" className="admin-section__title">
          {t('admin.dashboard.editionsTitle')}
        </h2>
        {dashboard.editions.length === 0 ? <p>{t('admin.dashboard.editionsNone')}</p> : null}
        <ul className="admin-list">
          {dashboard.editions.map((edition) => (
            <li key={edition.productId} className="admin-row">
              <p>
                <strong>{edition.name}</strong> ·{' '}
                {t('admin.dashboard.editionLeft', { left: String(edition.left), size: String(edition.size) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const CHART = { width: 600, height: 160, gap: 4 };

/**
 * Thirty days of revenue as bars drawn on the server (no chart library, no script): the picture is named by
 * its summary, and the same figures are a table below it for those who cannot see the bars.
 */
function RevenueChart({ days, locale }: { days: AdminDashboard['days']; locale: Locale }) {
  const { t } = useTranslation();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const best = days.reduce((top, day) => (day.revenue.amount > top.revenue.amount ? day : top), first);
  const highest = Math.max(1, best.revenue.amount);
  const slot = CHART.width / days.length;
  const total = days.reduce((sum, day) => sum + day.revenue.amount, 0);
  const summary = t('admin.dashboard.chartSummary', {
    from: formatDay(first.date, locale),
    to: formatDay(last.date, locale),
    total: formatMoney(total, locale),
    best: formatDay(best.date, locale),
    bestAmount: formatMoney(best.revenue, locale),
  });
  return (
    <figure className="admin-chart">
      <figcaption id="chart-title">
        <strong>{t('admin.dashboard.chartTitle')}</strong>
        <span> {summary}</span>
      </figcaption>
      <svg
        className="admin-chart__bars"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby="chart-title"
        preserveAspectRatio="none"
      >
        <title>{t('admin.dashboard.chartTitle')}</title>
        <line x1="0" y1={CHART.height - 0.5} x2={CHART.width} y2={CHART.height - 0.5} className="admin-chart__axis" />
        {days.map((day, index) => {
          const height = Math.round((Math.max(0, day.revenue.amount) / highest) * (CHART.height - 8));
          return (
            <rect
              key={day.date}
              x={index * slot + CHART.gap / 2}
              y={CHART.height - height}
              width={slot - CHART.gap}
              height={height}
              className={day.date === last.date ? 'admin-chart__bar admin-chart__bar--today' : 'admin-chart__bar'}
            />
          );
        })}
      </svg>
      <details className="admin-chart__table">
        <summary>{t('admin.dashboard.chartTable')}</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.day')}</th>
              <th scope="col">{t('admin.dashboard.dayOrders')}</th>
              <th scope="col">{t('admin.dashboard.dayRevenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, locale)}</th>
                <td>{day.orders}</td>
                <td>{formatMoney(day.revenue, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
