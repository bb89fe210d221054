import { type APIRequestContext, expect } from '@playwright/test';
import { createConfirmedUser, PASSWORD, uniqueEmail } from './accounts';

/** Where an order goes: a pick-up slot of a centre, or a courier window (the address's ZIP code chooses the zone). */
export type Delivery =
  | { method: 'pickup'; pickUpCenterId: number; date: string; timeSlot: string }
  | { method: 'courier'; date: string; timeWindow: string };

/**
 * An unpaid order of a U-Lock by a new customer of the run's own, made through the API as the checkout does: it
 * holds one place of its slot or window. Answers the order's id and number.
 */
export async function placeUnpaidOrder(
  request: APIRequestContext,
  delivery: Delivery,
  address = { city: 'Fribourg', zipCode: '1700', address: 'Rue de Lausanne 1' },
): Promise<{ id: number; number: string }> {
  const email = uniqueEmail('unpaid-order');
  await createConfirmedUser(request, 'en', email);
  const login = await request.post('/api/auth/login?lang=en', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
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
  return ((await placed.json()) as { order: { id: number; number: string } }).order;
}
