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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>{signedIn ? t('nav.account') : t('nav.login')}</span>
    </NavLink>
  );
}
