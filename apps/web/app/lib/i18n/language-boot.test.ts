import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { languageBootScript } from './language-boot';

/** Runs the boot script against a fake page: its URL, <html lang>, localStorage and cookie jar. */
function boot(page: { path: string; htmlLang: string; stored?: string; cookie?: string; cookiesBlocked?: boolean }) {
  const storage = new Map<string, string>(page.stored ? [['language', page.stored]] : []);
  const jar = new Map<string, string>();
  if (page.cookie) jar.set('language', page.cookie);
  let reloads = 0;
  const document = {
    documentElement: { lang: page.htmlLang },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      if (page.cookiesBlocked) return;
      const [pair] = text.split(';');
      const [name, value] = (pair ?? '').split('=');
      jar.set(name ?? '', value ?? '');
    },
  };
  runInNewContext(languageBootScript(), {
    document,
    location: { pathname: page.path, reload: () => reloads++ },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  });
  return { stored: storage.get('language'), cookie: jar.get('language'), reloads };
}

describe('language boot script (spec §1: the stored language comes first)', () => {
  it('stores the language of a prefixed page, in localStorage and the cookie', () => {
    expect(boot({ path: '/fr/product/mighty-beast', htmlLang: 'fr', stored: 'en', cookie: 'en' })).toEqual({
      stored: 'fr',
      cookie: 'fr',
      reloads: 0,
    });
  });

  it('stores it for a first visit too, so a later unprefixed link keeps it', () => {
    expect(boot({ path: '/de', htmlLang: 'de' })).toEqual({ stored: 'de', cookie: 'de', reloads: 0 });
  });

  it('leaves an unprefixed page alone when it is in the stored language', () => {
    expect(boot({ path: '/checkout/product/order', htmlLang: 'fr', stored: 'fr', cookie: 'fr' }).reloads).toBe(0);
  });

  it('reloads an unprefixed page rendered in another language, after writing the cookie the server reads', () => {
    expect(boot({ path: '/checkout/product/order', htmlLang: 'en', stored: 'de' })).toEqual({
      stored: 'de',
      cookie: 'de',
      reloads: 1,
    });
  });

  it('never reloads when the browser refuses the cookie (no loop)', () => {
    expect(boot({ path: '/cart', htmlLang: 'en', stored: 'de', cookiesBlocked: true }).reloads).toBe(0);
  });

  it('ignores an unknown stored value and does nothing without a stored language', () => {
    expect(boot({ path: '/cart', htmlLang: 'en', stored: 'it' }).reloads).toBe(0);
    expect(boot({ path: '/cart', htmlLang: 'en' })).toEqual({ stored: undefined, cookie: undefined, reloads: 0 });
  });

  it('treats a path segment that only starts like a language as no prefix', () => {
    expect(boot({ path: '/english', htmlLang: 'en', stored: 'fr', cookie: 'fr' }).stored).toBe('fr');
  });
});
