import { type APIRequestContext, expect } from '@playwright/test';
import { testCardToken } from '../../../../../packages/domain/src/checkout/test-cards';
import { createConfirmedUser, PASSWORD, uniqueEmail } from './accounts';

/**
 * Orders a journey needs before its first page, made through the API as the checkout makes them: a signed-in
 * customer's order of the demo U-Lock (product 13), unpaid or paid with the test card.
 */

/** Where an order goes: a pick-up slot of a centre, or a courier window (the address's ZIP code chooses the zone). */
export type Delivery =
  | { method: 'pickup'; pickUpCenterId: number; date: string; timeSlot: string }
  | { method: 'courier'; date: string | null; timeWindow: string | null };

export interface OrderAddress {
  city: string;
  zipCode: string;
  address: string;
}

export interface PlacedOrder {
  id: number;
  number: string;
  total: { amount: number };
}

/** A postcode outside the courier zones: the order needs no day, so it takes no one's place. */
const OUTSIDE_THE_ZONES: OrderAddress = { city: 'Sankt Gallen', zipCode: '9000', address: 'Marktgasse 1' };

/** The customer's bearer header, from a password sign-in. */
export async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login?lang=en', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}

/** The customer `email` (a confirmed account) orders a U-Lock, delivered as told; the order stays unpaid. */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  delivery: Delivery,
  address: OrderAddress,
): Promise<PlacedOrder> {
  const headers = await bearer(request, email);
  const added = await request.post('/api/carts/?lang=en', { headers, data: { productId: 13, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post('/api/orders?lang=en', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      type: 'accessory',
      contacts: {
        firstName: 'Lena',
        lastName: 'Keller',
        email,
        countryCode: '+41',
        phoneNumber: '791234567',
        country: 'CH',
        ...address,
        registerUser: false,
        deliveryTypeId: delivery.method,
        odooInstanceId: '1',
        withShipping: delivery.method === 'courier',
      },
      delivery,
      paymentPlanMonths: null,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: PlacedOrder }).order;
}

/**
 * An unpaid order of a new customer of the run's own: it holds one place of its slot or window. Answers the
 * order's id and number.
 */
export async function placeUnpaidOrder(
  request: APIRequestContext,
  delivery: Delivery,
  address: OrderAddress = { city: 'Fribourg', zipCode: '1700', address: 'Rue de Lausanne 1' },
): Promise<PlacedOrder> {
  const email = uniqueEmail('unpaid-order');
  await createConfirmedUser(request, 'en', email);
  return placeOrder(request, email, delivery, address);
}

/** A signed-in customer's order of a U-Lock, sent outside the courier zones, placed and paid with the test card. */
export async function paidOrder(request: APIRequestContext, email: string): Promise<PlacedOrder> {
  const order = await placeOrder(
    request,
    email,
    { method: 'courier', date: null, timeWindow: null },
    OUTSIDE_THE_ZONES,
  );
  const paid = await request.post(`/api/orders/${order.id}/pay?lang=en`, {
    headers: { ...(await bearer(request, email)), 'idempotency-key': crypto.randomUUID() },
    data: { paymentToken: testCardToken('4242 4242 4242 4242') },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return order;
}
