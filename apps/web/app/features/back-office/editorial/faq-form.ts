import { FAQ_CATEGORIES, type FaqCategory } from '@beast/domain/content/editorial';
import type { FaqEntryWriteInput } from '@beast/domain/content/editorial-write.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import { textField, textsFromForm, textValues } from './editorial-form';
import { publicationFromForm, publicationValues } from './publication-form';

/**
 * The FAQ entry's form (decision 18): its key, its category, its publication and, per language, the question
 * and its Markdown answer, named as the write schema names them (`text.fr.answer`), so the API's message for a
 * field finds it. What the form cannot read goes to the API as typed, for it to refuse next to its field.
 */
export const FAQ_TEXT_FIELDS = ['question', 'answer'] as const;

/** The fields in the form's order: the first refused one takes the focus. */
export const FAQ_FORM_FIELDS: readonly string[] = [
  'key',
  'category',
  'status',
  'publishedAt',
  ...LOCALES.flatMap((language) => FAQ_TEXT_FIELDS.map((field) => textField(language, field))),
];

/** The Markdown bodies a Preview button renders. */
export const FAQ_BODIES = LOCALES.map((locale) => ({ name: textField(locale, 'answer'), locale }));

/** The form's values of a stored entry. */
export function faqValues(entry: FaqEntryWriteInput): Record<string, string> {
  const status = entry.status ?? 'draft';
  return {
    key: entry.key,
    category: entry.category,
    ...(entry.publishedAt
      ? publicationValues({ status, publishedAt: entry.publishedAt })
      : { status, publishedAt: '' }),
    ...textValues(entry.text, FAQ_TEXT_FIELDS),
  };
}

/** A new entry's form: a draft in the category the list showed. */
export function newFaqValues(category: FaqCategory): Record<string, string> {
  return { key: '', category, status: 'draft', publishedAt: '', ...textValues({}, FAQ_TEXT_FIELDS) };
}

/** The entry the form describes, as FaqEntryWriteSchema takes it. */
export function faqFromForm(values: Readonly<Record<string, string | undefined>>) {
  return {
    key: (values.key ?? '').trim(),
    category: values.category ?? '',
    ...publicationFromForm(values),
    text: textsFromForm(values, FAQ_TEXT_FIELDS),
  };
}

/** The category a list or a new entry's address names, else the first. */
export function faqCategoryOf(value: string | null | undefined): FaqCategory {
  return FAQ_CATEGORIES.find((category) => category === value) ?? FAQ_CATEGORIES[0];
}
