import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import type { StaffSession } from '@beast/domain/staff/staff-api.schema';
import type { FormEvent, ReactNode } from 'react';
import { Form, Link, NavLink, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { rememberLanguage } from '../../lib/i18n/language-storage';
import { BrandMark } from '../../lib/layout/brand-mark';
import { CsrfField } from './admin-fields';
import { screensFor } from './navigation';

const NATIVE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/**
 * The back office's frame: skip link, a header with the brand and the language, the main landmark. Signed in,
 * the header also names the member and offers signing out, and the navigation lists what their role may use.
 */
export function BackOfficeShell({
  brandName,
  session,
  children,
}: {
  brandName: string;
  session?: StaffSession;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className={session ? 'admin admin--signed-in' : 'admin'}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="admin-header">
        <Link to={BACK_OFFICE_PATHS.home} className="admin-header__brand">
          <BrandMark />
          <span>{t('admin.brand', { brand: brandName })}</span>
        </Link>
        <LanguageForm />
        {session ? <AccountMenu session={session} /> : null}
      </header>
      <div className="admin-body">
        {session ? <BackOfficeNav session={session} /> : null}
        <main id="main" tabIndex={-1} className="admin-main" aria-busy={navigation.state === 'loading' || undefined}>
          {children}
        </main>
      </div>
    </div>
  );
}

function BackOfficeNav({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <ul>
        {screensFor(session.permissions).map((screen) => (
          <li key={screen.to}>
            <NavLink to={screen.to} end className="admin-nav__link">
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountMenu({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const { staff } = session;
  return (
    <div className="admin-account">
      <p className="admin-account__who">
        {t('admin.account.signedInAs', { name: staff.name })}
        <span className="admin-account__role">{t(`admin.account.role.${staff.role}`)}</span>
      </p>
      <Form method="post" action={BACK_OFFICE_PATHS.signOut} reloadDocument className="admin-account__actions">
        <CsrfField token={session.csrfToken} />
        <button type="submit" name="scope" value="this" className="button button--ghost admin-header__button">
          {t('admin.account.signOut')}
        </button>
        <button type="submit" name="scope" value="everywhere" className="button button--ghost admin-header__button">
          {t('admin.account.signOutEverywhere')}
        </button>
      </Form>
    </div>
  );
}

/**
 * en | fr | de. The choice is kept as the shop keeps it (spec §1: localStorage and its cookie mirror), by the
 * page's action for the cookie, so it works without scripts, and here for localStorage.
 */
function LanguageForm() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  function remember(event: FormEvent<HTMLFormElement>) {
    const chosen = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    const locale = LOCALES.find((each) => each === chosen);
    if (locale) rememberLanguage(locale);
  }
  return (
    <Form
      method="post"
      action={BACK_OFFICE_PATHS.language}
      reloadDocument
      className="admin-lang"
      aria-label={t('admin.language.label')}
      onSubmit={remember}
    >
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="language"
          value={locale}
          lang={locale}
          aria-pressed={locale === i18n.language}
          className="admin-lang__button"
        >
          {locale.toUpperCase()}
          <span className="visually-hidden"> – {NATIVE_NAMES[locale]}</span>
        </button>
      ))}
    </Form>
  );
}
