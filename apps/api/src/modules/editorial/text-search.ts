import type { Locale } from '@beast/domain/i18n/locale';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A visitor's search of editorial texts in the language of the page (decision 18): PostgreSQL full-text
 * search in that language's configuration, on PGlite and PostgreSQL alike.
 */

/** The text-search configuration of each language. */
export const SEARCH_CONFIGURATION: Record<Locale, string> = { en: 'english', fr: 'french', de: 'german' };

/** The most words a search looks for. */
const MAX_WORDS = 8;

/** The words of a search: letters and digits only, so nothing of the query syntax can come from a visitor. */
export function searchWords(query: string): string[] {
  return (
    query
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

/** Plural endings and what replaces them, per language, longest first: the singular a plural most often has. */
const PLURALS: Record<Locale, readonly (readonly [ending: string, singular: string])[]> = {
  en: [
    ['sses', 'ss'],
    ['shes', 'sh'],
    ['ches', 'ch'],
    ['ies', 'y'],
    ['xes', 'x'],
    ['s', ''],
  ],
  fr: [
    ['eaux', 'eau'],
    ['aux', 'al'],
    ['s', ''],
    ['x', ''],
  ],
  de: [
    ['nen', 'n'],
    ['en', ''],
    ['er', ''],
    ['e', ''],
    ['n', ''],
    ['s', ''],
  ],
};

/**
 * A word without its plural ending where the language's stemmer keeps it: the French stemmer leaves « vélos »
 * and « vélo » apart (decision 18), the German one « Velos » and « Velo », « Akkus » and « Akku ». Short words
 * keep their ending ("bus", "gas").
 */
export function singular(word: string, locale: Locale): string {
  if (word.length <= 3) return word;
  for (const [ending, replacement] of PLURALS[locale]) {
    if (word.endsWith(ending) && !(ending === 's' && word.endsWith('ss'))) {
      return word.slice(0, word.length - ending.length) + replacement;
    }
  }
  return word;
}

/**
 * The `to_tsquery` text of a search: every word must match, each as the start of a word (a reader types
 * "batt" for "battery") in its own form or its singular one. Null when the search has no word.
 */
export function prefixQuery(query: string, locale: Locale): string | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const forms = [...new Set([word, singular(word, locale)])];
      return `(${forms.map((form) => `${form}:*`).join(' | ')})`;
    })
    .join(' & ');
}

/** The tsquery of a search in a language, for `@@` and `ts_rank`. */
export function tsQuery(query: string, locale: Locale): SQL | null {
  const text = prefixQuery(query, locale);
  return text === null ? null : sql`to_tsquery(${SEARCH_CONFIGURATION[locale]}::regconfig, ${text})`;
}

/** A text's vector in a language's configuration; `weight` ranks a title above a body. */
export function tsVector(locale: Locale, text: SQL, weight: 'A' | 'B' | 'C' | 'D' = 'D'): SQL {
  return sql`setweight(to_tsvector(${SEARCH_CONFIGURATION[locale]}::regconfig, ${text}), ${weight})`;
}
