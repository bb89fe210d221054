import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { instalmentSchedule } from '@beast/domain/checkout/instalments';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import type {
  AdminOrder,
  AdminOrderDeliveryChange,
  AdminOrderList,
  AdminOrderStatusChange,
  AdminOrderSummary,
  HistoryAuthorKind,
} from '@beast/domain/orders/admin-orders-api.schema';
import { FINAL_ORDER_STATUSES, nextOrderStatuses, ORDER_STATUS_COLOUR } from '@beast/domain/orders/order-status';
import type { Config } from '../../config';
import { type Db, inTransaction } from '../../db/client';
import type { orderStatusHistory } from '../../db/schema/orders';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit';
import { checkDelivery, releaseDeliverySlot, reserveDelivery } from '../delivery/delivery-booking';
import { orderConfirmationEmail } from '../orders/order-confirmation-email';
import { queueOrderEmail } from '../orders/order-emails';
import { createOrderLifecycleRepository, type LockedOrder } from '../orders/order-lifecycle.repository';
import { changeOrderStatus, statusChangeContext } from '../orders/order-status.service';
import { loadOrderView } from '../orders/order-view';
import {
  type AdminOrderFilterValues,
  type AdminOrderRow,
  createAdminOrdersRepository,
} from './admin-orders.repository';
import { createAdminRefundsRepository } from './admin-refunds.repository';
import { refundableNow } from './admin-refunds.service';

export interface AdminOrdersDependencies {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
}

/** Rows the CSV export reads at a time: the file streams, whatever the number of orders. */
const EXPORT_BATCH = 500;

/**
 * The back office's Orders screens: the list, one order with what only staff see, and the actions staff
 * take. Every action runs in one transaction with its audit entry, and names the order's version it was
 * based on: a change made meanwhile (by staff, the customer or a payment) answers 409 REVISION_CONFLICT.
 */
