// What other features may use of the cart (docs/decisions/0012-import-boundaries.md); the rest is the cart's own.
export { loadCart } from './cart-store';
export { readOfflineCart, writeOfflineCart } from './offline-cart';
export { useCart } from './use-cart';
