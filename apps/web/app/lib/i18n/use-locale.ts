import { isLocale, type Locale } from '@beast/domain/i18n/locale';
import { useTranslation } from './i18n-context';
import { localizedPath } from './language';

/** The page's language and a helper for links in it (`href('/refurbished')` → `/fr/refurbished`). */
export function useLocale(): { locale: Locale; href: (path?: string) => string } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return { locale, href: (path = '/') => localizedPath(locale, path) };
}
