import type { ConsentChoices } from '@beast/domain/consent/third-party-tags';

/**
 * The visitor's consent (spec §1 third parties), kept in the browser: localStorage `consent` holds the
 * version of the choices asked for, the time of the choice and the choice itself. A choice of another version
 * (the categories changed) counts as none: the banner asks again (the head's boot script applies the same test:
 * consent-boot.ts).
 */
export const CONSENT_STORAGE_KEY = 'consent';
export const CONSENT_VERSION = 1;

export interface StoredConsent extends ConsentChoices {
  version: number;
  /** When the visitor chose (ISO 8601). */
  at: string;
}

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): ConsentStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked by privacy settings: no choice is kept, nothing is loaded
  }
}

/** The visitor's choice; undefined when there is none, it cannot be read, or it answers another version. */
export function readConsent(storage = browserStorage()): StoredConsent | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<StoredConsent> | null;
    if (stored?.version !== CONSENT_VERSION) return undefined;
    return {
      version: CONSENT_VERSION,
      at: String(stored.at),
      analytics: stored.analytics === true,
      marketing: stored.marketing === true,
    };
  } catch {
    return undefined;
  }
}

/** Keeps a choice (necessary is not part of it: always on), with its version and time. */
export function saveConsent(choices: ConsentChoices, storage = browserStorage(), now = new Date()): StoredConsent {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    at: now.toISOString(),
    analytics: choices.analytics,
    marketing: choices.marketing,
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota or privacy errors: the choice holds for this page only.
  }
  return stored;
}
