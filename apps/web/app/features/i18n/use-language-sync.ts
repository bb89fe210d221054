import type { Locale } from '@beast/domain/i18n/locale';
import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { localePrefix } from './language';
import { syncLanguageCookie } from './language-storage';

/**
 * spec §1: the language in localStorage comes first. The server only sees the cookie, so on the first
 * load the cookie is brought in line with localStorage; an unprefixed page rendered in another language
 * is then loaded again in the stored one.
 */
export function useLanguageSync(locale: Locale): void {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const stored = syncLanguageCookie();
    if (stored && stored !== locale && !localePrefix(pathname)) void revalidator.revalidate();
  }, [locale, pathname, revalidator]);
}