export function createAdminOrdersService({ db, clock, config }: AdminOrdersDependencies) {
  const repository = createAdminOrdersRepository(db);

  async function getOrder(orderId: number, locale: Locale, reader: Db = db): Promise<AdminOrder> {
    const order = await loadOrderView(reader, orderId, locale);
    const own = createAdminOrdersRepository(reader);
    const row = await createOrderLifecycleRepository(reader).findOrder(orderId);
    if (!row) throw new DomainError('ORDER_NOT_FOUND');
    const history = await own.history(orderId);
    const emails = await own.emails(orderId);
    const notes = await own.notes(orderId);
    const refunds = await createAdminRefundsRepository(reader).list(orderId);
    const { left } = await refundableNow(reader, orderId);
    return {
      ...order,
      version: row.version,
      email: row.email,
      language: row.language,
      nextStatuses: nextOrderStatuses(row.status, row.deliveryMethod),
      instalments: row.paymentPlan
        ? instalmentSchedule(swissIsoToday(row.createdAt), row.paymentPlan, row.amountPaid).map((instalment) => ({
            ...instalment,
            amount: chf(instalment.amount),
          }))
        : [],
      history: history.map(({ entry, staffName }) => ({
        at: entry.createdAt.toISOString(),
        from: entry.fromStatus,
        to: entry.toStatus,
        author: { kind: authorKind(entry.actor), name: staffName },
        note: entry.note,
      })),
      emails: emails.map((email) => ({
        ...email,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
      notes: notes.map(({ note, staffName }) => ({
        id: note.id,
        text: note.text,
        at: note.createdAt.toISOString(),
        staff: { id: note.staffId, name: staffName },
      })),
      refunds: refunds.map(({ refund, staffName }) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        amount: chf(refund.amount),
        reason: refund.reason,
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
        staff: { id: refund.staffId, name: staffName },
      })),
      amountRefunded: chf(row.amountRefunded),
      refundable: chf(left),
    };
  }

  /** The order locked for this transaction, at the version the staff member saw. */
  async function lockAtVersion(tx: Db, orderId: number, version: number): Promise<LockedOrder> {
    const order = await createOrderLifecycleRepository(tx).lockOrder(orderId);
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    if (order.version !== version) throw new DomainError('REVISION_CONFLICT');
    return order;
  }

  async function lockExisting(tx: Db, orderId: number): Promise<LockedOrder> {
    const order = await createOrderLifecycleRepository(tx).lockOrder(orderId);
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    return order;
  }

  return {
    getOrder,

    async listOrders(
      filter: AdminOrderFilterValues,
      page: { offset: number; limit: number },
      locale: Locale,
    ): Promise<AdminOrderList> {
      const rows = await repository.listRows(filter, page.offset, page.limit);
      const total = await repository.count(filter);
      return { data: rows.map((row) => toSummary(row, locale)), offset: page.offset, limit: page.limit, total };
    },

    /** Every order the filter matches, in its order, read in batches as the caller consumes them. */
    async *matchingOrders(filter: AdminOrderFilterValues, locale: Locale): AsyncGenerator<AdminOrderSummary> {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await repository.listRows(filter, offset, EXPORT_BATCH);
        for (const row of rows) yield toSummary(row, locale);
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    /** Through the state machine: only a next status is allowed; the customer is emailed; cancelling releases. */
    async changeStatus(staffId: number, orderId: number, change: AdminOrderStatusChange, locale: Locale) {
      return inTransaction(db, async (tx) => {
        const order = await lockAtVersion(tx, orderId, change.version);
        const now = clock();
        await changeOrderStatus(
          tx,
          { orderId, to: change.status, actor: 'staff', staffId, note: change.note || null },
          statusChangeContext(config, now),
        );
        await recordAudit(tx, {
          staffId,
          action: 'status-changed',
          entityType: 'order',
          entityKey: order.number,
          before: { status: order.status },
          after: { status: change.status, note: change.note || null },
        });
        return getOrder(orderId, locale, tx);
      });
    },

    /**
     * Another day and window (courier) or slot (pick-up): the old place is given back and the new one taken
     * as the checkout takes it (one place at most per booking row, never more than the capacity). An unpaid
     * order whose places were released takes none: paying takes them again.
     */
    async changeDelivery(staffId: number, orderId: number, change: AdminOrderDeliveryChange, locale: Locale) {
      return inTransaction(db, async (tx) => {
        const order = await lockAtVersion(tx, orderId, change.version);
        if (FINAL_ORDER_STATUSES.includes(order.status)) throw new DomainError('ORDER_DELIVERY_FINAL');
        if (change.delivery.method !== order.deliveryMethod) {
          throw new DomainError('VALIDATION_FAILED', { 'delivery.method': 'validation.invalid' });
        }
        const now = clock();
        const request = { delivery: change.delivery, zipCode: order.zipCode, today: swissIsoToday(now) };
        const holdsPlace = order.reservationReleasedAt === null;
        if (order.slotBookingId !== null) await releaseDeliverySlot(tx, order.slotBookingId);
        const booking = holdsPlace ? await reserveDelivery(tx, request) : await checkDelivery(tx, request);
        const before = deliveryOf(order);
        const after = {
          date: booking.date,
          timeWindow: booking.timeWindow,
          pickUpCenterId: booking.pickUpCenterId,
        };
        await createAdminOrdersRepository(tx).changeDelivery(
          orderId,
          { ...after, slotBookingId: booking.slotBookingId },
          now,
        );
        await recordAudit(tx, {
          staffId,
          action: 'delivery-changed',
          entityType: 'order',
          entityKey: order.number,
          before,
          after,
        });
        return getOrder(orderId, locale, tx);
      });
    },

    async addNote(staffId: number, orderId: number, text: string, locale: Locale) {
      return inTransaction(db, async (tx) => {
        const order = await lockExisting(tx, orderId);
        const note = await createAdminOrdersRepository(tx).addNote({ orderId, staffId, text, createdAt: clock() });
        await recordAudit(tx, {
          staffId,
          action: 'note-added',
          entityType: 'order',
          entityKey: order.number,
          before: null,
          after: { noteId: note.id, text },
        });
        return getOrder(orderId, locale, tx);
      });
    },

    /** The order confirmation again, in the order's language, as it reads now (status, payments). */
    async resendConfirmation(staffId: number, orderId: number, locale: Locale) {
      return inTransaction(db, async (tx) => {
        const order = await lockExisting(tx, orderId);
        const now = clock();
        const view = await loadOrderView(tx, orderId, order.language);
        const email = orderConfirmationEmail({
          order: view,
          locale: order.language,
          brandName: config.brandName,
          publicOrigin: config.publicUrl,
        });
        const outboxId = await queueOrderEmail(tx, orderId, { to: order.email, ...email }, now);
        await recordAudit(tx, {
          staffId,
          action: 'email-resent',
          entityType: 'order',
          entityKey: order.number,
          before: null,
          after: { email: 'order-confirmation', outboxId, to: order.email },
        });
        return getOrder(orderId, locale, tx);
      });
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

function toSummary(row: AdminOrderRow, locale: Locale): AdminOrderSummary {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusColour: ORDER_STATUS_COLOUR[row.status],
    customerName: `${row.contacts.firstName} ${row.contacts.lastName}`,
    email: row.email,
    deliveryMethod: row.deliveryMethod,
    centreName: row.centreName?.[locale] ?? null,
    planMonths: row.paymentPlan?.months ?? null,
    total: chf(row.total),
    amountPaid: chf(row.amountPaid),
  };
}

function deliveryOf(order: LockedOrder) {
  return { date: order.deliveryDate, timeWindow: order.timeWindow, pickUpCenterId: order.pickUpCenterId };
}

/** The history's actors as staff read them: a payment's outcome is the shop's doing. */
function authorKind(actor: (typeof orderStatusHistory.$inferSelect)['actor']): HistoryAuthorKind {
  if (actor === 'payment') return 'system';
  return actor;
}
