import { LOCALES, type Locale } from '@beast/domain/i18n/locale';

/**
 * How far an editorial item is written in one language (decision 18): every text of the language filled in
 * (`complete`: public there once published), none (`empty`: the language is left out, and not public), or
 * some (`partial`: saving is refused until the rest is written or the rest removed).
 */
export type LanguageCompleteness = 'complete' | 'partial' | 'empty';

/** The form's name of a language's text: `text.fr.title`. */
export const textField = (language: Locale, field: string) => `text.${language}.${field}`;

export function languageCompleteness(
  values: Readonly<Record<string, string | undefined>>,
  language: Locale,
  fields: readonly string[],
): LanguageCompleteness {
  const filled = fields.filter((field) => (values[textField(language, field)] ?? '').trim() !== '').length;
  if (filled === 0) return 'empty';
  return filled === fields.length ? 'complete' : 'partial';
}

/** The languages the item is written in (some text typed), in the shop's order. */
export function writtenLanguages(
  values: Readonly<Record<string, string | undefined>>,
  fields: readonly string[],
): Locale[] {
  return LOCALES.filter((language) => languageCompleteness(values, language, fields) !== 'empty');
}

/**
 * The texts of the languages written, as the write schemas take them (`partlyTranslated`): a language left
 * empty is left out; one written in part is sent as typed, for the API to name what is missing.
 */
export function textsFromForm<Field extends string>(
  values: Readonly<Record<string, string | undefined>>,
  fields: readonly Field[],
): Partial<Record<Locale, Record<Field, string>>> {
  const texts: Partial<Record<Locale, Record<Field, string>>> = {};
  for (const language of writtenLanguages(values, fields)) {
    texts[language] = Object.fromEntries(
      fields.map((field) => [field, (values[textField(language, field)] ?? '').trim()]),
    ) as Record<Field, string>;
  }
  return texts;
}

/** The form's values of the texts an item has. */
export function textValues<Field extends string>(
  texts: Partial<Record<Locale, Partial<Record<Field, string>>>>,
  fields: readonly Field[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const language of LOCALES) {
    for (const field of fields) values[textField(language, field)] = texts[language]?.[field] ?? '';
  }
  return values;
}

/** The button that asks for the previews without scripts: the page's action renders them (`previewBodies`). */
export const PREVIEW_SUBMIT_NAME = 'preview';

/**
 * The API's messages by the form's fields (`entry.text.fr.question` → `text.fr.question`, `prefix` being what the request named the item); a message naming
 * no field of the form (no language written at all) is kept apart, for the form's alert. An entry of a list
 * belongs to the list's field (`hashtags.2` → `hashtags`).
 */
export function editorialFieldErrors(
  fields: Readonly<Record<string, string>> | undefined,
  names: readonly string[],
  prefix: string,
): { byField: Record<string, string>; elsewhere: string[] } {
  const known = new Set(names);
  const byField: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;
    const field = known.has(name) ? name : names.find((candidate) => name.startsWith(`${candidate}.`));
    if (field) byField[field] ??= message;
    else if (!elsewhere.includes(message)) elsewhere.push(message);
  }
  return { byField, elsewhere };
}
