import type { FaqEntry } from '@beast/domain/content/faq-api.schema';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { RenderedHtml } from '../../../ui/rendered-html';

/**
 * Questions that open their answers, without JavaScript: each one a `details` element, its question the
 * `summary` the keyboard and screen readers know as a button. Each has the entry's key as its id, so a link
 * can point at one question.
 */
export function FaqEntries({
  entries,
  withCategory = false,
}: {
  entries: readonly FaqEntry[];
  withCategory?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="faq-entries">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details className="faq-entry" id={entry.key}>
            <summary className="faq-entry__summary">
              <span className="faq-entry__question">{entry.question}</span>
              {withCategory ? (
                <span className="faq-entry__category">{t(`faq.categories.${entry.category}`)}</span>
              ) : null}
            </summary>
            <RenderedHtml html={entry.answerHtml} className="prose faq-entry__answer" />
          </details>
        </li>
      ))}
    </ul>
  );
}
