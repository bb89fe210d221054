import { pageOf } from '@beast/domain/catalog/product.schema';
import type { OrderListType } from '@beast/domain/orders/order-status';
import { OrderSchema, OrderSummarySchema, VehicleSchema } from '@beast/domain/orders/orders-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

const OrderPageSchema = pageOf(OrderSummarySchema);
const VehiclePageSchema = pageOf(VehicleSchema);

/** Orders and vehicles (spec §7 /orders…, /vehicles…; contract: @beast/domain/orders/orders-api.schema). */
export function ordersApi(api: ApiTransport) {
  return {
    /** GET /orders?type=active|history: My orders. */
    orders: (type: OrderListType) =>
      api.get('/api/orders', { schema: OrderPageSchema, query: { type }, as: 'session' }).then((page) => page.data),
    /**
     * GET /orders/{id}: the owner's order, or a guest's with the order's own token (`X-Order-Token`,
     * answered by POST /orders), which proves access to that order alone.
     */
    order: (orderId: number, guestToken?: string | null) =>
      api.get(`/api/orders/${orderId}`, {
        schema: OrderSchema,
        ...(guestToken ? { headers: { 'x-order-token': guestToken } } : { as: 'session' }),
      }),
    /**
     * POST /orders/{id}/claim: adds a guest order placed with the signed-in customer's address to their
     * account, with the token of the link emailed to that address.
     */
    claimOrder: (orderId: number, claimToken: string) =>
      api.send('POST', `/api/orders/${orderId}/claim`, { schema: OrderSchema, body: { claimToken }, as: 'session' }),
    /** GET /vehicles: My vehicles. */
    vehicles: () => api.get('/api/vehicles', { schema: VehiclePageSchema, as: 'session' }).then((page) => page.data),
    /** GET /vehicles/{id} */
    vehicle: (vehicleId: number) => api.get(`/api/vehicles/${vehicleId}`, { schema: VehicleSchema, as: 'session' }),
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;
