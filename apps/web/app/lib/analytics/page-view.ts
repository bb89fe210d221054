import type { Locale } from '@beast/domain/i18n/locale';

/** The event the tag manager receives on the first load and on every client navigation (spec §2). */
export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_location: string;
  language: Locale;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes one `page_view` per distinct page (path and query). A hash change, a re-render or React's
 * development double effects do not count again; returning to a page after another one does.
 */
export function createPageViewTracker(dataLayer: () => unknown[]) {
  let lastPage: string | undefined;
  return function trackPageView(view: { path: string; search?: string; href: string; language: Locale }): boolean {
    const pagePath = `${view.path}${view.search ?? ''}`;
    if (pagePath === lastPage) return false;
    lastPage = pagePath;
    const event: PageViewEvent = {
      event: 'page_view',
      page_path: pagePath,
      page_location: view.href,
      language: view.language,
    };
    dataLayer().push(event);
    return true;
  };
}

/** The page's dataLayer, created when the tag manager has not loaded (yet). */
export function browserDataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}
