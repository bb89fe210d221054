import { DeliveryWeekSchema, PickUpCenterSchema, TimeSlotsSchema } from '@beast/domain/checkout/checkout-api.schema';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { pickUpDays } from '@beast/domain/checkout/delivery-offer';
import type { AdminOrder } from '@beast/domain/orders/admin-orders-api.schema';
import { FINAL_ORDER_STATUSES } from '@beast/domain/orders/order-status';
import { z } from '@beast/domain/zod';
import type { BackOfficeApi } from './back-office-api.server';
import { type FreeChoice, freeChoices } from './delivery-change';

/** As many open days as the checkout offers at once. */
const DAYS_OFFERED = 7;

export interface DeliveryOptions {
  /** The active centres a pick-up may move to; empty for a courier delivery. */
  centres: { id: number; name: string }[];
  /** The centre whose slots are offered. */
  centreId: number | null;
  choices: FreeChoice[];
}

/**
 * What the order's delivery may move to, read from the shop's own delivery endpoints (the places the checkout
 * offers): for a pick-up, the slots with a place left at the centre asked for (the order's own by default) on
 * its next open days; for a courier delivery, the windows with a place left on the zone's next courier days.
 * Nothing for an order that is delivered or cancelled, or whose ZIP code no courier serves (a sales manager
 * calls).
 */
export async function loadDeliveryOptions(
  api: BackOfficeApi,
  order: AdminOrder,
  askedCentre: string | null,
): Promise<DeliveryOptions | null> {
  if (FINAL_ORDER_STATUSES.includes(order.status)) return null;
  const { delivery } = order;
  if (delivery.method === 'pickup') {
    const centres = await api.read('/api/pick-up-center', z.array(PickUpCenterSchema));
    const centre =
      centres.find((candidate) => String(candidate.id) === askedCentre) ??
      centres.find((candidate) => candidate.id === delivery.pickUpCenter?.id) ??
      centres[0];
    if (!centre) return { centres: [], centreId: null, choices: [] };
    const days = await Promise.all(
      pickUpDays(centre, swissIsoToday(new Date()), DAYS_OFFERED).map((date) =>
        api.read('/api/delivery-time-slots', TimeSlotsSchema, { pickUpCenterId: centre.id, date }),
      ),
    );
    const current = { ...delivery, sameCentre: centre.id === delivery.pickUpCenter?.id };
    return {
      centres: centres.map(({ id, name }) => ({ id, name })),
      centreId: centre.id,
      choices: freeChoices(days, current),
    };
  }
  if (!delivery.isStandardZip) return { centres: [], centreId: null, choices: [] };
  const week = await api.read('/api/delivery-week', DeliveryWeekSchema, { zipcode: delivery.zipCode });
  const days = await Promise.all(
    week.days
      .filter((day) => day.available)
      .map(({ date }) => api.read('/api/delivery-time-slots', TimeSlotsSchema, { zipcode: delivery.zipCode, date })),
  );
  return { centres: [], centreId: null, choices: freeChoices(days, { ...delivery, sameCentre: true }) };
}
