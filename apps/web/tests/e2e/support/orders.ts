import { type APIRequestContext, expect } from '@playwright/test';
import { testCardToken } from '../../../../../packages/domain/src/checkout/test-cards';
import { PASSWORD } from './accounts';

/** A postcode outside the courier zones: the order needs no day, so this journey takes no one's place. */
const NON_STANDARD_ZIP = '9000';

/** A signed-in customer's order of a U-Lock, placed and paid with the test card through the API. */
export async function paidOrder(
  request: APIRequestContext,
  email: string,
): Promise<{ id: number; number: string; total: { amount: number } }> {
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
        city: 'Sankt Gallen',
        zipCode: NON_STANDARD_ZIP,
        address: 'Marktgasse 1',
        registerUser: false,
        deliveryTypeId: 'courier',
        odooInstanceId: '1',
        withShipping: true,
      },
      delivery: { method: 'courier', date: null, timeWindow: null },
      paymentPlanMonths: null,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; number: string; total: { amount: number } } };
  const paid = await request.post(`/api/orders/${order.id}/pay?lang=en`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { paymentToken: testCardToken('4242 4242 4242 4242') },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return order;
}
