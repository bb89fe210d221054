import { formatEditionNumber } from '@beast/domain/orders/edition-number';
import { canChangeOrderStatus, type OrderStatus } from '@beast/domain/orders/order-status';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { queueOrderEmail } from './order-emails';
import { releaseOrderHolds } from './order-holds';
import {
  createOrderLifecycleRepository,
  type LockedOrder,
  type NewVehicle,
  type StatusActor,
} from './order-lifecycle.repository';
import { orderStatusEmail } from './order-status-email';

export interface OrderStatusChange {
  orderId: number;
  to: OrderStatus;
  /** Who asks: the customer, the payment flow, an operator (`npm run orders`), or the shop itself. */
  actor: StatusActor;
  /** The staff member making the change in the back office (actor `staff`). */
  staffId?: number;
  note?: string | null;
  /** False only when recording past changes (the demo content): no email is queued. */
  notifyCustomer?: boolean;
}

/** What a status change needs besides the transaction: the time, and what the customer's email shows. */
export interface StatusChangeContext {
  now: Date;
  brandName: string;
  /** The storefront's origin, for the link to the account in the email. */
  publicOrigin: string;
}

/** The context from the shop's settings (the same origin the other emails link to). */
export function statusChangeContext(config: Pick<Config, 'brandName' | 'publicUrl'>, now: Date): StatusChangeContext {
  return { now, brandName: config.brandName, publicOrigin: config.publicUrl };
}

export interface StatusChangeResult {
  order: LockedOrder;
  from: OrderStatus;
  to: OrderStatus;
  /** Vehicles recorded by this change (DELIVERED only; 0 when they existed already). */
  vehiclesCreated: number;
}

/**
 * The one way an order changes status (spec §3 statuses; transitions in the domain's state machine).
 * Runs inside the caller's transaction: locks the order, refuses a move the state machine does not allow
 * (409 STATUS_CHANGE_NOT_ALLOWED), records the change in the history and queues the customer's email in
 * the order's language. Cancelling gives back the edition units and the slot; delivering records each
 * bike as the customer's vehicle.
 */
export async function changeOrderStatus(
  tx: Db,
  change: OrderStatusChange,
  context: StatusChangeContext,
): Promise<StatusChangeResult> {
  const repository = createOrderLifecycleRepository(tx);
  const order = await repository.lockOrder(change.orderId);
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  const from = order.status;
  if (!canChangeOrderStatus(from, change.to, order.deliveryMethod)) throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
  const { now } = context;
  const deliveredAt = change.to === 'DELIVERED' ? now : order.deliveredAt;
  await repository.updateOrder(order.id, { status: change.to, deliveredAt }, now);
  await repository.insertHistory({
    orderId: order.id,
    fromStatus: from,
    toStatus: change.to,
    actor: change.actor,
    staffId: change.staffId ?? null,
    note: change.note ?? null,
    createdAt: now,
  });
  if (change.to === 'CANCELED') {
    await releaseOrderHolds(tx, order);
    await repository.updateOrder(order.id, { reservedUntil: null }, now);
  }
  const vehiclesCreated = change.to === 'DELIVERED' ? await recordVehicles(tx, order, now) : 0;
  if (change.notifyCustomer !== false) await queueStatusEmail(tx, { ...order, status: change.to }, context);
  return { order: { ...order, status: change.to, deliveredAt }, from, to: change.to, vehiclesCreated };
}

/** spec §2 My vehicles: every unit of every bike line becomes one vehicle of the order's customer. */
async function recordVehicles(tx: Db, order: LockedOrder, deliveredAt: Date): Promise<number> {
  const repository = createOrderLifecycleRepository(tx);
  const lines = await repository.findBikeLines(order.id);
  const rows: NewVehicle[] = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => {
      const unitNumber = line.unitNumbers[index];
      return {
        userId: order.userId,
        orderId: order.id,
        orderLineId: line.id,
        unitIndex: index + 1,
        productId: line.productId,
        editionNumber:
          unitNumber === undefined || line.editionSize === null
            ? null
            : formatEditionNumber(unitNumber, line.editionSize),
        configuratorOptions: line.configuratorOptions,
        deliveredAt,
      };
    }),
  );
  return repository.insertVehicles(rows);
}

async function queueStatusEmail(tx: Db, order: LockedOrder, context: StatusChangeContext): Promise<void> {
  const content = orderStatusEmail({
    locale: order.language,
    brandName: context.brandName,
    firstName: order.contacts.firstName,
    orderNumber: order.number,
    status: order.status,
    accountLink: `${context.publicOrigin}/${order.language}/account`,
  });
  await queueOrderEmail(tx, order.id, { to: order.email, ...content }, context.now);
}
