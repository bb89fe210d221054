import type { ConsentChoices, ThirdPartyTagSettings } from '@beast/domain/consent/third-party-tags';
import type { Locale } from '@beast/domain/i18n/locale';
import { browserDataLayer } from '../analytics/page-view';
import { readConsent, saveConsent } from './consent-store';

/*
 * What the consent banner's buttons (and the footer's "Cookie settings") do. The banner is server-rendered
 * markup (consent-banner.tsx); this module is loaded when one of them is first used (decision 0014), so a first
 * visit downloads it only when the visitor acts.
 */

const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true };
const REFUSE_ALL: ConsentChoices = { analytics: false, marketing: false };
const CATEGORIES = ['analytics', 'marketing'] as const;

/** Where the focus goes back once the visitor has chosen: the footer's button that opened the banner, if any. */
let returnFocus: HTMLElement | null = null;

/**
 * Tells the tag manager's data layer the choice, and loads the configured tags it allows (the tag loader is
 * downloaded only when a tag is configured: none in demo mode).
 */
export function applyConsent(choices: ConsentChoices, tags: ThirdPartyTagSettings | undefined, locale: Locale): void {
  browserDataLayer().push({ event: 'consent', analytics: choices.analytics, marketing: choices.marketing });
  if (tags) void import('./tag-loader').then(({ loadTags }) => loadTags(tags, choices, locale));
}

/** A returning visitor's kept choice, applied as a page opens. */
export function applyStoredConsent(tags: ThirdPartyTagSettings, locale: Locale): void {
  const stored = readConsent();
  if (stored) applyConsent(stored, tags, locale);
}

/** Does what a `data-consent-action` button asks: all, none, choose (shows the choices), save, open (the footer's). */
export function act(button: Element, tags: ThirdPartyTagSettings | undefined, locale: Locale): void {
  const banner = document.getElementById('consent');
  const panel = banner?.querySelector<HTMLFieldSetElement>('#consent-choices');
  if (!banner || !panel) return;
  const box = (category: string) => banner.querySelector<HTMLInputElement>(`input[name="${category}"]`);
  const showChoices = (open: boolean) => {
    // The boxes show the kept choice, refused until chosen.
    const kept = open ? readConsent() : undefined;
    for (const category of open ? CATEGORIES : []) {
      const input = box(category);
      if (input) input.checked = kept?.[category] ?? false;
    }
    panel.hidden = !open;
    banner.querySelector('[data-consent-action="choose"]')?.setAttribute('aria-expanded', String(open));
  };
  const choose = (choices: ConsentChoices) => {
    // Kept at once; then the data layer and the tags hear of it.
    applyConsent(saveConsent(choices), tags, locale);
    document.documentElement.dataset.consent = 'set';
    showChoices(false);
    (returnFocus ?? document.getElementById('main'))?.focus();
    returnFocus = null;
  };
  const action = button.getAttribute('data-consent-action');
  if (action === 'all' || action === 'none') choose(action === 'all' ? ACCEPT_ALL : REFUSE_ALL);
  else if (action === 'save')
    choose({ analytics: box('analytics')?.checked === true, marketing: box('marketing')?.checked === true });
  else if (action === 'choose') showChoices(panel.hidden);
  else if (action === 'open') {
    returnFocus = button instanceof HTMLElement ? button : null;
    showChoices(true);
    document.documentElement.dataset.consent = 'ask';
    banner.focus();
  }
}
