import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { isAuthenticated, subscribe, subscribeOtherTabs } from './session-store';

/**
 * Whether the visitor is signed in (spec §4 rule). The server cannot see localStorage, so it renders
 * the guest state and the browser switches after hydration.
 */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAuthenticated(),
    () => false,
  );
}

/**
 * Guarded pages follow a sign-in or sign-out made in another tab: their client loader runs again and
 * its guard sends the visitor where they now belong (/account or /login).
 */
export function useFollowOtherTabs(): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => subscribeOtherTabs(() => void latest.current.revalidate()), []);
}
