import type { Cart, CartItem } from '@beast/domain/cart/cart-api.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartProduct, MemoryStorage } from './cart.fixtures';
import type { CartApi } from './cart-api';
import { SERVER_CART_COUNT_KEY } from './cart-count';
import { readOfflineCart, writeOfflineCart } from './offline-cart';
import { createServerCart } from './server-cart-adapter';

const CHF = (amount: number) => ({ amount, currency: 'CHF' as const });

const helmet = cartProduct({ id: 7, type: 'accessory', price: 15_000, originalPrice: 15_000 });

function cartWith(quantity: number): Cart {
  const item: CartItem = {
    cartItemId: 41,
    quantity,
    type: 'accessory',
    attachTo: null,
    attachedServiceQuantity: 0,
    configuratorOptions: null,
    offer: null,
    couponName: null,
    couponDiscount: null,
    lineTotal: CHF(15_000 * quantity),
    fees: [],
    vehicle: { ...helmet, productTypeId: 1, subcategoryId: null, description: '', speedClass: null, refurbished: null },
  };
  const total = CHF(15_000 * quantity);
  return {
    items: [item],
    count: 1,
    totalPrice: total,
    goodsTotal: total,
    discountTotal: CHF(0),
    fees: [],
    feesTotal: CHF(0),
    vat: { ratePermille: 81, amount: CHF(0) },
  };
}

/** A server whose every change answers the cart after it, counting the requests. */
function fakeServer() {
  const calls: string[] = [];
  let quantity = 0;
  const answer = async (name: string, next = quantity) => {
    calls.push(name);
    quantity = next;
    return cartWith(quantity);
  };
  const api: CartApi = {
    cart: () => answer('GET'),
    addCartLine: (body) => answer('POST', quantity + body.quantity),
    updateCartLine: (_id, body) => answer('PUT', body.quantity ?? quantity),
    removeCartLine: () => answer('DELETE', 0),
    checkCoupon: async () => {
      throw new Error('not used signed in');
    },
  };
  return { api, calls };
}

describe('the signed-in cart', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cart each change answers, with one request per change', async () => {
    const server = fakeServer();
    const cart = createServerCart(
      () => server.api,
      () => true,
    );
    const added = await cart.add(helmet);
    expect(added.lines).toMatchObject([{ id: '41', serverId: 41, quantity: 1, lineTotal: 15_000 }]);
    const line = added.lines[0]!;
    expect((await cart.setQuantity(line, 3)).totals.totalPrice).toEqual(CHF(45_000));
    expect((await cart.remove(line)).lines[0]?.quantity).toBe(0);
    expect(server.calls).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('keeps the header count of the last answer', async () => {
    const server = fakeServer();
    await createServerCart(
      () => server.api,
      () => true,
    ).load();
    expect(window.localStorage.getItem(SERVER_CART_COUNT_KEY)).toBe('1');
  });

  it('removes a guest line held back at sign-in from the offline copy, without a request', async () => {
    const server = fakeServer();
    const cart = createServerCart(
      () => server.api,
      () => true,
    );
    await cart.load();
    const held = {
      cartItemId: 'offline-1',
      productId: 9,
      product: { ...helmet, id: 9 },
      quantity: 1,
      price: 100,
      originalPrice: 100,
      currency: 'CHF' as const,
      type: 'accessory',
      pushError: { code: 'OUT_OF_STOCK' },
    };
    writeOfflineCart([held]);
    const before = await cart.load();
    expect(before.heldBack).toMatchObject([{ line: { id: 'offline-1' }, error: { code: 'OUT_OF_STOCK' } }]);
    const after = await cart.remove(before.heldBack[0]!.line);
    expect(after.heldBack).toEqual([]);
    expect(after.lines).toHaveLength(1);
    expect(readOfflineCart()).toEqual([]);
    expect(server.calls).toEqual(['GET', 'GET']);
  });
});
