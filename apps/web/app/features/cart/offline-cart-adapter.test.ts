import { chf } from '@beast/domain/money/money';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartProduct, MemoryStorage } from './cart.fixtures';
import { CartRefusal, cartErrorOf } from './cart-adapter';
import { readOfflineCart } from './offline-cart';
import { createOfflineCart } from './offline-cart-adapter';

const lastOne = cartProduct({
  id: 4,
  type: 'xplorer_beast',
  price: 900_000,
  originalPrice: 900_000,
  limitedEdition: { size: 100, remaining: 1 },
});
describe('the guest cart', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its lines in localStorage and refuses what the line may not hold, with the reason', async () => {
    const cart = createOfflineCart(() => ({ checkCoupon: vi.fn() }));
    const added = await cart.add(lastOne);
    expect(readOfflineCart()).toHaveLength(1);
    const line = added.lines[0]!;
    const refusal = await cart.add(lastOne).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CartRefusal);
    expect(cartErrorOf(refusal)).toEqual({ code: 'OUT_OF_STOCK' });
    await expect(cart.setQuantity(line, 11)).rejects.toMatchObject({
      reason: { code: 'VALIDATION_FAILED', field: 'validation.quantity.max' },
    });
    expect((await cart.load()).lines[0]?.quantity).toBe(1);
  });

  it('keeps a coupon the API accepted, with its discount per unit', async () => {
    const checkCoupon = vi.fn(async () => ({ couponName: 'ALPS200', discount: chf(20_000) }));
    const cart = createOfflineCart(() => ({ checkCoupon }) as never);
    const line = (await cart.add(lastOne)).lines[0]!;
    const withCoupon = await cart.setCoupon(line, 'ALPS200');
    expect(checkCoupon).toHaveBeenCalledWith('ALPS200', 4);
    expect(withCoupon.lines[0]).toMatchObject({ couponName: 'ALPS200', couponDiscount: 20_000, lineTotal: 880_000 });
    expect((await cart.setCoupon(line, null)).lines[0]).toMatchObject({ couponName: null, couponDiscount: 0 });
  });
});
