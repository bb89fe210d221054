import type { AddCartLineRequest, Cart, CartItem } from '@beast/domain/cart/cart-api.schema';
import type { Product } from '@beast/domain/catalog/product.schema';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../test/products';
import { addOfflineLine, type CartProduct, type OfflineLine } from './offline-cart';
import { type CartCalls, pushOfflineCart } from './push-offline-cart';

function product(id: number, type: Product['type'], limitedEdition: CartProduct['limitedEdition'] = null): Product {
  return testProduct({ id, type, limitedEdition });
}

const products = new Map([
  [1, product(1, 'mighty_beast')],
  [2, product(2, 'accessory')],
  [3, product(3, 'service')],
  [4, product(4, 'xplorer_beast', { size: 100, remaining: 1 })],
]);

/** A server cart that merges like the API: same product, options and attachment → more units on one line. */
function fakeServer(refuse: (body: AddCartLineRequest) => string | undefined = () => undefined) {
  const items: CartItem[] = [];
  const calls: AddCartLineRequest[] = [];
  let nextId = 100;
  const cart = (): Cart => ({
    items: [...items],
    count: items.length,
    totalPrice: { amount: 0, currency: 'CHF' },
    goodsTotal: { amount: 0, currency: 'CHF' },
    discountTotal: { amount: 0, currency: 'CHF' },
    fees: [],
    feesTotal: { amount: 0, currency: 'CHF' },
    vat: { ratePermille: 81, amount: { amount: 0, currency: 'CHF' } },
  });
  const api: CartCalls = {
    async cart() {
      return cart();
    },
    async addCartLine(body) {
      calls.push(body);
      const code = refuse(body);
      if (code) throw Object.assign(new Error(code), { code });
      const vehicle = products.get(body.productId) as Product;
      const same = items.find(
        (item) =>
          item.vehicle.id === body.productId &&
          (item.attachTo?.vehicleId ?? null) === (body.attachTo?.vehicleId ?? null),
      );
      if (same) same.quantity += body.quantity;
      else {
        nextId += 1;
        items.push({
          cartItemId: nextId,
          quantity: body.quantity,
          type: vehicle.type,
          attachTo: body.attachTo ?? null,
          attachedServiceQuantity: 0,
          configuratorOptions: body.configuratorOptions ?? null,
          offer: null,
          couponName: null,
          couponDiscount: null,
          lineTotal: { amount: 0, currency: 'CHF' },
          fees: [],
          vehicle,
        });
      }
      return cart();
    },
    async updateCartLine() {
      return cart();
    },
  };
  return { api, calls, items };
}

function guestCart(): OfflineLine[] {
  // The service was added before the accessory: the push still sends the bike first.
  let lines = addOfflineLine([], products.get(1) as Product, {}, 'bike').lines;
  lines = addOfflineLine(lines, products.get(3) as Product, { attachTo: { vehicleId: 'bike' } }, 'service').lines;
  return addOfflineLine(lines, products.get(2) as Product, {}, 'bag').lines;
}

