/**
 * spec §5: empty strings are sent to the server as null; received nulls are shown as empty strings.
 * Both work on the top-level fields of a flat form object; nested objects are left as they are.
 */

export type EmptyToNull<T> = { [K in keyof T]: T[K] extends string ? T[K] | null : T[K] };
export type NullToEmpty<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | '' : T[K] };

function mapValues<T extends object, R>(source: T, map: (value: unknown) => unknown): R {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, map(value)])) as R;
}

export function emptyToNull<T extends object>(values: T): EmptyToNull<T> {
  return mapValues(values, (value) => (value === '' ? null : value));
}

export function nullToEmpty<T extends object>(values: T): NullToEmpty<T> {
  return mapValues(values, (value) => (value === null ? '' : value));
}
