/**
 * A guest's proof of their order (POST /orders answers `guestToken`; sent back as `X-Order-Token`). It is
 * kept in sessionStorage, one entry per order, so that the payment step, /paid and a retry in the same tab
 * can read and pay that one order; it ends with the tab. Nothing of the card is ever stored.
 */
const KEY_PREFIX = 'orderToken:';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage blocked by privacy settings: the guest can still pay in this page, not after a reload.
    return undefined;
  }
}

export function storeGuestOrderToken(orderId: number, token: string | null): void {
  try {
    if (token) storage()?.setItem(`${KEY_PREFIX}${orderId}`, token);
    else storage()?.removeItem(`${KEY_PREFIX}${orderId}`);
  } catch {
    // Quota or privacy errors: the token lives only as long as the page.
  }
}

export function guestOrderToken(orderId: number): string | null {
  try {
    return storage()?.getItem(`${KEY_PREFIX}${orderId}`) ?? null;
  } catch {
    return null;
  }
}
