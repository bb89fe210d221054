import { CANCELLATION_PERIOD_DAYS, WARRANTY_YEARS } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n-context';
import { localizedPath } from '../i18n/language';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { shopHours } from './shop-hours';

function FactIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="footer-facts__icon">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  cancel: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2',
  warranty: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3',
};

/** The shop's promises of spec §9 (delivery, cancellation, warranty, hours), navigation and languages. */
export function SiteFooter({ brandName, locale }: { brandName: string; locale: Locale }) {
  const { t } = useTranslation();
  const hours = shopHours(locale);
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="footer-facts">
          <li>
            <FactIcon path={ICONS.delivery} />
            <span>{t('footer.delivery')}</span>
          </li>
          <li>
            <FactIcon path={ICONS.cancel} />
            <span>{t('footer.cancellation', { days: CANCELLATION_PERIOD_DAYS })}</span>
          </li>
          <li>
            <FactIcon path={ICONS.warranty} />
            <span>{t('footer.warranty', { count: WARRANTY_YEARS })}</span>
          </li>
          <li>
            <FactIcon path={ICONS.hours} />
            <span>{t('footer.hours', hours)}</span>
          </li>
        </ul>
        <div className="site-footer__main">
          <div className="site-footer__brand">
            <Link to={localizedPath(locale)} className="brand brand--inverse">
              <BrandMark />
              <span className="brand__name">{brandName}</span>
            </Link>
            <p className="site-footer__claim">{t('footer.claim')}</p>
          </div>
          <nav aria-label={t('footer.navLabel')} className="site-footer__nav">
            <ul>
              <li>
                <Link to={`${localizedPath(locale)}#models`}>{t('nav.bikes')}</Link>
              </li>
              <li>
                <Link to={localizedPath(locale, '/service-and-accessories')}>{t('nav.serviceAndAccessories')}</Link>
              </li>
              <li>
                <Link to={localizedPath(locale, '/refurbished')}>{t('nav.refurbished')}</Link>
              </li>
            </ul>
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
