import type { Db } from '../../db/client';
import { releaseDeliverySlot } from '../delivery/delivery-booking';
import { createOrderLifecycleRepository } from './order-lifecycle.repository';

/**
 * Gives back what an unpaid or cancelled order holds: its limited-edition units (the next buyer gets
 * the smallest free number) and its courier window or pick-up slot. Safe to call twice: a second call
 * finds nothing left to release. `tx` must hold the order's row lock.
 */
export async function releaseOrderHolds(
  tx: Db,
  order: { id: number; slotBookingId: number | null },
): Promise<{ editionUnits: number; slotReleased: boolean }> {
  const repository = createOrderLifecycleRepository(tx);
  const editionUnits = await repository.releaseEditionUnits(order.id);
  if (order.slotBookingId === null) return { editionUnits, slotReleased: false };
  await releaseDeliverySlot(tx, order.slotBookingId);
  await repository.clearSlotBooking(order.id);
  return { editionUnits, slotReleased: true };
}
