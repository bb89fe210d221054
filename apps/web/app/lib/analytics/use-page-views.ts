import type { Locale } from '@beast/domain/i18n/locale';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserDataLayer, createPageViewTracker } from './page-view';

const trackPageView = createPageViewTracker(browserDataLayer);

/**
 * spec §2: page views are tracked on the first load and on every navigation. The back office's pages are
 * pushed too: a tag manager added later must not forward /admin addresses (decision 15), whose enrolment links
 * hold a token. Telling them apart here would cost every public page's first visit bytes it does not have.
 */
export function usePageViews(language: Locale): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView({ path: pathname, search, href: window.location.href, language });
  }, [pathname, search, language]);
}
