import { FAQ_CATEGORIES, type FaqCategory } from '@beast/domain/content/editorial';
import { type FaqEntryWrite, FaqEntryWriteSchema } from '@beast/domain/content/editorial-write.schema';
import { type Db, inTransaction } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import { type Clock, systemClock } from '../../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson } from '../../../lib/content-change';
import { checkRevision, revisionOf } from '../../../lib/revision';
import { recordContentWrite } from '../../audit/audit';
import { createEditorialWriter, type EditorialStore } from '../editorial-items';
import { textsByLocale, translationRows } from '../editorial-write';
import { createFaqWriteRepository, type StoredFaqEntry } from './faq-write.repository';

/** The audit log's names of what changed: an entry, or the order of a category's entries. */
export const FAQ_ENTRY_ENTITY = 'faq-entry';
export const FAQ_ORDER_ENTITY = 'faq-order';

export type FaqMove = 'up' | 'down';

const store: EditorialStore<FaqEntryWrite, StoredFaqEntry> = {
  find: (tx, where, options) => createFaqWriteRepository(tx).findEntry(where, options),
  async write(tx, id, entry, edited) {
    const repository = createFaqWriteRepository(tx);
    const values = {
      key: entry.key,
      category: entry.category,
      sortOrder: entry.sortOrder,
      status: entry.status,
      publishedAt: new Date(entry.publishedAt!),
      ...edited,
    };
    const texts = translationRows(entry.text);
    if (id === null) return repository.insertEntry(values, texts);
    await repository.updateEntry(id, values, texts);
    return id;
  },
  form: ({ entry, translations }) => ({
    key: entry.key,
    category: entry.category,
    sortOrder: entry.sortOrder,
    status: entry.status,
    publishedAt: entry.publishedAt.toISOString(),
    text: textsByLocale(translations, (row) => ({ question: row.question, answer: row.answer })),
  }),
  id: (stored) => stored.entry.id,
  publishedAt: (stored) => stored.entry.publishedAt,
  edited: (stored) => stored.entry,
};

/**
 * The FAQ's write use cases (decision 18), called by the back office and the content importer. An entry is
 * written whole, in the languages it has (a language left out is not shown there); its place in its category
 * changes only by reordering, so an editor's save and a colleague's reordering never refuse each other.
 */
export function createFaqWriteService({
  db,
  onChange,
  clock = systemClock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}) {
  const entries = createEditorialWriter({
    db,
    onChange,
    clock,
    entity: FAQ_ENTRY_ENTITY,
    schema: FaqEntryWriteSchema,
    store,
    // The revision covers what an editor changes; the place is the reordering's.
    editable: ({ sortOrder: _place, ...entry }) => entry,
    // A new entry goes last in its category.
    onCreate: async (tx, entry) => ({
      ...entry,
      sortOrder: await createFaqWriteRepository(tx).nextSortOrder(entry.category),
    }),
    // An edited entry keeps its place, or goes last when it moves to another category.
    onUpdate: async (tx, stored, entry) => ({
      ...entry,
      sortOrder:
        entry.category === stored.entry.category
          ? stored.entry.sortOrder
          : await createFaqWriteRepository(tx).nextSortOrder(entry.category),
    }),
  });

  const reportOrder = (actor: Actor) => (result: { category: FaqCategory }) => ({
    actor,
    entity: FAQ_ORDER_ENTITY,
    key: result.category,
    action: 'updated' as const,
    caches: ['content' as const],
  });

  async function reorder(
    tx: Db,
    actor: Actor,
    category: FaqCategory,
    order: (ids: number[]) => number[],
    expected: string,
  ) {
    const repository = createFaqWriteRepository(tx);
    const current = await repository.categoryOrder(category, { lock: true });
    const ids = current.map((entry) => entry.id);
    checkRevision(ids, expected);
    const next = order(ids);
    if (next.length !== ids.length || [...next].sort().join() !== [...ids].sort().join()) {
      throw new DomainError('VALIDATION_FAILED', { ids: 'validation.invalid' });
    }
    if (sameJson(ids, next)) return { changed: false, category };
    await repository.setOrder(next);
    const keyOf = new Map(current.map((entry) => [entry.id, entry.key]));
    await recordContentWrite(tx, actor, {
      entityType: FAQ_ORDER_ENTITY,
      entityKey: category,
      before: ids.map((id) => keyOf.get(id)),
      after: next.map((id) => keyOf.get(id)),
      created: false,
      changed: true,
    });
    return { changed: true, category };
  }

  return {
    // Creating (last in its category), replacing (in its place), publishing and importing (at the place it
    // names), as every editorial kind does (editorial-items.ts).
    createEntry: entries.create,
    updateEntry: entries.update,
    setEntryStatus: entries.setStatus,
    saveEntry: entries.save,

    /** The entry as its editor shows it, with the revision a change must name and who changed it last. */
    async readEntryForEditing(id: number) {
      const { item, ...editing } = await entries.readForEditing(id);
      return { ...editing, entry: item };
    },

    /**
     * Every category in the page's order with its entries in theirs, each with the revision its reordering must
     * name: the FAQ screen.
     */
    async readCategories() {
      const stored = await createFaqWriteRepository(db).listEntries();
      return FAQ_CATEGORIES.map((category) => {
        const inCategory = stored.filter((each) => each.entry.category === category);
        return {
          category,
          revision: revisionOf(inCategory.map((each) => each.entry.id)),
          entries: entries.listed(inCategory).map(({ item, ...entry }) => ({ ...item, ...entry })),
        };
      });
    },

    /** The entries of a category in their order, and the revision a reordering must name. */
    async readCategoryOrder(category: FaqCategory) {
      const ids = (await createFaqWriteRepository(db).categoryOrder(category)).map((entry) => entry.id);
      return { ids, revision: revisionOf(ids) };
    },

    /**
     * Puts a category's entries in this order (every one of them, each once), as dragging them does. With a
     * revision other than the order's, someone reordered, added or moved an entry meanwhile: refused.
     */
    reorderCategory(actor: Actor, category: FaqCategory, ids: readonly number[], expected: string) {
      return committed(
        inTransaction(db, (tx) => reorder(tx, actor, category, () => [...ids], expected)),
        onChange,
        reportOrder(actor),
      );
    },

    /** Moves entry `id` one place up or down in its category: the keyboard's and the script-free way to reorder. */
    moveEntry(actor: Actor, id: number, move: FaqMove, expected: string) {
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createFaqWriteRepository(tx).findEntry({ id });
          if (!stored) throw new DomainError('NOT_FOUND');
          return reorder(tx, actor, stored.entry.category, (ids) => moved(ids, id, move), expected);
        }),
        onChange,
        reportOrder(actor),
      );
    },
  };
}

export type FaqWriteService = ReturnType<typeof createFaqWriteService>;

/** The order with entry `id` swapped with its neighbour; at either end it stays where it is. */
export function moved(ids: readonly number[], id: number, move: FaqMove): number[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = move === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
