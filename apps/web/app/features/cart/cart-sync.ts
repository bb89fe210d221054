import { loadCart, pushOfflineLines } from './cart-store';

let synced = false;

/**
 * After a sign-in, or on the first page a signed-in visitor opens: the guest lines go to the server
 * (spec §4) and the server cart's count is read once for the header. Returns how many lines stayed offline.
 */
export async function syncSignedInCart(): Promise<number> {
  const { pushed, refused } = await pushOfflineLines();
  if (pushed > 0 || refused > 0 || !synced) {
    synced = true;
    await loadCart();
  }
  return refused;
}
