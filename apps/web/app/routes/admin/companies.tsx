import { AdminCompanyListSchema } from '@beast/domain/partners/partners-admin.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/companies';

export async function loader(args: Route.LoaderArgs) {
  return { companies: (await backOfficeApi(args).load('/api/admin/companies', AdminCompanyListSchema)).data };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.companies.title');

/** The partner companies (content staff and admins), each with its live members and, for those who may, its list. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { companies } = loaderData;
  const seesMembers = session?.permissions.includes('customers.read') ?? false;
  return (
    <>
      <ScreenHeading title={t('admin.companies.title')} lead={t('admin.companies.lead')}>
        <p>
          <Link className="button button--secondary" to={`${BACK_OFFICE_PATHS.companies}/new`}>
            {t('admin.companies.new')}
          </Link>
        </p>
      </ScreenHeading>
      <section className="admin-card" aria-labelledby="companies-list">
        <h2 id="companies-list" className="admin-section__title">
          {t('admin.companies.listTitle')}
        </h2>
        <ul className="admin-list">
          {companies.map((company) => (
            <li key={company.id} className="admin-row admin-entry">
              <p className="admin-entry__what">
                <Link to={`${BACK_OFFICE_PATHS.companies}/${company.id}`}>
                  <strong>{company.name}</strong>
                </Link>{' '}
                · /{company.slug} · {t('admin.companies.liveMembers', { count: company.liveMembers })}
              </p>
              {seesMembers ? (
                <p className="admin-entry__when">
                  <Link to={`${BACK_OFFICE_PATHS.companies}/${company.id}/members`}>
                    {t('admin.companies.membersOf', { company: company.name })}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
