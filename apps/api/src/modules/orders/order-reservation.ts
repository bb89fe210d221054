import type { DeliveryChoice } from '@beast/domain/checkout/checkout-api.schema';
import { RESERVATION_MINUTES, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { reserveDelivery } from '../delivery/delivery-booking';
import { releaseOrderHolds } from './order-holds';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/**
 * What an unpaid order holds (spec §9 limited editions, delivery capacity): edition units and a delivery
 * place, for RESERVATION_MINUTES. A failed payment or the expiry worker gives them back; paying later takes
 * them again, or answers that they are gone.
 */

export function reservationEnd(now: Date): Date {
  return new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
}

/**
 * Takes the units of every limited edition in `wanted` (product id → units), in product order so that two
 * orders never wait on each other. Fewer units left than wanted → 409 OUT_OF_STOCK.
 */
export async function takeEditionStock(tx: Db, wanted: ReadonlyMap<number, number>): Promise<void> {
  const repository = createOrdersRepository(tx);
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    if (!(await repository.takeEditionStock(productId, quantity))) throw new DomainError('OUT_OF_STOCK');
  }
}

/** Numbers the units taken by `takeEditionStock`: each line gets the smallest free numbers of its edition. */
export async function assignEditionUnits(
  tx: Db,
  lines: readonly { lineId: number; productId: number; quantity: number }[],
): Promise<void> {
  const repository = createOrdersRepository(tx);
  for (const line of lines) {
    const assigned = await repository.assignEditionUnits(line.productId, line.lineId, line.quantity);
    // edition_sold counts the units, so free numbers exist; anything else is a broken invariant.
    if (assigned !== line.quantity) throw new Error(`Edition ${line.productId}: ${assigned} of ${line.quantity} units`);
  }
}

/** Gives back the order's units and place (a failed first payment). `tx` holds the order's row lock. */
export async function releaseReservation(tx: Db, order: OrderRow, now: Date): Promise<void> {
  await releaseOrderHolds(tx, order);
  await createOrdersRepository(tx).updateOrder(order.id, { reservedUntil: null, reservationReleasedAt: now }, now);
}

/**
 * Takes the released units and place again before a new payment attempt: 409 OUT_OF_STOCK or SLOT_TAKEN
 * (or the delivery day's own error) when they are gone. `tx` holds the order's row lock.
 */
export async function reserveAgain(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const repository = createOrdersRepository(tx);
  const lines = await repository.findEditionLines(order.id);
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  await takeEditionStock(tx, wanted);
  await assignEditionUnits(tx, lines);
  const booking = await reserveDelivery(tx, {
    delivery: deliveryChoiceOf(order),
    zipCode: order.zipCode,
    today: swissIsoToday(now),
  });
  await repository.updateOrder(
    order.id,
    { slotBookingId: booking.slotBookingId, reservedUntil: reservationEnd(now), reservationReleasedAt: null },
    now,
  );
}

/** The delivery the customer chose, as stored on the order. */
function deliveryChoiceOf(order: OrderRow): DeliveryChoice {
  if (order.deliveryMethod === 'pickup') {
    return {
      method: 'pickup',
      pickUpCenterId: order.pickUpCenterId!,
      date: order.deliveryDate!,
      timeSlot: order.timeWindow!,
    };
  }
  return { method: 'courier', date: order.deliveryDate, timeWindow: order.timeWindow };
}
