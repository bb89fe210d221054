import type { ThirdPartyTagSettings } from '@beast/domain/consent/third-party-tags';
import type { Locale } from '@beast/domain/i18n/locale';
import { useEffect } from 'react';

const consentActions = () => import('./consent-actions');

/**
 * The consent banner's behaviour, from the shell: a click on any `data-consent-action` button (the banner's, the
 * footer's "Cookie settings") loads consent-actions.ts and does what it asks; and a returning visitor's kept
 * choice reaches the configured tags (demo mode configures none, so nothing more is loaded then).
 */
export function useConsent(tags: ThirdPartyTagSettings | undefined, locale: Locale): void {
  useEffect(() => {
    if (tags && document.documentElement.dataset.consent === 'set')
      void consentActions().then((actions) => actions.applyStoredConsent(tags, locale));
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.('[data-consent-action]');
      if (button) void consentActions().then((actions) => actions.act(button, tags, locale));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [tags, locale]);
}
