import type { Locale } from '@beast/domain/i18n/locale';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { ToastRegion } from '../../ui/toast';
import { useTranslation } from '../i18n/i18n-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: skip link, demo banner, header, main landmark, footer, the toast's live region. */
export function SiteShell({
  brandName,
  locale,
  demoMode,
  cartLink,
  children,
}: {
  brandName: string;
  locale: Locale;
  demoMode: boolean;
  /** The header's cart link (features/cart), given by the layout route: features do not import each other. */
  cartLink?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader brandName={brandName} locale={locale} demoMode={demoMode} cartLink={cartLink} />
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading' ? true : undefined}>
        {children}
      </main>
      <SiteFooter brandName={brandName} locale={locale} />
      <ToastRegion closeLabel={t('toast.close')} />
    </>
  );
}
