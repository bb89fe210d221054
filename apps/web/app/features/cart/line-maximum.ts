import type { Product } from '@beast/domain/catalog/product.schema';
import { CART_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';

/**
 * The units one line may hold: the line maximum, and for a limited edition what is left of it. A module of
 * its own: every add-to-cart button reads it before the cart itself is loaded.
 */
export function maxQuantity(product: Pick<Product, 'limitedEdition'>): number {
  const remaining = product.limitedEdition?.remaining;
  return remaining === undefined ? CART_LINE_MAX_QUANTITY : Math.max(0, Math.min(CART_LINE_MAX_QUANTITY, remaining));
}
