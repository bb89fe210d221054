import { and, eq } from 'drizzle-orm';
import { inboxRequests } from '../db/schema/inbox';
import { quotations } from '../db/schema/quotations';
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

/** A guest's quotation the staff have marked won (written as the staff's step leaves it: the row and its request). */
export async function wonTestQuotation(harness: TestApp): Promise<{ id: number; number: string }> {
  const quotation = await requestTestQuotation(harness);
  const { db } = harness.database;
  await db.update(quotations).set({ status: 'won' }).where(eq(quotations.id, quotation.id));
  await db
    .update(inboxRequests)
    .set({ status: 'won' })
    .where(and(eq(inboxRequests.kind, 'quotation'), eq(inboxRequests.refId, quotation.id)));
  return quotation;
}
