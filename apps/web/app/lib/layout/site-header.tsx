import type { Locale } from '@beast/domain/i18n/locale';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { localizedPath } from '../i18n/language';
import { AccountLink } from './account-link';
import { BrandMark } from './brand-mark';
import { DemoBanner } from './demo-banner';
import { LanguageSwitcher } from './language-switcher';
import { SectionGroups, SectionList } from './section-links';
import { SITE_SECTION_GROUPS } from './site-sections';

/**
 * The header's disclosures (the phone's menu, the wide bar's "More") are <details>: they open and close without
 * JavaScript. With it, Escape closes an open one and gives the focus back to its toggle; a click elsewhere or on
 * one of its links, or the focus moving out of it, closes it.
 */
function useClosingMenus(header: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const byKey = event.type === 'keydown';
      if (byKey && (event as KeyboardEvent).key !== 'Escape') return;
      const target = event.target as Element;
      for (const menu of header.current?.querySelectorAll('details[open]') ?? []) {
        // Inside it, only a click on a link (a navigation) closes it.
        if (!byKey && menu.contains(target) && !(event.type === 'click' && target.closest('a'))) continue;
        if (byKey && menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
        (menu as HTMLDetailsElement).open = false;
      }
    };
    const events = ['keydown', 'click', 'focusin'];
    for (const type of events) document.addEventListener(type, close);
    return () => {
      for (const type of events) document.removeEventListener(type, close);
    };
  }, [header]);
}

/**
 * Brand, main navigation (site-sections.ts) and language switcher. From 1024 px the shop's sections sit in the
 * bar and the others in a "More" panel; below, every section is in a menu that opens as a drawer under the bar.
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
  const header = useRef<HTMLElement>(null);
  useClosingMenus(header);
  const [shop, ...others] = SITE_SECTION_GROUPS;
  return (
    <header className="site-header" ref={header}>
      {demoMode ? <DemoBanner /> : null}
      <div className="container site-header__bar">
        <Link to={localizedPath(locale)} className="brand" aria-label={t('nav.homeOf', { brand: brandName })}>
          <BrandMark />
          <span className="brand__name">{brandName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <div className="site-nav__wide">
            {shop ? <SectionList locale={locale} sections={shop.sections} /> : null}
            <details className="menu menu--more">
              <summary className="menu__toggle">{t('nav.more')}</summary>
              <div className="menu__panel">
                <SectionGroups locale={locale} groups={others} idPrefix="nav-more" />
              </div>
            </details>
          </div>
          <details className="menu menu--drawer">
            <summary className="menu__toggle">
              <span className="icon icon--menu" aria-hidden="true" />
              <span className="menu__name">{t('nav.menu')}</span>
            </summary>
            <div className="menu__panel">
              <SectionGroups locale={locale} groups={SITE_SECTION_GROUPS} idPrefix="nav-menu" />
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
