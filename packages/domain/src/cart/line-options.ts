import { canonicalJson, compareKeys } from '../json/canonical-json';

/**
 * A cart line's identity (spec §4): the same product with the same configurator options and the same
 * attachment is one line, which an add merges into. The same options in any key order are the same
 * options, and no options and `{}` are the same too. The guest's cart compares lines with `sameOptions`;
 * the server keeps a hash of `optionsKey` in its unique key of a customer's lines.
 */

type Options = Readonly<Record<string, string>> | null | undefined;

function sortedEntries(options: Options): [string, string][] {
  return Object.entries(options ?? {}).sort(([a], [b]) => compareKeys(a, b));
}

/** The options as a line keeps them: keys in order, `null` when there are none. */
export function canonicalOptions(options: Options): Record<string, string> | null {
  const entries = sortedEntries(options);
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/**
 * The text that identifies a line's options: '' without options, else the JSON of the sorted
 * `[key, value]` pairs. The server stores hashes of this exact text: change it only with a migration.
 */
export function optionsKey(options: Options): string {
  const entries = sortedEntries(options);
  return entries.length === 0 ? '' : canonicalJson(entries);
}

export function sameOptions(a: Options, b: Options): boolean {
  return optionsKey(a) === optionsKey(b);
}
