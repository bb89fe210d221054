import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { fr } from '../i18n/messages/fr';
import {
  canChangeOrderStatus,
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_COLOUR,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  OrderStatusSchema,
  orderListTypeOf,
  orderStatusLabelKey,
} from './order-status';

const catalogues = { en, fr, de } as const;

describe('order statuses (spec §3)', () => {
  it('lists the nine statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(9);
  });

  it.each(ORDER_STATUSES)('gives %s a colour and a label in every language', (status) => {
    expect(['green', 'amber', 'red']).toContain(ORDER_STATUS_COLOUR[status]);
    for (const locale of LOCALES) {
      expect(catalogues[locale][orderStatusLabelKey(status)]).toBeTruthy();
    }
  });

  it.each([
    ['green', ['RECEIVED', 'DELIVERED', 'PAYMENT_SENT']],
    ['red', ['CANCELED', 'PAYMENT_FAILED']],
    ['amber', ['AWAITING_DISPATCH', 'ORDER_BEING_PROCESS', 'READY_FOR_PICK_UP', 'SHIPPED']],
  ])('colours %s exactly the statuses of the spec', (colour, statuses) => {
    const coloured = ORDER_STATUSES.filter((status) => ORDER_STATUS_COLOUR[status] === colour);
    expect(coloured).toEqual(expect.arrayContaining(statuses));
    expect(coloured).toHaveLength(statuses.length);
  });

  it('refuses an unknown status from the API', () => {
    expect(OrderStatusSchema.safeParse('LOST').success).toBe(false);
  });
});

describe('order state machine', () => {
  it('moves a courier order from placement to delivery', () => {
    const path = [
      'RECEIVED',
      'PAYMENT_SENT',
      'ORDER_BEING_PROCESS',
      'AWAITING_DISPATCH',
      'SHIPPED',
      'DELIVERED',
    ] as const;
    for (let step = 1; step < path.length; step += 1) {
      expect(canChangeOrderStatus(path[step - 1]!, path[step]!, 'courier')).toBe(true);
    }
  });

  it('moves a pick-up order through READY_FOR_PICK_UP, never through shipping', () => {
    expect(canChangeOrderStatus('ORDER_BEING_PROCESS', 'READY_FOR_PICK_UP', 'pickup')).toBe(true);
    expect(canChangeOrderStatus('READY_FOR_PICK_UP', 'DELIVERED', 'pickup')).toBe(true);
    expect(canChangeOrderStatus('ORDER_BEING_PROCESS', 'AWAITING_DISPATCH', 'pickup')).toBe(false);
    expect(canChangeOrderStatus('ORDER_BEING_PROCESS', 'READY_FOR_PICK_UP', 'courier')).toBe(false);
  });

  it('lets a failed payment be retried and never un-delivers or revives an order', () => {
    expect(canChangeOrderStatus('PAYMENT_FAILED', 'PAYMENT_SENT', 'courier')).toBe(true);
    expect(canChangeOrderStatus('DELIVERED', 'CANCELED', 'courier')).toBe(false);
    expect(canChangeOrderStatus('CANCELED', 'RECEIVED', 'courier')).toBe(false);
    expect(canChangeOrderStatus('SHIPPED', 'CANCELED', 'courier')).toBe(false);
    expect(canChangeOrderStatus('RECEIVED', 'DELIVERED', 'pickup')).toBe(false);
    expect(canChangeOrderStatus('RECEIVED', 'RECEIVED', 'pickup')).toBe(false);
  });

  it('knows every status and ends only in DELIVERED or CANCELED', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    const finals = ORDER_STATUSES.filter((status) => ORDER_STATUS_TRANSITIONS[status].length === 0);
    expect(finals.sort()).toEqual([...FINAL_ORDER_STATUSES].sort());
  });

  it('sorts orders into the active and history tabs', () => {
    expect(orderListTypeOf('SHIPPED')).toBe('active');
    expect(orderListTypeOf('PAYMENT_FAILED')).toBe('active');
    expect(orderListTypeOf('DELIVERED')).toBe('history');
    expect(orderListTypeOf('CANCELED')).toBe('history');
  });
});
