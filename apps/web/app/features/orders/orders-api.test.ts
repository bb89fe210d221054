import { describe, expect, it } from 'vitest';
import { createApiTransport, type FetchInit } from '../../lib/api/api-transport';
import { ordersApi } from './orders-api';

describe('orders API', () => {
  it('reads an order with the guest’s order token when there is one, else with the session', async () => {
    const seen: Record<string, string>[] = [];
    const fetcher = async (_path: string, headers: Record<string, string>, _init?: FetchInit) => {
      seen.push(headers);
      return new Response(JSON.stringify({ error: { code: 'ORDER_NOT_FOUND', message: 'No.' } }), { status: 404 });
    };
    const session = {
      accessToken: () => 'access',
      refreshToken: () => 'refresh',
      storeTokens: () => {},
      expire: () => {},
    };
    const orders = ordersApi(createApiTransport({ locale: 'en', fetcher, session }));
    await orders.order(7, 'guest-token').catch(() => undefined);
    await orders.order(7).catch(() => undefined);
    expect(seen[0]).toMatchObject({ 'x-order-token': 'guest-token' });
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[1]).toMatchObject({ authorization: 'Bearer access' });
    expect(seen[1]?.['x-order-token']).toBeUndefined();
  });

  it('answers the items of the orders page', async () => {
    const fetcher = async () =>
      new Response(JSON.stringify({ data: [], offset: 0, limit: 20, total: 0 }), { status: 200 });
    const session = { accessToken: () => 'a', refreshToken: () => 'r', storeTokens: () => {}, expire: () => {} };
    await expect(ordersApi(createApiTransport({ locale: 'en', fetcher, session })).orders('active')).resolves.toEqual(
      [],
    );
  });
});
