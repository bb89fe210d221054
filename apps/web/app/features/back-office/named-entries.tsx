import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import type { FormFailure } from './back-office-api.server';

/** What a named entry's form is given, whether it changes an entry or makes a new one. */
export interface NamedEntryFormProps {
  values: Record<string, string>;
  failure: FormFailure | undefined;
  /** The refusal is a change made meanwhile by someone else (409 REVISION_CONFLICT). */
  conflict: boolean;
  hidden: Record<string, string>;
  submit: string;
}

/** The page's answer to one of its forms: `id` names the entry changed, empty for a new one. */
export interface NamedEntriesAnswer {
  done?: 'created' | 'saved';
  failure?: FormFailure;
  id?: string;
  conflict?: boolean;
}

/**
 * A screen's short list of entries named in every language (the catalogue's subcategories, the blog's
 * categories): each opens its own form in place, and a form for a new one follows. The refused form stays
 * open with what was typed. `texts` names the screen's catalogue keys (`.count`, `.save`, `.new`, `.create`).
 */
export function NamedEntries<Entry extends { id: number; revision: string }>({
  texts,
  entries,
  name,
  details,
  valuesOf,
  newValues,
  answer,
  csrfToken,
  Form,
}: {
  texts: string;
  entries: readonly Entry[];
  /** The entry's name in the page's language. */
  name: (entry: Entry) => string;
  /** What follows the name on its line: its address, its kind, how much it holds. */
  details: (entry: Entry) => ReactNode;
  valuesOf: (entry: Entry) => Record<string, string>;
  newValues: Record<string, string>;
  answer: NamedEntriesAnswer | undefined;
  csrfToken: string;
  Form: ComponentType<NamedEntryFormProps>;
}) {
  const { t } = useTranslation();
  const failureOf = (id: string) => (answer?.failure && answer.id === id ? answer.failure : undefined);
  const headingId = texts.replaceAll('.', '-');
  return (
    <>
      <section className="admin-card" aria-labelledby={`${headingId}-list`}>
        <h2 id={`${headingId}-list`} className="admin-section__title">
          {t(`${texts}.count`, { count: entries.length })}
        </h2>
        <ol className="admin-list">
          {entries.map((entry) => {
            const failure = failureOf(String(entry.id));
            return (
              <li key={`${entry.id}-${entry.revision}`} className="admin-row">
                <details open={Boolean(failure)}>
                  <summary className="admin-member__name">
                    {name(entry)} <span className="admin-entry__email">{details(entry)}</span>
                  </summary>
                  <Form
                    values={failure?.values ?? valuesOf(entry)}
                    failure={failure}
                    conflict={Boolean(failure && answer?.conflict)}
                    hidden={{ intent: 'update', csrf: csrfToken, id: String(entry.id), revision: entry.revision }}
                    submit={t(`${texts}.save`, { name: name(entry) })}
                  />
                </details>
              </li>
            );
          })}
        </ol>
      </section>
      <section className="admin-card" aria-labelledby={`${headingId}-new`}>
        <h2 id={`${headingId}-new`} className="admin-section__title">
          {t(`${texts}.new`)}
        </h2>
        <Form
          key={answer?.done === 'created' ? 'created' : 'new'}
          values={failureOf('')?.values ?? newValues}
          failure={failureOf('')}
          conflict={false}
          hidden={{ intent: 'create', csrf: csrfToken }}
          submit={t(`${texts}.create`)}
        />
      </section>
    </>
  );
}
