import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent-store';

/**
 * Part of the page head's boot script, run before the first paint: `html[data-consent]` says whether the
 * visitor still has to choose (`ask`: the banner shows) or has chosen (`set`), with the same test as
 * `readConsent`. Without JavaScript the attribute is missing and the banner stays hidden, as does the footer's
 * "Cookie settings" (nothing third-party loads without JavaScript, so there is nothing to consent to).
 */
export function consentBootScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  return `(function(){var a='ask';try{var c=JSON.parse(localStorage.getItem(${key}));if(c&&c.version===${CONSENT_VERSION})a='set'}catch(e){}document.documentElement.setAttribute('data-consent',a)})()`;
}
