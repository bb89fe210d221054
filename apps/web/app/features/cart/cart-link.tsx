import type { Locale } from '@beast/domain/i18n/locale';
import { useEffect, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { localizedPath } from '../../lib/i18n/language';
import { isAuthenticated } from '../../lib/session/session-store';
import { useIsAuthenticated } from '../../lib/session/use-session';
import { showToast } from '../../ui/toast';
import { offlineCartCount, releaseHeldBackLines, serverCartCount, subscribeCartCount } from './cart-count';

/**
 * The header's cart link with the number of lines (spec §4). It is on every page, so it only reads the
 * counts kept in localStorage (cart-count.ts); the server renders no badge. When a visitor is signed in,
 * the cart module is loaded after hydration: it pushes a guest cart left from before the sign-in (any
 * sign-in path: password, code, after registration) and refreshes the count.
 */
export function CartLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const count = useSyncExternalStore(
    subscribeCartCount,
    () => (signedIn ? serverCartCount() : offlineCartCount()),
    () => 0,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on purpose when the visitor signs in or out.
  useEffect(() => {
    // Read the session itself: the first render after hydration still shows the server's guest state.
    if (!isAuthenticated()) {
      releaseHeldBackLines();
      return;
    }
    let active = true;
    void import('./cart-sync').then(({ syncSignedInCart }) =>
      syncSignedInCart().then((refused) => {
        if (active && refused > 0) showToast(t('cart.pushRefused', { count: refused }));
      }),
    );
    return () => {
      active = false;
    };
  }, [signedIn, t]);
  const label = count > 0 ? t('cart.linkWithCount', { count }) : t('cart.link');
  return (
    <NavLink to={localizedPath(locale, '/cart')} className="cart-link" aria-label={label}>
      <span className="icon icon--cart" aria-hidden="true" />
      {count > 0 ? (
        <span className="cart-link__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
