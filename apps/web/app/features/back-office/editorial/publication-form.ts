import type { EditorialStatus } from '@beast/domain/content/editorial';
import { swissLocalDateTime, swissLocalToInstant } from '@beast/domain/validation/swiss-time';

/**
 * The publication fields of every editorial item (decision 18): draft or published, and when it becomes
 * public, typed as Swiss wall-clock time; a later time schedules it, none means now.
 */
export const PUBLICATION_FIELDS = ['status', 'publishedAt'] as const;

/** The form's values of a stored item's publication. */
export function publicationValues(item: { status: EditorialStatus; publishedAt: string }): Record<string, string> {
  return { status: item.status, publishedAt: swissLocalDateTime(new Date(item.publishedAt)) };
}

/**
 * The publication the form describes, as the write schemas take it: the Swiss time as an instant with its
 * offset; an empty time is left out (now); anything else is sent as typed, for the API to name.
 */
export function publicationFromForm(values: Readonly<Record<string, string | undefined>>): {
  status: string;
  publishedAt?: string;
} {
  const typed = (values.publishedAt ?? '').trim();
  const status = values.status === 'published' ? 'published' : 'draft';
  if (typed === '') return { status };
  return { status, publishedAt: swissLocalToInstant(typed) ?? typed };
}
