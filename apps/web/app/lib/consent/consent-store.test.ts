import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentBootScript } from './consent-boot';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, readConsent, saveConsent } from './consent-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const NOW = new Date('2026-05-04T08:30:00.000Z');

describe('the consent kept in the browser (spec §1 third parties)', () => {
  it('is none until the visitor chooses', () => {
    expect(readConsent(memoryStorage())).toBeUndefined();
  });

  it('keeps an acceptance under `consent`, with its version and time', () => {
    const storage = memoryStorage();
    saveConsent({ analytics: true, marketing: true }, storage, NOW);
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      at: '2026-05-04T08:30:00.000Z',
      analytics: true,
      marketing: true,
    });
    expect(readConsent(storage)).toMatchObject({ analytics: true, marketing: true });
  });

  it('keeps a refusal as a choice, so the banner does not ask again', () => {
    const storage = memoryStorage();
    saveConsent({ analytics: false, marketing: false }, storage, NOW);
    expect(readConsent(storage)).toEqual({
      version: CONSENT_VERSION,
      at: NOW.toISOString(),
      analytics: false,
      marketing: false,
    });
  });

  it('replaces the choice when the visitor changes it', () => {
    const storage = memoryStorage();
    saveConsent({ analytics: true, marketing: true }, storage, NOW);
    saveConsent({ analytics: true, marketing: false }, storage, new Date('2026-06-01T10:00:00.000Z'));
    expect(readConsent(storage)).toEqual({
      version: CONSENT_VERSION,
      at: '2026-06-01T10:00:00.000Z',
      analytics: true,
      marketing: false,
    });
  });

  it('asks again when the kept choice answers another version of the question, or cannot be read', () => {
    const old = JSON.stringify({
      version: CONSENT_VERSION - 1,
      at: NOW.toISOString(),
      analytics: true,
      marketing: true,
    });
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: old }))).toBeUndefined();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: '{not json' }))).toBeUndefined();
  });

  it('counts anything but a clear yes as a refusal', () => {
    const odd = JSON.stringify({ version: CONSENT_VERSION, at: NOW.toISOString(), analytics: 'yes', marketing: 1 });
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: odd }))).toMatchObject({
      analytics: false,
      marketing: false,
    });
  });

  it('still answers when the browser blocks storage: nothing kept, nothing allowed', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(blocked)).toBeUndefined();
    expect(saveConsent({ analytics: true, marketing: false }, blocked, NOW)).toMatchObject({ analytics: true });
  });
});

/** Runs the head's consent boot script against a fake page: its localStorage and <html> attributes. */
function boot(stored: string | null, storageBlocked = false) {
  const attributes = new Map<string, string>();
  runInNewContext(consentBootScript(), {
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    localStorage: {
      getItem: () => {
        if (storageBlocked) throw new Error('SecurityError');
        return stored;
      },
    },
  });
  return attributes.get('data-consent');
}

describe('the consent boot script (the banner shows before the first paint, or never)', () => {
  it('asks a visitor who has not chosen', () => {
    expect(boot(null)).toBe('ask');
  });

  it('does not ask a visitor whose choice the store reads, accepted or refused', () => {
    for (const choices of [
      { analytics: true, marketing: true },
      { analytics: false, marketing: false },
    ]) {
      const storage = memoryStorage();
      saveConsent(choices, storage, NOW);
      const kept = storage.getItem(CONSENT_STORAGE_KEY);
      expect(readConsent(storage)).toBeDefined();
      expect(boot(kept)).toBe('set');
    }
  });

  it('asks again exactly when the store reads no choice: another version, unreadable, blocked storage', () => {
    const old = JSON.stringify({ version: CONSENT_VERSION + 1, analytics: true, marketing: true });
    for (const kept of [old, '{not json', 'null']) {
      expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: kept }))).toBeUndefined();
      expect(boot(kept)).toBe('ask');
    }
    expect(boot(null, true)).toBe('ask');
  });
});
