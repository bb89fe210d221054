import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import {
  HAND_SET_STATUS_KINDS,
  type InboxKind,
  type InboxStatus,
  type InboxStatusOf,
  isStatusOf,
  openingStatus,
} from '@beast/domain/inbox/inbox';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import type { InboxDetail, InboxFilter, InboxItem, InboxList, InboxUpdate } from '@beast/domain/staff/inbox-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { translate } from '../../i18n/translate';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/content-change';
import { recordStaffChange } from '../audit/audit';
import { createOutboxRepository } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';
import { createInboxRepository, type InboxRow } from './inbox.repository';

/** What a feature opens the inbox with: who asked, in which language, and a line for the list. */
export interface InboxOpening<K extends InboxKind = InboxKind> {
  kind: K;
  /** The kind's own record (a booking, a quotation); none for a kind kept whole in `payload`. */
  refId?: number;
  /** The kind's opening status unless given. */
  status?: InboxStatusOf<K>;
  locale: Locale;
  name: string;
  email: string;
  /** One line the list shows (a model and a day, a subject …). */
  summary: string;
  /** What was sent, for kinds without a record of their own. */
  payload?: Record<string, unknown>;
}

export interface InboxDependencies {
  db: Db;
  clock: Clock;
  /** Where each new request is announced (Config.salesEmail). */
  salesEmail: string;
  brandName: string;
  /** The shop's public origin: the announcement links to the request's page in the back office. */
  publicOrigin: string;
}

/** The language of the staff's announcement emails: the back office's first language. */
const STAFF_EMAIL_LOCALE: Locale = 'en';

/**
 * The staff's inbox (issue: bookings and requests). Features open a request in the transaction that stores
 * it (`open(tx, …)`) and keep its status in step with their own steps (`setStatus(tx, …)`); staff give it an
 * owner, write notes, and set by hand the status of the kinds that have no steps of their own. Every staff
 * change is audited.
 */
export function createInbox(deps: InboxDependencies) {
  const repository = (tx: Db = deps.db) => createInboxRepository(tx);

  function announcement(row: InboxRow) {
    const t = (key: MessageKey) =>
      interpolate(translate(STAFF_EMAIL_LOCALE, key), {
        brand: deps.brandName,
        kind: translate(STAFF_EMAIL_LOCALE, `inbox.kind.${row.kind}`),
        name: row.name,
        email: row.email,
        summary: row.summary,
      });
    return linkEmail({
      locale: STAFF_EMAIL_LOCALE,
      brandName: deps.brandName,
      link: `${deps.publicOrigin}${BACK_OFFICE_PATHS.inbox}/${row.id}`,
      lines: {
        subject: t('email.inboxNew.subject'),
        greeting: t('email.inboxNew.greeting'),
        paragraphs: [t('email.inboxNew.intro'), row.summary].filter(Boolean),
        linkIntro: t('email.inboxNew.linkIntro'),
        button: t('email.inboxNew.button'),
        signature: deps.brandName,
      },
    });
  }

  return {
    /** Opens a request in the caller's transaction and announces it to the sales address with it. */
    async open<K extends InboxKind>(tx: Db, opening: InboxOpening<K>): Promise<InboxRow> {
      const at = deps.clock();
      const row = await repository(tx).insert({
        kind: opening.kind,
        status: opening.status ?? openingStatus(opening.kind),
        refId: opening.refId ?? null,
        locale: opening.locale,
        name: opening.name,
        email: opening.email,
        summary: opening.summary,
        payload: opening.payload ?? {},
        createdAt: at,
        updatedAt: at,
      });
      await createOutboxRepository(tx).enqueue({ to: deps.salesEmail, ...announcement(row) }, at);
      return row;
    },

    /** A kind's record changed status through its own step: its request follows, in the same transaction. */
    async setStatus<K extends InboxKind>(tx: Db, kind: K, refId: number, status: InboxStatusOf<K>): Promise<void> {
      await repository(tx).setStatusByRef(kind, refId, status, deps.clock());
    },

    /** A kind's record changed what the list's line says of it (another day): the line follows. */
    async describe(tx: Db, kind: InboxKind, refId: number, summary: string): Promise<void> {
      await repository(tx).setSummaryByRef(kind, refId, summary, deps.clock());
    },

    async list(filter: InboxFilter, staffId: number, offset: number, limit: number): Promise<InboxList> {
      const { rows, total } = await repository().list(filter, staffId, offset, limit);
      return { data: rows.map(({ request, ownerName }) => toItem(request, ownerName)), offset, limit, total };
    },

    async read(id: number): Promise<InboxDetail> {
      const row = await repository().find(id);
      if (!row) throw new DomainError('NOT_FOUND');
      const [ownerName, notes, staff] = await Promise.all([
        repository().ownerName(row.ownerStaffId),
        repository().notes(id),
        repository().assignableStaff(),
      ]);
      return {
        ...toItem(row, ownerName),
        payload: row.payload,
        notes: notes.map(({ note, staffName }) => ({
          id: note.id,
          text: note.text,
          staff: note.staffId !== null && staffName !== null ? { id: note.staffId, name: staffName } : null,
          createdAt: note.createdAt.toISOString(),
        })),
        staff,
      };
    },

    /** Gives a request to a staff member (or nobody) and sets a hand-set kind's status; audited. */
    async update(actor: Actor, id: number, update: InboxUpdate): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const inbox = repository(tx);
        const before = await inbox.find(id, true);
        if (!before) throw new DomainError('NOT_FOUND');
        const values: Partial<Pick<InboxRow, 'status' | 'ownerStaffId'>> = {};
        if (update.ownerStaffId !== undefined) {
          if (update.ownerStaffId !== null && !(await inbox.isAssignable(update.ownerStaffId))) {
            throw new DomainError('VALIDATION_FAILED', { ownerStaffId: 'validation.invalid' });
          }
          values.ownerStaffId = update.ownerStaffId;
        }
        if (update.status !== undefined && update.status !== before.status) {
          if (!HAND_SET_STATUS_KINDS.includes(before.kind) || !isStatusOf(before.kind, update.status)) {
            throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
          }
          values.status = update.status as InboxStatus;
        }
        const after = await inbox.update(id, values, deps.clock());
        await recordStaffChange(tx, actor, {
          action: values.status ? 'status-changed' : 'updated',
          entityType: 'inbox-request',
          entityKey: String(id),
          before: { status: before.status, ownerStaffId: before.ownerStaffId },
          after: { status: after!.status, ownerStaffId: after!.ownerStaffId },
        });
      });
    },

    async addNote(actor: Actor, id: number, text: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const inbox = repository(tx);
        if (!(await inbox.find(id, true))) throw new DomainError('NOT_FOUND');
        const note = await inbox.addNote(id, actor.kind === 'staff' ? actor.staffId : null, text, deps.clock());
        await recordStaffChange(tx, actor, {
          action: 'note-added',
          entityType: 'inbox-request',
          entityKey: String(id),
          before: null,
          after: { noteId: note.id, text },
        });
      });
    },
  };
}

function toItem(row: InboxRow, ownerName: string | null): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    refId: row.refId,
    locale: row.locale,
    name: row.name,
    email: row.email,
    summary: row.summary,
    owner: row.ownerStaffId !== null && ownerName !== null ? { id: row.ownerStaffId, name: ownerName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type Inbox = ReturnType<typeof createInbox>;
