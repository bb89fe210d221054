import { useEffect, useSyncExternalStore } from 'react';
import { type CartState, getCartState, loadCart, subscribeCart } from './cart-store';

/** The cart as it is now; loads it once in the browser (the server renders the empty shell). */
export function useCart(): CartState {
  const cart = useSyncExternalStore(subscribeCart, getCartState, getCartState);
  useEffect(() => {
    void loadCart();
  }, []);
  return cart;
}
