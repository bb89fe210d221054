import type { Locale } from '@beast/domain/i18n/locale';
import type { TFunction } from '../../lib/i18n/translator';
import { FormGuardFields } from '../forms';

/**
 * The footer's newsletter sign-up (spec §3, §5: an email and the consent), on every page. The server draws it
 * as HTML (footer-sign-up.server.tsx): it costs the pages no script. It posts to the newsletter page, which
 * says what happened and, once the page runs, checks the fields as they are typed.
 */
export function FooterSignUp({
  t,
  locale,
  brandName,
  formToken,
}: {
  t: TFunction;
  locale: Locale;
  brandName: string;
  formToken: string;
}) {
  return (
    <form
      method="post"
      action={`/${locale}/newsletter`}
      className="footer-newsletter"
      aria-labelledby="footer-newsletter"
    >
      <h2 id="footer-newsletter" className="footer-newsletter__title">
        {t('newsletter.footerTitle')}
      </h2>
      <p className="footer-newsletter__lead">{t('newsletter.footerLead')}</p>
      <FormGuardFields formToken={formToken} />
      <div className="footer-newsletter__row">
        <label className="visually-hidden" htmlFor="footer-newsletter-email">
          {t('newsletter.email')}
        </label>
        <input
          id="footer-newsletter-email"
          className="field__input footer-newsletter__email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          required
        />
        <button type="submit" className="button button--primary footer-newsletter__submit">
          {t('newsletter.subscribe')}
        </button>
      </div>
      <div className="checkbox footer-newsletter__consent">
        <input className="checkbox__input" type="checkbox" id="footer-newsletter-consent" name="acceptTerms" required />
        <label className="checkbox__label" htmlFor="footer-newsletter-consent">
          {t('newsletter.consent', { brand: brandName })}
        </label>
      </div>
    </form>
  );
}
