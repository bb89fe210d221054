import type { EditorialStatus } from '@beast/domain/content/editorial';
import type { Locale } from '@beast/domain/i18n/locale';
import { typesetAll } from '@beast/domain/i18n/typography';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { checkRevision, revisionOf } from '../../lib/revision';
import { recordContentWrite } from '../audit/audit';
import { editorName, publicationTime, textsByLocale, translationRows } from './editorial-write';

/** What every editorial item's write schema has: a key, a publication and texts in some languages. */
export interface EditorialWrite {
  key: string;
  status: EditorialStatus;
  publishedAt?: string | undefined;
  text: Partial<Record<Locale, object>>;
}

/** Who changed a stored item last, and when. */
export interface Edited {
  updatedAt: Date;
  updatedBy: string;
}

/** How one kind of item is kept: its repository, seen by the writer. */
export interface EditorialStore<W extends EditorialWrite, S> {
  find(tx: Db, where: { id: number } | { key: string }, options?: { lock?: boolean }): Promise<S | undefined>;
  /** Writes the item whole (a new one when `id` is null) and answers its id. */
  write(tx: Db, id: number | null, item: W, edited: Edited): Promise<number>;
  /** The stored item as its form reads it: what an update must receive to change nothing. */
  form(stored: S): W;
  id(stored: S): number;
  publishedAt(stored: S): Date;
  edited(stored: S): Edited;
}

/**
 * The write use cases every editorial kind shares (decision 18): create, replace, publish or unpublish, and
 * save by key (the importer's), each in one transaction, the item's texts typeset as the shop prints them,
 * its editor and time recorded, audited when staff made the change, and reported so the caches of the pages
 * that show it drop. A change names the revision it was made from; one made meanwhile is refused.
 */
export function createEditorialWriter<W extends EditorialWrite, S, I = unknown>(options: {
  db: Db;
  onChange: OnContentChange;
  clock: Clock;
  /** The audit log's and the change report's name of the kind (`faq-entry`, `press-release`). */
  entity: string;
  schema: z.ZodType<W, I>;
  store: EditorialStore<W, S>;
  /** What an editor changes, which the revision covers: the whole item unless told. */
  editable?: (item: W) => unknown;
  /** A new item's last touches in its transaction (an FAQ entry goes last in its category). */
  onCreate?: (tx: Db, item: W) => Promise<W>;
  /** A staff member's replacement's last touches (an FAQ entry keeps its place). */
  onUpdate?: (tx: Db, stored: S, item: W) => Promise<W>;
}) {
  const { db, onChange, clock, entity, schema, store } = options;
  const editable = options.editable ?? ((item: W) => item);
  const report = (actor: Actor) => (result: { key: string; created?: boolean }) => ({
    actor,
    entity,
    key: result.key,
    action: result.created ? ('created' as const) : ('updated' as const),
    caches: ['content' as const],
  });

  /** The item as parsed, its texts typeset, its publication time settled. */
  function prepared(input: I, stored: S | undefined): W {
    const item = parseInput(schema, input);
    const text = textsByLocale(translationRows(item.text as Partial<Record<Locale, object>>), ({ locale, ...copy }) =>
      typesetAll(copy, locale),
    );
    const stamp = stored && store.publishedAt(stored);
    return { ...item, publishedAt: publicationTime(item.publishedAt, stamp, clock()), text };
  }

  async function write(tx: Db, actor: Actor, id: number | null, item: W) {
    return store.write(tx, id, item, { updatedAt: clock(), updatedBy: await editorName(tx, actor) });
  }

  async function insert(tx: Db, actor: Actor, item: W) {
    if (await store.find(tx, { key: item.key })) throw new DomainError('SLUG_TAKEN');
    const id = await write(tx, actor, null, item);
    await recordContentWrite(tx, actor, {
      entityType: entity,
      entityKey: item.key,
      before: null,
      after: item,
      created: true,
      changed: true,
    });
    return { id, changed: true, created: true, key: item.key };
  }

  async function replace(tx: Db, actor: Actor, stored: S, item: W, expected?: string) {
    const before = store.form(stored);
    checkRevision(editable(before), expected);
    const id = store.id(stored);
    const result = { id, changed: !sameJson(before, item), created: false, key: item.key };
    if (!result.changed) return result;
    if (item.key !== before.key && (await store.find(tx, { key: item.key }))) throw new DomainError('SLUG_TAKEN');
    await write(tx, actor, id, item);
    await recordContentWrite(tx, actor, { entityType: entity, entityKey: item.key, before, after: item, ...result });
    return result;
  }

  async function locked(tx: Db, id: number): Promise<S> {
    const stored = await store.find(tx, { id }, { lock: true });
    if (!stored) throw new DomainError('NOT_FOUND');
    return stored;
  }

  return {
    /** A new item; its key must be free. */
    async create(actor: Actor, input: I): Promise<WriteResult> {
      const item = prepared(input, undefined);
      const done = await committed(
        inTransaction(db, async (tx) => insert(tx, actor, options.onCreate ? await options.onCreate(tx, item) : item)),
        onChange,
        report(actor),
      );
      return { id: done.id, changed: done.changed };
    },

    /** Replaces item `id`. With `expected` (the revision its form was read at), a change made meanwhile is refused. */
    async update(actor: Actor, id: number, input: I, expected?: string): Promise<WriteResult> {
      const done = await committed(
        inTransaction(db, async (tx) => {
          const stored = await locked(tx, id);
          const item = prepared(input, stored);
          return replace(
            tx,
            actor,
            stored,
            options.onUpdate ? await options.onUpdate(tx, stored, item) : item,
            expected,
          );
        }),
        onChange,
        report(actor),
      );
      return { id: done.id, changed: done.changed };
    },

    /** Publishes item `id` or takes it back to a draft, everything else as it is. */
    async setStatus(actor: Actor, id: number, status: EditorialStatus, expected: string): Promise<WriteResult> {
      const done = await committed(
        inTransaction(db, async (tx) => {
          const stored = await locked(tx, id);
          return replace(tx, actor, stored, { ...store.form(stored), status }, expected);
        }),
        onChange,
        report(actor),
      );
      return { id: done.id, changed: done.changed };
    },

    /** Creates the item of this key, or replaces it as given: what an import of a data file does. */
    async save(actor: Actor, input: I): Promise<WriteResult & { created: boolean }> {
      const { key } = parseInput(schema, input);
      const done = await committed(
        inTransaction(db, async (tx) => {
          const stored = await store.find(tx, { key });
          const item = prepared(input, stored);
          return stored ? replace(tx, actor, stored, item) : insert(tx, actor, item);
        }),
        onChange,
        report(actor),
      );
      return { id: done.id, changed: done.changed, created: done.created };
    },

    /** The item as its editor shows it, with the revision a change must name and who changed it last. */
    async readForEditing(id: number) {
      const stored = await store.find(db, { id });
      if (!stored) throw new DomainError('NOT_FOUND');
      const item = store.form(stored);
      return { id, revision: revisionOf(editable(item)), item, ...editedAs(store.edited(stored)) };
    },

    /** Every stored item as its form reads it, with its id and editor. */
    listed(stored: readonly S[]) {
      return stored.map((each) => ({ id: store.id(each), item: store.form(each), ...editedAs(store.edited(each)) }));
    },
  };
}

function editedAs(edited: Edited) {
  return { updatedAt: edited.updatedAt.toISOString(), updatedBy: edited.updatedBy };
}
