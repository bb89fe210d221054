import { Link } from 'react-router';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { screensFor } from '../../features/back-office/navigation';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.home.title');

/** The overview: what the member's role lets them open, each screen with a line about it. */
export default function BackOfficeHome() {
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
