import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localePrefix } from './language';
import { rememberLanguage, storedLanguage } from './language-storage';

/**
 * spec §1: a page with a language prefix makes that language the stored one. The head's boot script
 * (language-boot.ts) does it for the page the browser loads; this keeps it so for the pages reached
 * in the browser afterwards, so a later link without a prefix stays in the language last shown.
 */
export function useLanguageSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const prefix = localePrefix(pathname);
    if (prefix && prefix !== storedLanguage()) rememberLanguage(prefix);
  }, [pathname]);
}
