import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';

/** spec §3 order status values. The spec shows no transitions; `ORDER_STATUS_TRANSITIONS` below is ours. */
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

/**
 * The one order state machine (spec §4 shows statuses as labels only, so the transitions are ours).
 * An order is RECEIVED when placed; its payment succeeds (PAYMENT_SENT) or fails (PAYMENT_FAILED, and a
 * retry may still succeed); paid orders are processed, then shipped or made ready for pick-up, then
 * delivered. Cancelling is possible until the bike leaves; DELIVERED and CANCELED are final.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  RECEIVED: ['PAYMENT_SENT', 'PAYMENT_FAILED', 'CANCELED'],
  PAYMENT_FAILED: ['PAYMENT_SENT', 'CANCELED'],
  PAYMENT_SENT: ['ORDER_BEING_PROCESS', 'CANCELED'],
  ORDER_BEING_PROCESS: ['AWAITING_DISPATCH', 'READY_FOR_PICK_UP', 'CANCELED'],
  AWAITING_DISPATCH: ['SHIPPED', 'CANCELED'],
  SHIPPED: ['DELIVERED'],
  READY_FOR_PICK_UP: ['DELIVERED', 'CANCELED'],
  DELIVERED: [],
  CANCELED: [],
};

/** Statuses that only make sense for one delivery method. */
const COURIER_ONLY: readonly OrderStatus[] = ['AWAITING_DISPATCH', 'SHIPPED'];
const PICK_UP_ONLY: readonly OrderStatus[] = ['READY_FOR_PICK_UP'];

/** The statuses an order may move to next, given how it is delivered. */
export function nextOrderStatuses(from: OrderStatus, deliveryMethod: 'courier' | 'pickup'): OrderStatus[] {
  const excluded = deliveryMethod === 'courier' ? PICK_UP_ONLY : COURIER_ONLY;
  return ORDER_STATUS_TRANSITIONS[from].filter((status) => !excluded.includes(status));
}

export function canChangeOrderStatus(
  from: OrderStatus,
  to: OrderStatus,
  deliveryMethod: 'courier' | 'pickup',
): boolean {
  return nextOrderStatuses(from, deliveryMethod).includes(to);
}

/** spec §2 My orders tabs: history holds finished orders, active everything else. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'CANCELED'];
export const ORDER_LIST_TYPES = ['active', 'history'] as const;
export type OrderListType = (typeof ORDER_LIST_TYPES)[number];

export function orderListTypeOf(status: OrderStatus): OrderListType {
  return FINAL_ORDER_STATUSES.includes(status) ? 'history' : 'active';
}

/** Statuses in which the customer may pay what is due (an unpaid order, or the next instalment). */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'RECEIVED',
  'PAYMENT_FAILED',
  'PAYMENT_SENT',
  'ORDER_BEING_PROCESS',
  'AWAITING_DISPATCH',
  'SHIPPED',
  'READY_FOR_PICK_UP',
  'DELIVERED',
];
