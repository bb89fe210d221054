import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { fr } from '../i18n/messages/fr';
import { ORDER_STATUS_COLOUR, ORDER_STATUSES, OrderStatusSchema, orderStatusLabelKey } from './order-status';

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
