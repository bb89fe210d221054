import type { Payment } from '@beast/domain/checkout/checkout-api.schema';
import type { OrderStatusColour } from '@beast/domain/orders/order-status';
import type { Order } from '@beast/domain/orders/orders-api.schema';

/** spec §3 status colours → the badge's class (the label is always written out: never colour alone). */
export function statusBadgeClass(colour: OrderStatusColour): string {
  return `status-badge status-badge--${colour}`;
}

/** An instalment plan's progress: "instalment 2 of 12" is the next one to pay; null for a single payment. */
export function instalmentProgress(
  order: Pick<Order, 'paymentPlan' | 'payments' | 'balance'>,
): { paid: number; next: number; months: number } | null {
  const plan = order.paymentPlan;
  if (!plan) return null;
  const paid = Math.min(succeeded(order.payments).length, plan.months);
  return { paid, next: Math.min(paid + 1, plan.months), months: plan.months };
}

function succeeded(payments: readonly Payment[]): Payment[] {
  return payments.filter((payment) => payment.status === 'succeeded');
}

/** The payment of this visit: the latest attempt (the API lists them oldest first). */
export function latestPayment(order: Pick<Order, 'payments'>): Payment | undefined {
  return [...order.payments].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id).at(-1);
}

export type PaymentResult = 'succeeded' | 'processing' | 'failed';

/**
 * What /paid shows (spec §2 payment result): the latest attempt's state. An order without any attempt
 * has not been paid: shown as a failure so the customer can try again.
 */
export function paymentResultOf(order: Pick<Order, 'payments'>): { result: PaymentResult; payment?: Payment } {
  const payment = latestPayment(order);
  if (!payment) return { result: 'failed' };
  return { result: payment.status, payment };
}
