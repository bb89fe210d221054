import type { Locale } from '@beast/domain/i18n/locale';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { localizedPath } from '../i18n/language';
import { AccountLink } from './account-link';
import { BrandMark } from './brand-mark';
import { DemoBanner } from './demo-banner';
import { LanguageSwitcher } from './language-switcher';

function NavList({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <ul className="site-nav__list">
      <li>
        {/* "Bikes" is the model line-up, a section of the home page. */}
        <Link to={`${localizedPath(locale)}#models`} className="site-nav__link">
          {t('nav.bikes')}
        </Link>
      </li>
      <li>
        <NavLink to={localizedPath(locale, '/service-and-accessories')} className="site-nav__link" prefetch="intent">
          {t('nav.serviceAndAccessories')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath(locale, '/refurbished')} className="site-nav__link" prefetch="intent">
          {t('nav.refurbished')}
        </NavLink>
      </li>
    </ul>
  );
}

/**
 * Brand, main navigation and language switcher. Below 1024 px the navigation folds into a <details>
 * menu, which opens and closes without JavaScript.
 */
export function SiteHeader({
  brandName,
  locale,
  demoMode,
  cartLink,
}: {
  brandName: string;
  locale: Locale;
  demoMode: boolean;
  cartLink?: ReactNode;
}) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Close the mobile menu after a navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the location changes.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  return (
    <header className="site-header">
      {demoMode ? <DemoBanner /> : null}
      <div className="container site-header__bar">
        <Link to={localizedPath(locale)} className="brand" aria-label={t('nav.homeOf', { brand: brandName })}>
          <BrandMark />
          <span className="brand__name">{brandName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <div className="site-nav__wide">
            <NavList locale={locale} />
          </div>
          <details className="menu" ref={menu}>
            <summary className="menu__toggle">
              <svg
                viewBox="0 0 24 24"
                width="24"
                height="24"
                aria-hidden="true"
                focusable="false"
                className="menu__icon"
              >
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{t('nav.menu')}</span>
            </summary>
            <div className="menu__panel">
              <NavList locale={locale} />
            </div>
          </details>
        </nav>
        <AccountLink locale={locale} />
        {cartLink}
        <LanguageSwitcher current={locale} className="site-header__lang" label={t('language.label')} />
      </div>
    </header>
  );
}
