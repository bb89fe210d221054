/**
 * The one placeholder syntax of every text catalogue: the storefront's JSON catalogues and the domain's
 * messages (errors, emails) alike write `{{name}}`, and both fill them here.
 */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export type PlaceholderValues = Readonly<Record<string, string | number>>;

/** `Hello {{name}}` + `{ name: 'Anna' }` → `Hello Anna`; a placeholder without a value stays as written. */
export function interpolate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The names of a text's placeholders, in order (the catalogue tests compare them between languages). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
