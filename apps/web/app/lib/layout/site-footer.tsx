import type { Locale } from '@beast/domain/i18n/locale';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { localizedPath } from '../i18n/language';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { SectionGroups, SectionList } from './section-links';
import { LEGAL_SECTIONS, SITE_SECTION_GROUPS } from './site-sections';

/**
 * The shop's promises of spec §9 and the newsletter's sign-up (drawn by the server: footer-facts.tsx,
 * features/newsletter), every public section and the legal pages (site-sections.ts), the cookie settings and
 * the languages.
 */
export function SiteFooter({
  brandName,
  locale,
  topHtml = '',
}: {
  brandName: string;
  locale: Locale;
  /** The shop's promises and the newsletter's sign-up, drawn by the server: they need no script on the page. */
  topHtml?: string;
}) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup (footer-facts.tsx, features/newsletter), rendered by React from the catalogue's texts. */}
        <div className="site-footer__top" dangerouslySetInnerHTML={{ __html: topHtml }} />
        <div className="site-footer__main">
          <div className="site-footer__brand">
            <Link to={localizedPath(locale)} className="brand brand--inverse">
              <BrandMark />
              <span className="brand__name">{brandName}</span>
            </Link>
            <p className="site-footer__claim">{t('footer.claim')}</p>
          </div>
          <nav aria-label={t('footer.navLabel')} className="site-footer__nav">
            <SectionGroups locale={locale} groups={SITE_SECTION_GROUPS} idPrefix="footer" />
            <div className="site-nav__group">
              <p id="footer-legal" className="site-nav__group-title">
                {t('footer.legal')}
              </p>
              <SectionList locale={locale} sections={LEGAL_SECTIONS} labelledBy="footer-legal">
                <li className="consent-reopen">
                  <button type="button" className="site-nav__link" data-consent-action="open">
                    {t('consent.settings')}
                  </button>
                </li>
              </SectionList>
            </div>
          </nav>
          <LanguageSwitcher current={locale} className="lang-switch--inverse" label={t('language.labelFooter')} />
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {brandName} · {t('footer.prices')}
        </p>
      </div>
    </footer>
  );
}
