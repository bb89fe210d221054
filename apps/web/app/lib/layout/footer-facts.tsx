import { CANCELLATION_PERIOD_DAYS, WARRANTY_YEARS } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import { localizedPath } from '../i18n/language';
import type { TFunction } from '../i18n/translator';
import { shopHours } from './shop-hours';

/**
 * The shop's promises of spec §9 (delivery, cancellation, warranty, hours, each with its line icon drawn by
 * CSS). Static text: the server draws it as HTML with the rest of the footer's top (the newsletter's sign-up),
 * so the pages download no script for it.
 */
export function FooterFacts({ t, locale }: { t: TFunction; locale: Locale }) {
  return (
    <ul className="footer-facts">
      <li className="footer-facts__delivery">{t('footer.delivery')}</li>
      <li className="footer-facts__cancel">{t('footer.cancellation', { days: CANCELLATION_PERIOD_DAYS })}</li>
      <li className="footer-facts__warranty">{t('footer.warranty', { count: WARRANTY_YEARS })}</li>
      <li className="footer-facts__hours">
        <span>
          {t('footer.hours', shopHours(locale))}{' '}
          <a href={localizedPath(locale, '/experience-center')}>{t('footer.centres')}</a>
        </span>
      </li>
    </ul>
  );
}