describe('sign-in push of the offline cart (spec §4)', () => {
  it('sends bikes first, then other lines, then services pointing at the bike’s new server line', async () => {
    const server = fakeServer();
    const result = await pushOfflineCart(guestCart(), server.api);
    expect(server.calls.map((call) => call.productId)).toEqual([1, 2, 3]);
    const bikeId = result.ids.get('bike');
    expect(bikeId).toBeGreaterThan(100);
    expect(server.calls[2]?.attachTo).toEqual({ vehicleId: bikeId });
    expect(result.kept).toEqual([]);
  });

  it('merges with what the server cart already had instead of doubling lines', async () => {
    const server = fakeServer();
    await server.api.addCartLine({ productId: 2, quantity: 1 });
    await pushOfflineCart(guestCart(), server.api);
    expect(server.items.filter((item) => item.vehicle.id === 2)).toHaveLength(1);
    expect(server.items.find((item) => item.vehicle.id === 2)?.quantity).toBe(2);
  });

  it('keeps a refused line offline with its error, and its services with it', async () => {
    const server = fakeServer((body) => (body.productId === 1 ? 'OUT_OF_STOCK' : undefined));
    const result = await pushOfflineCart(guestCart(), server.api);
    expect(result.kept.map((line) => line.cartItemId).sort()).toEqual(['bike', 'service']);
    expect(result.refused.find(({ line }) => line.cartItemId === 'bike')?.error).toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    // The service was never sent: its bike is not on the server.
    expect(server.calls.map((call) => call.productId)).toEqual([1, 2]);
  });

  it('stops when the API cannot be reached, and the next push skips what was already sent', async () => {
    const pushed = new Map<string, number>();
    let reachable = false;
    const server = fakeServer((body) => (body.productId === 2 && !reachable ? 'SERVICE_UNAVAILABLE' : undefined));
    const unreachable = {
      ...server.api,
      addCartLine: (body: AddCartLineRequest) =>
        server.api.addCartLine(body).catch((error: Error & { code: string }) => {
          throw Object.assign(error, { fromServer: false });
        }),
    };
    const first = await pushOfflineCart(guestCart(), unreachable, {
      onPushed: (line, id) => pushed.set(line.cartItemId, id),
    });
    expect(first.interrupted).toBe(true);
    expect(first.refused).toEqual([]);
    expect(first.kept.map((line) => line.cartItemId).sort()).toEqual(['bag', 'service']);
    // The page reloads: the bike carries its server id, the rest is sent once.
    reachable = true;
    const again = guestCart().map((line) => ({ ...line, pushedAs: pushed.get(line.cartItemId) }));
    const second = await pushOfflineCart(again, server.api);
    expect(second.interrupted).toBe(false);
    expect(server.items.map((item) => [item.vehicle.id, item.quantity])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(server.items[2]?.attachTo).toEqual({ vehicleId: pushed.get('bike') });
  });

  it('does not send again a line whose answer was lost when the page was left, but sends one that never arrived', async () => {
    const server = fakeServer();
    // The bag was sent (and arrived) but the page unloaded before the answer; the service was sent and lost.
    await server.api.addCartLine({ productId: 2, quantity: 1 });
    const bikeLine = (await server.api.addCartLine({ productId: 1, quantity: 1 })).items[1];
    const lines = guestCart().map((line) =>
      line.cartItemId === 'bike' ? { ...line, pushedAs: bikeLine?.cartItemId } : { ...line, sending: { before: 0 } },
    );
    server.calls.length = 0;
    await pushOfflineCart(lines, server.api);
    expect(server.calls.map((call) => call.productId)).toEqual([3]);
    expect(server.items.map((item) => [item.vehicle.id, item.quantity])).toEqual([
      [2, 1],
      [1, 1],
      [3, 1],
    ]);
  });

  it('waits for a line sent a moment ago to arrive before sending it again', async () => {
    const server = fakeServer();
    const bag = addOfflineLine([], products.get(2) as Product, {}, 'bag').lines[0] as OfflineLine;
    const lines = [{ ...bag, sending: { before: 0, at: 1000 } }];
    let slept = 0;
    await pushOfflineCart(lines, server.api, {
      now: () => 2000,
      sleep: async () => {
        slept += 1;
        // The request of the page that was left reaches the server meanwhile.
        if (slept === 2) await server.api.addCartLine({ productId: 2, quantity: 1 });
      },
    });
    expect(slept).toBe(2);
    expect(server.items.map((item) => [item.vehicle.id, item.quantity])).toEqual([[2, 1]]);
  });

  it('keeps a refused service as a line of its own when its bike went to the server', async () => {
    const server = fakeServer((body) => (body.productId === 3 ? 'PRODUCT_NOT_FOUND' : undefined));
    const result = await pushOfflineCart(guestCart(), server.api);
    expect(result.kept).toHaveLength(1);
    expect(result.kept[0]).toMatchObject({ cartItemId: 'service', attachTo: undefined });
  });
});
