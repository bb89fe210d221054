import { randomUUID } from 'node:crypto';
import type { DeliveryChoice, PlaceOrderInput } from '@beast/domain/checkout/checkout-api.schema';
import { addDays, isoWeekday, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { testCardToken } from '@beast/domain/checkout/test-cards';
import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { expect } from 'vitest';
import { uniqueEmail } from './accounts';
import type { TestApp } from './test-app';

/** Helpers of the checkout tests: an order body, placing and paying orders. */

/** A postcode outside the courier zones: the order goes through without a day (a sales manager calls). */
export const NON_STANDARD_ZIP = '9000';

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  processingError: '4000 0000 0000 0119',
} as const;

export function cardToken(card: keyof typeof CARDS = 'succeeds'): string {
  return testCardToken(CARDS[card]);
}

type Headers = Record<string, string>;

export function contacts(overrides: Partial<PlaceOrderInput['contacts']> = {}): PlaceOrderInput['contacts'] {
  return {
    firstName: 'Anna',
    lastName: 'Muster',
    email: uniqueEmail('buyer'),
    countryCode: '+41',
    phoneNumber: '791234567',
    country: 'CH',
    city: 'Lausanne',
    zipCode: NON_STANDARD_ZIP,
    address: 'Rue de Bourg 1',
    registerUser: false,
    deliveryTypeId: 'courier',
    ...overrides,
  };
}

/** A courier order to a non-standard ZIP (no day to book) unless told otherwise. */
export function orderBody(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const delivery: DeliveryChoice = overrides.delivery ?? { method: 'courier', date: null, timeWindow: null };
  return {
    type: 'product',
    delivery,
    paymentPlanMonths: null,
    ...overrides,
    contacts: { ...contacts({ deliveryTypeId: delivery.method }), ...overrides.contacts },
  };
}

export function placeOrder(harness: TestApp, body: object, headers: Headers = {}, key: string = randomUUID()) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': key, ...headers },
  });
}

export async function placed(harness: TestApp, body: object, headers: Headers = {}): Promise<PlacedOrder> {
  const response = await placeOrder(harness, body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlacedOrder>();
}

export function pay(
  harness: TestApp,
  orderId: number,
  { headers = {}, token = cardToken(), key = randomUUID() }: { headers?: Headers; token?: string; key?: string } = {},
) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/pay`,
    payload: { paymentToken: token },
    headers: { 'idempotency-key': key, ...headers },
  });
}

export function guestHeaders(order: PlacedOrder): Headers {
  return { 'x-order-token': order.guestToken! };
}

/** The first day from tomorrow that is one of `weekdays` (ISO numbers), in Swiss time. */
export function nextDay(now: Date, weekdays: readonly number[]): string {
  let day = addDays(swissIsoToday(now), 1);
  while (!weekdays.includes(isoWeekday(day))) day = addDays(day, 1);
  return day;
}
