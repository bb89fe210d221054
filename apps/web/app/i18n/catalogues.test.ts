import { placeholdersOf } from '@beast/domain/i18n/interpolate';
import { typeset } from '@beast/domain/i18n/typography';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Flattens a catalogue to its keys, folding the plural forms (`_one`, `_many`, `_other`) into one key. */
function keys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? keys(value, `${prefix}${key}.`)
        : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    )
    .filter((key, index, all) => all.indexOf(key) === index)
    .sort();
}

function texts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'object' ? texts(value) : [String(value)]));
}

describe('translation catalogues', () => {
  it('have the same keys in en, fr and de', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(de)).toEqual(keys(en));
  });

  it('keep the same placeholders in every language', () => {
    const placeholders = (catalogue: object) =>
      keys(catalogue).map((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => {
          const record = node as Record<string, unknown>;
          return record[part] ?? record[`${part}_other`];
        }, catalogue);
        return `${key}:${placeholdersOf(String(value)).sort().join(',')}`;
      });
    expect(placeholders(fr)).toEqual(placeholders(en));
    expect(placeholders(de)).toEqual(placeholders(en));
  });

  it('write Swiss German (no ß) and address the reader formally (BRAND.md voice)', () => {
    expect(texts(de).filter((text) => text.includes('ß'))).toEqual([]);
    expect(texts(de).filter((text) => /\b(du|dein|deine|dich|dir)\b/i.test(text))).toEqual([]);
    expect(texts(fr).filter((text) => /\b(tu|ton|ta|tes|toi)\b/i.test(text))).toEqual([]);
  });

  it('keep figures with their units and put a narrow no-break space before ? ! : ; in French', () => {
    for (const [locale, catalogue] of [
      ['en', en],
      ['fr', fr],
      ['de', de],
    ] as const) {
      // Each offender is listed with the text it should be.
      const offenders = texts(catalogue).filter((text) => typeset(text, locale) !== text);
      expect(offenders.map((text) => [text, typeset(text, locale)])).toEqual([]);
    }
  });
});
