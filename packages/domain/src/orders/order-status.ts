import { z } from 'zod';
import type { MessageKey } from '../i18n/messages/en';

/** spec §3 order status values. Transitions are not shown in the spec: statuses are labels only (spec §4). */
export const ORDER_STATUSES = [
  'RECEIVED',
  'DELIVERED',
  'CANCELED',
  'AWAITING_DISPATCH',
  'ORDER_BEING_PROCESS',
  'READY_FOR_PICK_UP',
  'SHIPPED',
  'PAYMENT_FAILED',
  'PAYMENT_SENT',
] as const;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ORDER_STATUS_COLOURS = ['green', 'amber', 'red'] as const;
export type OrderStatusColour = (typeof ORDER_STATUS_COLOURS)[number];

/** spec §3: green for received, delivered and payment sent; red for canceled and payment failed; amber while waiting or shipping. */
export const ORDER_STATUS_COLOUR: Readonly<Record<OrderStatus, OrderStatusColour>> = {
  RECEIVED: 'green',
  DELIVERED: 'green',
  PAYMENT_SENT: 'green',
  CANCELED: 'red',
  PAYMENT_FAILED: 'red',
  AWAITING_DISPATCH: 'amber',
  ORDER_BEING_PROCESS: 'amber',
  READY_FOR_PICK_UP: 'amber',
  SHIPPED: 'amber',
};

export function orderStatusLabelKey(status: OrderStatus): MessageKey {
  return `orders.status.${status}`;
}
