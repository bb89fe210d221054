import type { ThirdPartyTagSettings } from '@beast/domain/consent/third-party-tags';
import type { Locale } from '@beast/domain/i18n/locale';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { ToastRegion } from '../../ui/toast';
import { useConsent } from '../consent/use-consent';
import { useTranslation } from '../i18n/i18n-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every page: skip link, consent banner, demo banner, header, main landmark, footer, the toast's
 * live region.
 */
export function SiteShell({
  brandName,
  locale,
  demoMode,
  thirdPartyTags,
  consentHtml = '',
  footerHtml = '',
  cartLink,
  children,
}: {
  brandName: string;
  locale: Locale;
  demoMode: boolean;
  /** The shop's configured third-party tags, loaded after consent (none in demo mode). */
  thirdPartyTags?: ThirdPartyTagSettings;
  /** The consent banner's markup in the page's language, rendered by the server (consent-banner.server.ts). */
  consentHtml?: string;
  /** The footer's top (the shop's promises, the newsletter's sign-up), rendered by the server (features/newsletter). */
  footerHtml?: string;
  /** The header's cart link (features/cart), given by the layout route: features do not import each other. */
  cartLink?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useConsent(thirdPartyTags, locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup, rendered by React from the catalogue's texts. */}
      <div className="consent-slot" dangerouslySetInnerHTML={{ __html: consentHtml }} />
      <SiteHeader brandName={brandName} locale={locale} demoMode={demoMode} cartLink={cartLink} />
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading' ? true : undefined}>
        {children}
      </main>
      <SiteFooter brandName={brandName} locale={locale} topHtml={footerHtml} />
      <ToastRegion closeLabel={t('toast.close')} />
    </>
  );
}
