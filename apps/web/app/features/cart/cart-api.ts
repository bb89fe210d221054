import type { AddCartLineRequest, Cart, CouponCheck, UpdateCartLineRequest } from '@beast/domain/cart/cart-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * The answers' schemas load on first use: this module is on every page with an add-to-cart button, and
 * those pages' first visit must not download zod (performance budget: under 120 kB of JS).
 */
const cartSchema = () => import('@beast/domain/cart/cart-api.schema').then((module) => module.CartSchema);
const couponCheckSchema = () => import('@beast/domain/cart/cart-api.schema').then((module) => module.CouponCheckSchema);

/**
 * The signed-in cart (spec §7 /carts…, contract: @beast/domain/cart/cart-api.schema). Each change answers
 * the whole cart, priced by the server, in the same shape as GET /carts.
 */
export function cartApi(api: ApiTransport) {
  return {
    /** GET /carts */
    cart: (): Promise<Cart> => api.get('/api/carts', { schema: cartSchema, as: 'session' }),
    /** POST /carts/: a new line, or more units of the same product, options and attachment (the server merges). */
    addCartLine: (body: AddCartLineRequest): Promise<Cart> =>
      api.send('POST', '/api/carts/', { schema: cartSchema, body, as: 'session' }),
    /** PUT /carts/{id}: quantity and/or coupon (`couponName: null` removes it). */
    updateCartLine: (cartItemId: number, body: UpdateCartLineRequest): Promise<Cart> =>
      api.send('PUT', `/api/carts/${cartItemId}`, { schema: cartSchema, body, as: 'session' }),
    /** DELETE /carts/{id}: a bike line takes its attached services with it. */
    removeCartLine: (cartItemId: number): Promise<Cart> =>
      api.send('DELETE', `/api/carts/${cartItemId}`, { schema: cartSchema, as: 'session' }),
    /**
     * POST /coupons/{code}/apply-to-products/{productId} (spec §7): the check needs no sign-in; a signed-in
     * visitor sends the token so that their own redemptions count.
     */
    checkCoupon: (code: string, productId: number): Promise<CouponCheck> =>
      api.send('POST', `/api/coupons/${encodeURIComponent(code)}/apply-to-products/${productId}`, {
        schema: couponCheckSchema,
        as: 'visitor',
      }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
