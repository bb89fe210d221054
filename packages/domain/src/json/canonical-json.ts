/**
 * One text per value, whatever the order of its object keys: object keys sorted at every level (by
 * UTF-16 code units, the same in every runtime and locale), `undefined` entries left out as JSON does,
 * array order kept. The API hashes an order request with it (Idempotency-Key), the checkout tells with
 * it whether a request is still the one its key was made for, and a cart line's options are compared
 * with it. Stored hashes depend on this text: change it only with a migration of those hashes.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => compareKeys(a, b))
      .map(([key, entry]) => [key, sortKeys(entry)]),
  );
}

/** Code-unit order: `localeCompare` would depend on the runtime's locale data. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
