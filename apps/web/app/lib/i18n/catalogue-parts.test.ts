import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { de as deMessages } from '@beast/domain/i18n/messages/de';
import { en as enMessages } from '@beast/domain/i18n/messages/en';
import { fr as frMessages } from '@beast/domain/i18n/messages/fr';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import fr from '../../i18n/locales/fr.json';
import { catalogueOf } from './catalogue.server';
import { type CataloguePart, KNOWN_NAMESPACES, ROUTE_NAMESPACES } from './catalogue-parts';
import { flattenCatalogue } from './translator';

const FULL: Record<Locale, Record<string, string>> = {
  en: { ...flattenCatalogue(en), ...enMessages },
  fr: { ...flattenCatalogue(fr), ...frMessages },
  de: { ...flattenCatalogue(de), ...deMessages },
};
const PARTS: readonly CataloguePart[] = ['shell', 'server', ...ROUTE_NAMESPACES];
/** The largest shell a page may carry (its JSON, in English): every page's HTML holds it. */
const SHELL_MAX_BYTES = 8 * 1024;

describe('catalogue parts', () => {
  it.each(LOCALES)('give every %s key to exactly one part, nothing lost', (locale) => {
    const counts = new Map<string, number>();
    for (const part of PARTS) {
      for (const key of Object.keys(catalogueOf(locale, [part]))) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual(Object.keys(FULL[locale]).sort());
    expect(catalogueOf(locale, PARTS)).toEqual(FULL[locale]);
  });

  it('know every namespace of the catalogues, so a new one is given to a page on purpose', () => {
    const namespaces = new Set(Object.keys(FULL.en).map((key) => key.split('.', 1)[0]));
    expect([...namespaces].filter((namespace) => !KNOWN_NAMESPACES.has(namespace as string))).toEqual([]);
  });

  it.each(LOCALES)('never send the server’s %s texts (emails) to a browser', (locale) => {
    const browserParts = PARTS.filter((part) => part !== 'server');
    const sent = Object.keys(catalogueOf(locale, browserParts));
    expect(sent.filter((key) => key.startsWith('email.'))).toEqual([]);
    expect(Object.keys(catalogueOf(locale, ['server'])).some((key) => key.startsWith('email.'))).toBe(true);
  });

  it('keep the texts of every page small', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(catalogueOf('en', ['shell']))).length;
    expect(bytes).toBeLessThan(SHELL_MAX_BYTES);
  });

  it('keep in the shell the texts of the header, the toast, the error page and the hydration fallback', () => {
    const shell = catalogueOf('en', ['shell']);
    for (const key of ['loading', 'nav.home', 'toast.close', 'cart.link', 'cart.added', 'errors.INTERNAL']) {
      expect(shell[key], key).toBeDefined();
    }
    expect(shell['cart.linkWithCount_other']).toBeDefined();
  });
});
