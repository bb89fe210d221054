import { type ConsentChoices, type ThirdPartyTagSettings, tagsToLoad } from '@beast/domain/consent/third-party-tags';
import type { Locale } from '@beast/domain/i18n/locale';
import { browserDataLayer } from '../analytics/page-view';

/** What the loader touches: the page's document and data layer, and its reload. */
export interface BrowserPage {
  document: Document;
  dataLayer: unknown[];
  reload(): void;
}

/** Marks the scripts this module added, so none is added twice and a withdrawn one is found. */
const TAG_ATTRIBUTE = 'data-consent-tag';

/**
 * Loads the configured third-party tags the visitor consented to (spec §1), each once, by adding its script
 * element (no inline script: the page's policy admits exactly the configured origins). A tag already running
 * whose consent was withdrawn cannot be unloaded: the page is loaded again, without it.
 * Downloaded only when a tag is configured.
 */
export function loadTags(
  settings: ThirdPartyTagSettings,
  consent: ConsentChoices,
  locale: Locale,
  page: BrowserPage = { document, dataLayer: browserDataLayer(), reload: () => location.reload() },
): void {
  const wanted = tagsToLoad(settings, consent, locale);
  const running = [...page.document.querySelectorAll(`script[${TAG_ATTRIBUTE}]`)].map((script) =>
    script.getAttribute(TAG_ATTRIBUTE),
  );
  if (running.some((id) => !wanted.some((tag) => tag.id === id))) {
    page.reload();
    return;
  }
  for (const tag of wanted) {
    if (running.includes(tag.id)) continue;
    // The container starts from the page's data layer, where page views and product events already are.
    if (tag.id === 'tag-manager') page.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = page.document.createElement('script');
    script.async = true;
    script.src = tag.src;
    script.setAttribute(TAG_ATTRIBUTE, tag.id);
    page.document.head.append(script);
  }
}
