import {
  DeliveryWeekSchema,
  PickUpCenterSchema,
  type PlaceOrderInput,
  TimeSlotsSchema,
  ZipcodeCheckSchema,
} from '@beast/domain/checkout/checkout-api.schema';
import { OrderQuoteSchema, PlacedOrderSchema } from '@beast/domain/orders/orders-api.schema';
import { z } from '@beast/domain/zod';
import type { ApiTransport } from '../../lib/api/api-transport';

const PickUpCenterListSchema = z.array(PickUpCenterSchema);

/**
 * Checkout (spec §4, §7 /zipcodes, /delivery-time-slots, /pick-up-center, /orders; contract:
 * @beast/domain/checkout/checkout-api.schema). Guests and signed-in customers alike.
 */
export function checkoutApi(api: ApiTransport) {
  return {
    /** GET /zipcodes/{zipcode}: standard (a courier zone) or not (a sales manager calls). */
    zipcode: (zipcode: string) =>
      api.get(`/api/zipcodes/${encodeURIComponent(zipcode)}`, { schema: ZipcodeCheckSchema }),
    /** GET /delivery-week?zipcode&from: the courier days of a week. */
    deliveryWeek: (zipcode: string, from?: string) =>
      api.get('/api/delivery-week', { schema: DeliveryWeekSchema, query: { zipcode, from } }),
    /** GET /delivery-time-slots?zipcode&date (courier windows) or ?pickUpCenterId&date (a centre's pick-up slots). */
    timeSlots: (where: { zipcode: string } | { pickUpCenterId: number }, date: string) =>
      api.get('/api/delivery-time-slots', { schema: TimeSlotsSchema, query: { ...where, date } }),
    /** GET /pick-up-center: the experience centres. */
    pickUpCenters: () => api.get('/api/pick-up-center', { schema: PickUpCenterListSchema }),
    /** POST /orders/quote: what the order would cost (the server's prices, fees, VAT and plan); nothing is saved. */
    quoteOrder: (body: PlaceOrderInput) =>
      api.send('POST', '/api/orders/quote', { schema: OrderQuoteSchema, body, as: 'visitor' }),
    /**
     * POST /orders: places the order. `idempotencyKey` is one per checkout attempt, so a doubled click or a
     * retry after a network failure answers the same order instead of making a second one.
     */
    placeOrder: (body: PlaceOrderInput, idempotencyKey: string) =>
      api.send('POST', '/api/orders', {
        schema: PlacedOrderSchema,
        body,
        headers: { 'idempotency-key': idempotencyKey },
        as: 'visitor',
      }),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
