import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { browserApi, browserLocale } from '../../lib/session/browser-session';
import { isAuthenticated } from '../../lib/session/session-store';
import { cartApi } from './cart-api';
import { loadCart } from './cart-store';
import { type CartProduct, newLineId, type OfflineLine, toCartProduct, writeOfflineCart } from './offline-cart';

/** A line the cart takes whole: a product, its quantity and the unit price to show (a quotation's, when lower). */
export interface ReplacingLine {
  product: CartProduct;
  quantity: number;
  /** The unit price promised (a won quotation's): the offline cart shows the lower of it and the catalogue's. */
  unitPrice?: number;
}

/**
 * Replaces the visitor's cart with these lines (a won quotation being ordered): a guest's offline cart is written
 * anew; a signed-in customer's server cart is emptied, then given the lines. The cart's store follows.
 */
export async function replaceCart(lines: readonly ReplacingLine[]): Promise<void> {
  if (isAuthenticated()) {
    const api = cartApi(browserApi(browserLocale()));
    let cart = await api.cart();
    // A bike line takes its attached services with it: remove the first line left until none is.
    while (cart.items.length > 0) cart = await api.removeCartLine(cart.items[0]!.cartItemId);
    for (const line of lines) await api.addCartLine({ productId: line.product.id, quantity: line.quantity });
  } else {
    writeOfflineCart(lines.map(offlineLineOf));
  }
  await loadCart();
}

function offlineLineOf({ product, quantity, unitPrice }: ReplacingLine): OfflineLine {
  const price = Math.min(product.price, unitPrice ?? product.price);
  return {
    cartItemId: newLineId(),
    productId: product.id,
    product: toCartProduct(product),
    quantity,
    price,
    originalPrice: Math.max(price, Math.min(product.originalPrice, unitPrice ?? product.originalPrice)),
    currency: product.currency,
    type: product.type,
    configuratorOptions: null,
    ...(isVehicleType(product.type) ? { attachedServiceQuantity: 0 } : {}),
  };
}
