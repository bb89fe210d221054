import type { Locale } from '@beast/domain/i18n/locale';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverT } from '../../lib/i18n/catalogue.server';
import { FooterFacts } from '../../lib/layout/footer-facts';
import { FooterSignUp } from './footer-sign-up';

/**
 * The footer's top as HTML: the shop's promises and the newsletter's sign-up, with the token it is sent with.
 * Every page shows it as is (site-footer.tsx): it costs the pages no script.
 */
export function footerTopHtml(locale: Locale, brandName: string, formToken: string): string {
  const t = serverT(locale);
  return renderToStaticMarkup(
    <>
      <FooterFacts t={t} locale={locale} />
      <div className="site-footer__newsletter">
        <FooterSignUp t={t} locale={locale} brandName={brandName} formToken={formToken} />
      </div>
    </>,
  );
}
