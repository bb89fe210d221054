import type { Order } from '@beast/domain/orders/orders-api.schema';

/** The tag manager's purchase event (GA4 ecommerce shape), amounts in francs as it expects. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: string;
    tax: number;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

const francs = (centimes: number) => centimes / 100;

export function purchaseEventOf(order: Order): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      value: francs(order.total.amount),
      currency: order.total.currency,
      tax: francs(order.vat.amount.amount),
      items: order.lines.map((line) => ({
        item_id: String(line.productId),
        item_name: line.name,
        price: francs(line.unitPrice.amount),
        quantity: line.quantity,
      })),
    },
  };
}
