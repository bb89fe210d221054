import type { Payment } from '@beast/domain/checkout/checkout-api.schema';
import { ORDER_STATUS_COLOUR, ORDER_STATUSES } from '@beast/domain/orders/order-status';
import type { InstalmentPlanAnswer } from '@beast/domain/orders/orders-api.schema';
import { describe, expect, it } from 'vitest';
import { instalmentProgress, paymentResultOf, statusBadgeClass } from './order-format';

const CHF = (amount: number) => ({ amount, currency: 'CHF' as const });

function payment(id: number, status: Payment['status'], createdAt = `2026-03-0${id}T10:00:00Z`): Payment {
  return {
    id,
    amount: CHF(10_000),
    status,
    provider: 'test',
    cardBrand: 'visa',
    cardLast4: '4242',
    failureCode: status === 'failed' ? 'PAYMENT_REFUSED' : null,
    createdAt,
  };
}

describe('spec §3 status colours → badge class', () => {
  it.each([
    ['green', 'status-badge status-badge--green'],
    ['amber', 'status-badge status-badge--amber'],
    ['red', 'status-badge status-badge--red'],
  ] as const)('%s → %s', (colour, className) => {
    expect(statusBadgeClass(colour)).toBe(className);
  });

  it('gives every status one of the three classes', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusBadgeClass(ORDER_STATUS_COLOUR[status])).toMatch(/status-badge--(green|amber|red)$/);
    }
    expect(statusBadgeClass(ORDER_STATUS_COLOUR.PAYMENT_FAILED)).toContain('red');
    expect(statusBadgeClass(ORDER_STATUS_COLOUR.SHIPPED)).toContain('amber');
  });
});

describe('instalment progress', () => {
  const plan = { months: 12, monthlyAmount: CHF(50_000) } as InstalmentPlanAnswer;

  it('counts the succeeded payments: one paid → instalment 2 of 12 is next', () => {
    const order = { paymentPlan: plan, payments: [payment(1, 'failed'), payment(2, 'succeeded')], balance: CHF(1) };
    expect(instalmentProgress(order)).toEqual({ paid: 1, next: 2, months: 12 });
  });

  it('is null for a single payment', () => {
    expect(instalmentProgress({ paymentPlan: null, payments: [], balance: CHF(0) })).toBeNull();
  });
});

describe('the payment result of /paid', () => {
  it('follows the latest attempt', () => {
    expect(paymentResultOf({ payments: [payment(1, 'failed'), payment(2, 'succeeded')] }).result).toBe('succeeded');
    expect(paymentResultOf({ payments: [payment(2, 'succeeded'), payment(1, 'failed')] }).result).toBe('succeeded');
    expect(paymentResultOf({ payments: [payment(1, 'succeeded'), payment(2, 'processing')] }).result).toBe(
      'processing',
    );
    expect(paymentResultOf({ payments: [payment(1, 'failed')] }).result).toBe('failed');
    expect(paymentResultOf({ payments: [] }).result).toBe('failed');
  });
});
