import { createProduct } from './catalog';
import type { TestApp } from './test-app';

/** A guest's quotation of one product of the tests' own, made through POST /orders/quotation/incognito. */
export async function requestTestQuotation(
  harness: TestApp,
  email = `quote.${Math.random().toString(36).slice(2)}@example.ch`,
): Promise<{ id: number; number: string }> {
  const product = await createProduct(harness);
  const { formToken } = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json();
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/orders/quotation/incognito',
    payload: {
      customerType: 'person',
      firstName: 'Lina',
      lastName: 'Keller',
      email,
      phoneNumber: '0791234567',
      lines: [{ productId: product.id, quantity: 1 }],
      formToken,
    },
  });
  if (response.statusCode !== 201) throw new Error(`quotation refused: ${response.body}`);
  return response.json();
}
