import type { Order } from '@beast/domain/orders/orders-api.schema';
import { describe, expect, it } from 'vitest';
import { purchaseEventOf } from './purchase-event';

const chf = (amount: number) => ({ amount, currency: 'CHF' as const });

describe('purchase event (tag manager)', () => {
  it('names the order by its number and gives the server’s total, VAT and lines in francs', () => {
    const order = {
      number: 'BB-26-000042',
      total: chf(549_900),
      vat: { ratePermille: 81, amount: chf(41_203) },
      lines: [{ productId: 1, name: 'Mighty Beast', unitPrice: chf(549_900), quantity: 1 }],
    } as unknown as Order;
    expect(purchaseEventOf(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'BB-26-000042',
        value: 5499,
        currency: 'CHF',
        tax: 412.03,
        items: [{ item_id: '1', item_name: 'Mighty Beast', price: 5499, quantity: 1 }],
      },
    });
  });
});
