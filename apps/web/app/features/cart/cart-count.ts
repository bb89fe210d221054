/**
 * The header badge's reader: how many lines the cart has (spec §4: count = number of lines). It is on
 * every page, so it stays tiny and imports nothing: a guest's count is the length of the offline cart in
 * localStorage, a signed-in visitor's the count of the last server cart this browser loaded (kept by the
 * cart module, which loads only on the cart's own pages and after an add).
 */
export const OFFLINE_CART_KEY = 'offlineCart';
export const SERVER_CART_COUNT_KEY = 'cartCount';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function offlineCartCount(): number {
  try {
    const lines: unknown = JSON.parse(read(OFFLINE_CART_KEY) ?? '[]');
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    return 0;
  }
}

export function serverCartCount(): number {
  const count = Number(read(SERVER_CART_COUNT_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Remembers the signed-in cart's count (null forgets it, at logout). */
export function storeServerCartCount(count: number | null): void {
  try {
    if (count === null) window.localStorage.removeItem(SERVER_CART_COUNT_KEY);
    else window.localStorage.setItem(SERVER_CART_COUNT_KEY, String(count));
  } catch {
    // The badge simply shows nothing.
  }
  cartCountChanged();
}

/**
 * After a logout, lines the server refused at the last sign-in are ordinary guest lines again, and are
 * offered to the server at the next sign-in.
 */
export function releaseHeldBackLines(): void {
  try {
    const lines: unknown = JSON.parse(read(OFFLINE_CART_KEY) ?? '[]');
    if (!Array.isArray(lines) || !lines.some((line) => line?.pushError)) return;
    for (const line of lines) delete line.pushError;
    window.localStorage.setItem(OFFLINE_CART_KEY, JSON.stringify(lines));
  } catch {
    // Nothing to release.
  }
}

/** Tells the badge of this tab to read again (other tabs hear the `storage` event). */
export function cartCountChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === OFFLINE_CART_KEY || event.key === SERVER_CART_COUNT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
