import type { Locale } from '@beast/domain/i18n/locale';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { localizedPath } from '../i18n/language';
import { useIsAuthenticated } from '../session/use-session';

/**
 * "Log in" for guests, "Account" for signed-in visitors. The session lives in localStorage (spec §3), so
 * the server renders the guest link and the browser switches after hydration.
 */
export function AccountLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  return (
    <NavLink to={localizedPath(locale, signedIn ? '/account' : '/login')} className="account-link">
      <span className="icon icon--account" aria-hidden="true" />
      <span>{signedIn ? t('nav.account') : t('nav.login')}</span>
    </NavLink>
  );
}
