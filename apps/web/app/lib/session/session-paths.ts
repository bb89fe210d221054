import { isLocale } from '@beast/domain/i18n/locale';
import { redirect } from 'react-router';
import { isAuthenticated } from './session-store';

/** A path in the same form as the page's: prefixed when the page is (`/fr/account`), plain otherwise. */
export function samePrefixPath(lang: string | undefined, path: string): string {
  return isLocale(lang) ? `/${lang}${path}` : path;
}

export function loginPath(lang: string | undefined, redirectTo?: string): string {
  const base = samePrefixPath(lang, '/login');
  return redirectTo ? `${base}?${new URLSearchParams({ redirectTo })}` : base;
}

/**
 * The page a visitor left to sign in or register (`?redirectTo=`), as a query to pass on along the way (register →
 * confirm the email → sign in): empty when there is none or it is not a path of this shop.
 */
export function redirectQuery(url: URL, first: '?' | '&' = '?'): string {
  const target = safeRedirect(url.searchParams.get('redirectTo'), '');
  return target ? `${first}${new URLSearchParams({ redirectTo: target })}` : '';
}

/** Where to go after signing in: a path of this shop only (never another origin), else the account. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** spec §2, §6: register, emailConfirm, login and reset-password are for guests; a signed-in visitor goes to /account. */
export function guestOnly(lang: string | undefined): void {
  if (isAuthenticated()) throw redirect(samePrefixPath(lang, '/account'));
}
