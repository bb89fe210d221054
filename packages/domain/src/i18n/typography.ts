import type { Locale } from './locale';

/**
 * The shop's typography, one rule for every text the customer reads (pages, errors, emails, content):
 * a figure stays with its unit ("90 Nm", "140 mm", "CHF 800") behind a no-break space, and French
 * puts a narrow no-break space before ? ! : ; ("Vous avez déjà un compte ?"). The catalogues are written
 * this way and their tests check every string with `typeset`, so a new string cannot break the rule.
 */
export const NO_BREAK_SPACE = '\u00A0';
export const NARROW_NO_BREAK_SPACE = '\u202F';

/** Units written after a figure or a placeholder in the shop's texts. */
const UNITS = [
  'km/h',
  'kWh',
  'Wh',
  'km',
  'kg',
  'Nm',
  'mm',
  'cm',
  'Ah',
  'kB',
  'MB',
  'ko',
  'Mo',
  'min',
  'V',
  'W',
  'h',
  's',
  '%',
  '°',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A figure or a placeholder (`{{count}}`, `{count}`), a space, a unit that is not the start of a word. Built
 * in a function marked pure, so a page importing only the spaces above does not download the pattern.
 */
const FIGURE_THEN_UNIT = /* @__PURE__ */ figureThenUnit();

function figureThenUnit(): RegExp {
  return new RegExp(`([0-9}])[ \\u202F](${UNITS.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/** "CHF 800", "CHF {{amount}}". */
const CURRENCY_THEN_FIGURE = /\bCHF[ \u202F](?=[0-9{])/g;
/**
 * A word, a figure or a closing mark, any spaces, then ? ! : or ; that ends a phrase (a space, the end,
 * another mark or a closing quote follows). Times (9:00), URLs (https://) and queries (?page=2) do not.
 */
const FRENCH_HIGH_PUNCTUATION = /([^\s?!:;(«[])[ \u00A0\u202F]*([?!:;])(?=[\s?!»)"”’.,]|$)/g;

export function keepUnitsTogether(text: string): string {
  return text.replace(FIGURE_THEN_UNIT, `$1${NO_BREAK_SPACE}$2`).replace(CURRENCY_THEN_FIGURE, `CHF${NO_BREAK_SPACE}`);
}

export function frenchPunctuation(text: string): string {
  return text.replace(FRENCH_HIGH_PUNCTUATION, `$1${NARROW_NO_BREAK_SPACE}$2`);
}

/** Every string inside `value` (an object or list of texts of one language), typeset. */
export function typesetAll<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return typeset(value, locale) as T;
  if (Array.isArray(value)) return value.map((item) => typesetAll(item, locale)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetAll(item, locale)])) as T;
  }
  return value;
}

/** A text as the shop prints it in `locale`. Applying it twice changes nothing. */
export function typeset(text: string, locale: Locale): string {
  const units = keepUnitsTogether(text);
  return locale === 'fr' ? frenchPunctuation(units) : units;
}
