import { PaymentConfigSchema, type PayRequest } from '@beast/domain/checkout/checkout-api.schema';
import { PayResultSchema } from '@beast/domain/orders/orders-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * Payments (spec §7; contracts: @beast/domain/checkout/checkout-api.schema and orders/orders-api.schema).
 * Card data never goes through here: only a token of the payment provider.
 */
export function paymentApi(api: ApiTransport) {
  return {
    /** GET /payments/config: which card form to show (test provider or Stripe). */
    paymentConfig: () => api.get('/api/payments/config', { schema: PaymentConfigSchema }),
    /**
     * POST /orders/{id}/pay: charges the order's next amount due, as its owner or with a guest's order token.
     * `idempotencyKey` is one per attempt: the same key sent again (a retry after a network failure)
     * answers the first attempt's result.
     */
    payOrder: (orderId: number, body: PayRequest, idempotencyKey: string, guestToken?: string | null) =>
      api.send('POST', `/api/orders/${orderId}/pay`, {
        schema: PayResultSchema,
        body,
        headers: { 'idempotency-key': idempotencyKey, ...(guestToken && { 'x-order-token': guestToken }) },
        as: guestToken ? 'guest' : 'session',
      }),
    /** POST /vehicles/{id}/pay: the next amount due on the order that bought this vehicle (signed-in only). */
    payVehicle: (vehicleId: number, body: PayRequest, idempotencyKey: string) =>
      api.send('POST', `/api/vehicles/${vehicleId}/pay`, {
        schema: PayResultSchema,
        body,
        headers: { 'idempotency-key': idempotencyKey },
        as: 'session',
      }),
  };
}

export type PaymentApi = ReturnType<typeof paymentApi>;
