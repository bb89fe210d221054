import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  languageFromCookie,
  localePrefix,
  localizedPath,
  resolveLanguage,
  resolveRequestLanguage,
  stripLocalePrefix,
  switchLanguageHref,
} from './language';
import { type LanguageJar, rememberLanguage, storedLanguage } from './language-storage';

describe('resolveLanguage (spec §1: prefix > stored language > browser language > en)', () => {
  it('takes the URL prefix over everything else', () => {
    expect(resolveLanguage({ prefix: 'de', cookieHeader: 'language=fr', acceptLanguage: 'en' })).toBe('de');
  });

  it('takes the cookie when there is no prefix', () => {
    expect(resolveLanguage({ cookieHeader: 'a=1; language=fr; b=2', acceptLanguage: 'de-CH,de;q=0.9' })).toBe('fr');
  });

  it('ignores an unknown prefix and an unknown cookie value', () => {
    expect(resolveLanguage({ prefix: 'xx', cookieHeader: 'language=it', acceptLanguage: 'de-CH' })).toBe('de');
  });

  it('uses the first supported browser language, honouring q-values', () => {
    expect(resolveLanguage({ acceptLanguage: 'it-CH, fr;q=0.5, de;q=0.8' })).toBe('de');
  });

  it('falls back to English when nothing is supported or given', () => {
    expect(resolveLanguage({ acceptLanguage: 'it-CH,it;q=0.9' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('reads a request: prefix of the path, then cookie, then Accept-Language', () => {
    const headers = { cookie: 'language=de', 'accept-language': 'fr' };
    expect(resolveRequestLanguage(new Request('http://shop.test/fr/refurbished', { headers }))).toBe('fr');
    expect(resolveRequestLanguage(new Request('http://shop.test/refurbished', { headers }))).toBe('de');
    expect(
      resolveRequestLanguage(new Request('http://shop.test/xx/product/a', { headers: { 'accept-language': 'fr' } })),
    ).toBe('fr');
  });
});

describe('language paths', () => {
  it('finds and strips the prefix', () => {
    expect(localePrefix('/fr/product/mighty-beast')).toBe('fr');
    expect(localePrefix('/product/mighty-beast')).toBeUndefined();
    expect(localePrefix('/french')).toBeUndefined();
    expect(stripLocalePrefix('/fr/product/mighty-beast')).toBe('/product/mighty-beast');
    expect(stripLocalePrefix('/fr')).toBe('/');
    expect(stripLocalePrefix('/fr/')).toBe('/');
    expect(stripLocalePrefix('/refurbished')).toBe('/refurbished');
  });

  it('builds prefixed paths, home without a trailing slash', () => {
    expect(localizedPath('de')).toBe('/de');
    expect(localizedPath('de', '/refurbished')).toBe('/de/refurbished');
    expect(localizedPath('de', 'refurbished')).toBe('/de/refurbished');
  });

  it('keeps path, query and hash when switching language', () => {
    expect(switchLanguageHref({ pathname: '/fr/refurbished', search: '?page=2', hash: '#goods' }, 'de')).toBe(
      '/de/refurbished?page=2#goods',
    );
    expect(switchLanguageHref({ pathname: '/product/cargo-beast', search: '' }, 'fr')).toBe('/fr/product/cargo-beast');
    expect(switchLanguageHref({ pathname: '/' }, 'en')).toBe('/en');
  });

  it('reads only a supported language from the cookie header', () => {
    expect(languageFromCookie('language=de')).toBe('de');
    expect(languageFromCookie('xlanguage=de')).toBeUndefined();
    expect(languageFromCookie('language=es')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('writes a one-year, site-wide, SameSite=Lax cookie', () => {
    expect(languageCookie('fr')).toBe('language=fr; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

function fakeJar(initial: { stored?: string; cookies?: string } = {}) {
  const items = new Map<string, string>(initial.stored ? [['language', initial.stored]] : []);
  const written: string[] = [];
  let cookies = initial.cookies ?? '';
  const jar: LanguageJar = {
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    readCookies: () => cookies,
    writeCookie: (cookie) => {
      written.push(cookie);
      cookies = cookie.split(';')[0] ?? '';
    },
  };
  return { jar, items, written };
}

describe('stored language in the browser', () => {
  it('remembers a switch in localStorage and in the cookie', () => {
    const { jar, items, written } = fakeJar();
    rememberLanguage('de', jar);
    expect(items.get('language')).toBe('de');
    expect(written).toEqual(['language=de; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('ignores an unsupported stored value', () => {
    const { jar } = fakeJar({ stored: 'es' });
    expect(storedLanguage(jar)).toBeUndefined();
  });
});
