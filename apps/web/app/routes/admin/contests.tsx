import { AdminContestListSchema } from '@beast/domain/contests/contest-api.schema';
import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/contests';

export async function loader(args: Route.LoaderArgs) {
  return { contests: (await backOfficeApi(args).load('/api/admin/contests', AdminContestListSchema)).data };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.contests.title');

/** The contests, each with its window in Swiss time, its state and entries, for sales and admins ('leads'). */
export default function Contests({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { contests } = loaderData;
  return (
    <>
      <ScreenHeading title={t('admin.contests.title')} lead={t('admin.contests.lead')} />
      <section className="admin-card" aria-labelledby="contests-list">
        <h2 id="contests-list" className="admin-section__title">
          {t('admin.contests.listTitle')}
        </h2>
        {contests.length === 0 ? (
          <p>{t('admin.contests.empty')}</p>
        ) : (
          <ul className="admin-list">
            {contests.map((contest) => (
              <li key={contest.id} className="admin-row admin-entry">
                <p className="admin-entry__what">
                  <Link to={`${BACK_OFFICE_PATHS.contests}/${contest.slug}`}>
                    <strong>{contest.slug}</strong>
                  </Link>{' '}
                  · {t(`admin.contests.kind.${contest.kind}`)} · {t(`admin.contests.state.${contest.state}`)}
                </p>
                <p className="admin-entry__when">
                  {t('admin.contests.window', {
                    opens: formatSwissMoment(contest.opensAt, locale),
                    closes: formatSwissMoment(contest.closesAt, locale),
                  })}{' '}
                  · {t('admin.contests.entries', { count: contest.entries })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
