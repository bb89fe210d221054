import { useTranslation } from '../i18n/i18n-context';

/** Shown in demo mode (ARCHITECTURE: modes): nothing here is a real order or payment. */
export function DemoBanner() {
  const { t } = useTranslation();
  return (
    <p className="demo-banner">
      <span className="demo-banner__dot" aria-hidden="true" />
      {t('demo.banner')}
    </p>
  );
}
