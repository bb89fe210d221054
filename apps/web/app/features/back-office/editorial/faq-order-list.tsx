import type { PublicationState } from '@beast/domain/content/editorial';
import type { AdminFaqRow } from '@beast/domain/content/faq-api.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { CsrfField } from '../admin-fields';
import { PublicationBadge } from './publication-fields';

/** An entry as the FAQ screen lists it: the API's row and where it stands for readers now. */
export type FaqListEntry = AdminFaqRow & { state: PublicationState };

export const FAQ_ORDER_INTENT = 'order';
export const FAQ_MOVE_INTENT = 'move';

/** The order after `dragged` is dropped on `target`'s place: it takes that place, the rest keep theirs. */
export function droppedOrder(ids: readonly number[], dragged: number, target: number): number[] {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const order = ids.filter((id) => id !== dragged);
  order.splice(to, 0, dragged);
  return order;
}

/**
 * A category's entries in their order, with their status and languages. The order changes one step at a time
 * with each entry's Move up / Move down buttons (forms: they work by keyboard and without scripts) or, with
 * scripts and a mouse, by dragging an entry onto another's place, which posts the whole order. The page's
 * status line says where the entry went.
 */
export function FaqOrderList({
  category,
  entries,
  revision,
  csrfToken,
  moved,
}: {
  category: string;
  entries: readonly FaqListEntry[];
  /** The category order's revision: a change made meanwhile by someone else is refused, not overwritten. */
  revision: string;
  csrfToken: string;
  /** The entry just moved by its buttons and which way: its button keeps the focus. */
  moved?: { id: number; move: 'up' | 'down' };
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [order, setOrder] = useState(() => entries.map((entry) => entry.id));
  const [dragged, setDragged] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  useEffect(() => setOrder(entries.map((entry) => entry.id)), [entries]);

  useEffect(() => {
    if (!moved) return;
    const row = list.current?.querySelector(`[data-entry="${moved.id}"]`);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('button[name="move"]');
    const same = [...(buttons ?? [])].find((button) => button.value === moved.move);
    (same ?? buttons?.[0])?.focus();
  }, [moved]);

  function onDrop(event: DragEvent<HTMLLIElement>, target: number) {
    event.preventDefault();
    if (dragged === null) return;
    const next = droppedOrder(order, dragged, target);
    setDragged(null);
    if (next.join() === order.join()) return;
    setOrder(next);
    submit(
      { intent: FAQ_ORDER_INTENT, csrf: csrfToken, category, revision, ids: next.join(','), id: String(dragged) },
      { method: 'post' },
    );
  }

  if (entries.length === 0) return <p>{t('admin.faq.empty')}</p>;
  return (
    <>
      <p className="field__hint" id="faq-order-hint">
        {t('admin.faq.orderHint')}
      </p>
      <ol className="admin-list faq-order" ref={list} aria-describedby="faq-order-hint">
        {order.map((id, index) => {
          const entry = byId.get(id);
          if (!entry) return null;
          return (
            <li
              key={id}
              data-entry={id}
              className={`admin-row faq-order__entry${dragged === id ? ' faq-order__entry--dragged' : ''}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(id));
                setDragged(id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, id)}
            >
              <span className="faq-order__grip" aria-hidden="true" />
              <div className="faq-order__text">
                <p className="admin-member__name">
                  <Link to={`${BACK_OFFICE_PATHS.faq}/${id}`}>{entry.question || entry.key}</Link>
                </p>
                <p className="faq-order__facts">
                  <PublicationBadge state={entry.state} /> <Languages missing={entry.missingTranslations} />
                </p>
              </div>
              <MoveButtons
                entry={entry}
                position={index + 1}
                count={order.length}
                revision={revision}
                csrfToken={csrfToken}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The languages an entry is written in: every one, or those it still lacks (not public there). */
function Languages({ missing }: { missing: readonly Locale[] }) {
  const { t } = useTranslation();
  if (missing.length === 0)
    return <span className="completeness completeness--complete">{t('admin.faq.allLanguages')}</span>;
  const names = LOCALES.filter((locale) => missing.includes(locale)).map((locale) =>
    t(`admin.catalogue.language.${locale}`),
  );
  return (
    <span className="completeness completeness--empty">
      {t('admin.faq.missingLanguages', { languages: names.join(', ') })}
    </span>
  );
}

const MOVES = ['up', 'down'] as const;
const MOVE_TEXTS = { up: 'moveUp', down: 'moveDown' } as const;

/** The entry's steps up and down: the first has no Move up, the last no Move down. */
function MoveButtons({
  entry,
  position,
  count,
  revision,
  csrfToken,
}: {
  entry: FaqListEntry;
  position: number;
  count: number;
  revision: string;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const name = entry.question || entry.key;
  return (
    <Form method="post" className="faq-order__moves">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={FAQ_MOVE_INTENT} />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="revision" value={revision} />
      {MOVES.filter((move) => (move === 'up' ? position > 1 : position < count)).map((move) => (
        <button
          key={move}
          type="submit"
          name="move"
          value={move}
          className="button button--ghost"
          aria-label={t(`admin.faq.${MOVE_TEXTS[move]}Named`, { question: name })}
        >
          {t(`admin.faq.${MOVE_TEXTS[move]}`)}
        </button>
      ))}
    </Form>
  );
}
