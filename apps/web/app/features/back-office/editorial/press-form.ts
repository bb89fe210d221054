import type { PressReleaseWrite, PressReleaseWriteInput } from '@beast/domain/content/editorial-write.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import { textField, textsFromForm, textValues } from './editorial-form';
import { publicationFromForm, publicationValues } from './publication-form';

/**
 * The press release editor's form (decision 18): the title, summary and Markdown body of each language side
 * by side, the date printed on the release, its PDF when it has one, and the publication.
 */

export const PRESS_TEXT_FIELDS = ['title', 'summary', 'body'] as const;
/** The file field of a new PDF, and the box that takes the current one off. */
export const PRESS_FILE_FIELD = 'file';
export const REMOVE_FILE_FIELD = 'removeFile';

/** The form's fields in the order they show, for the focus on the first refused one. */
export const PRESS_FIELDS = [
  'key',
  'releasedOn',
  PRESS_FILE_FIELD,
  ...LOCALES.flatMap((language) => PRESS_TEXT_FIELDS.map((field) => textField(language, field))),
  'status',
  'publishedAt',
] as const;

/** The form's values of a stored release. */
export function pressValues(release: PressReleaseWrite): Record<string, string> {
  return {
    key: release.key,
    releasedOn: release.releasedOn,
    fileUrl: release.fileUrl ?? '',
    ...textValues(release.text, PRESS_TEXT_FIELDS),
    ...(release.publishedAt
      ? publicationValues({ status: release.status, publishedAt: release.publishedAt })
      : { status: release.status, publishedAt: '' }),
  };
}

/** A new release's form: a draft dated today (a Swiss day). */
export function newPressValues(today: string): Record<string, string> {
  return { status: 'draft', releasedOn: today };
}

/** The release the form describes, as the API takes it; its PDF is kept unless removed. */
export function pressFromForm(values: Readonly<Record<string, string | undefined>>): PressReleaseWriteInput {
  return {
    key: (values.key ?? '').trim(),
    releasedOn: (values.releasedOn ?? '').trim(),
    fileUrl: values[REMOVE_FILE_FIELD] === 'on' ? null : (values.fileUrl ?? '').trim() || null,
    ...(publicationFromForm(values) as Pick<PressReleaseWriteInput, 'status' | 'publishedAt'>),
    text: textsFromForm(values, PRESS_TEXT_FIELDS) as PressReleaseWriteInput['text'],
  };
}
