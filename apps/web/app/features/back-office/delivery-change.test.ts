import { AdminOrderDeliveryChangeSchema } from '@beast/domain/orders/admin-orders-api.schema';
import { describe, expect, it } from 'vitest';
import { choiceError, choiceValue, deliveryChangeBody, freeChoices, parseChoice } from './delivery-change';

const DAYS = [
  {
    date: '2026-12-01',
    slots: [
      { id: '10:00-11:00', remaining: 0 },
      { id: '11:00-12:00', remaining: 2 },
    ],
  },
  { date: '2026-12-02', slots: [{ id: '10:00-11:00', remaining: 1 }] },
];

describe('the order’s delivery change', () => {
  it('offers only windows and slots with a place left, without the order’s own', () => {
    const current = { date: '2026-12-01', timeWindow: '11:00-12:00', sameCentre: true };
    expect(freeChoices(DAYS, current)).toEqual([{ date: '2026-12-02', window: '10:00-11:00', remaining: 1 }]);
  });

  it('offers the same day and slot at another centre', () => {
    const current = { date: '2026-12-01', timeWindow: '11:00-12:00', sameCentre: false };
    expect(freeChoices(DAYS, current).map(choiceValue)).toEqual(['2026-12-01 11:00-12:00', '2026-12-02 10:00-11:00']);
  });

  it('sends a pick-up slot with its centre, a courier window without, as the API reads them', () => {
    const choice = choiceValue({ date: '2026-12-02', window: '10:00-11:00' });
    expect(parseChoice(choice)).toEqual({ date: '2026-12-02', window: '10:00-11:00' });
    const pickUp = deliveryChangeBody({ method: 'pickup', version: '3', centreId: '7', choice });
    expect(AdminOrderDeliveryChangeSchema.parse(pickUp)).toEqual({
      version: 3,
      delivery: { method: 'pickup', pickUpCenterId: 7, date: '2026-12-02', timeSlot: '10:00-11:00' },
    });
    const courier = deliveryChangeBody({ method: 'courier', version: '3', choice });
    expect(AdminOrderDeliveryChangeSchema.parse(courier)).toEqual({
      version: 3,
      delivery: { method: 'courier', date: '2026-12-02', timeWindow: '10:00-11:00' },
    });
  });

  it('refuses a post without a choice, and shows the refusal under the choice', () => {
    const refused = AdminOrderDeliveryChangeSchema.safeParse(
      deliveryChangeBody({ method: 'pickup', version: '3', centreId: '7' }),
    );
    expect(refused.success).toBe(false);
    const fields = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(choiceError(fields)).toEqual(expect.any(String));
    expect(choiceError({ note: 'x' })).toBeUndefined();
  });
});
