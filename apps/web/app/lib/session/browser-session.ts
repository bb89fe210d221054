import { isLocale, type Locale } from '@beast/domain/i18n/locale';
import { redirect } from 'react-router';
import { type ApiTransport, type ClientSession, createApiTransport } from '../api/api-transport';
import { localePrefix } from '../i18n/language';
import { loginPath } from './session-paths';
import {
  accessToken,
  clearSession,
  isAuthenticated,
  refreshToken,
  storeResetPasswordToken,
  storeTokens,
} from './session-store';

// The paths and the guests' guard live in a module of their own, so that the sign-in and registration pages' first
// visit does not download the API transport (README "Performance"); their other users keep importing them from here.
export { guestOnly, loginPath, redirectQuery, safeRedirect, samePrefixPath } from './session-paths';

/** The page's language in the browser: the URL prefix, else the language the server rendered. */
export function browserLocale(lang?: string): Locale {
  if (isLocale(lang)) return lang;
  const fromPath = typeof window === 'undefined' ? undefined : localePrefix(window.location.pathname);
  const rendered = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return fromPath ?? (isLocale(rendered) ? rendered : 'en');
}

let leaving = false;

/** The browser's session for the API client (spec §3 localStorage; spec §4 logout → /login). */
export const browserSession: ClientSession = {
  accessToken,
  refreshToken,
  storeTokens,
  expire() {
    clearSession();
    storeResetPasswordToken(null);
    if (leaving || typeof window === 'undefined') return;
    leaving = true;
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginPath(localePrefix(window.location.pathname), here));
  },
};

/** The API transport of a browser page, with the signed-in calls enabled. */
export function browserApi(locale: Locale): ApiTransport {
  return createApiTransport({ locale, session: browserSession });
}

/**
 * spec §2, §6: /account, /payment/… and the claim link need a signed-in visitor; a guest goes to /login and
 * comes back after signing in. An expired access token with a refresh token left is renewed first (spec §4 refresh).
 */
export async function userOnly(lang: string | undefined, request: Request): Promise<void> {
  if (isAuthenticated()) return;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (refreshToken()) {
    try {
      const tokens = await createApiTransport({ locale: browserLocale(lang) }).refreshTokens(refreshToken() ?? '');
      if (tokens) storeTokens(tokens);
      if (isAuthenticated()) return;
    } catch {
      // Falls through to the login page.
    }
    clearSession();
  }
  throw redirect(loginPath(lang, back));
}

/**
 * spec §4: logout calls the API (POST /auth/logout with the refresh token, and the access token as bearer
 * so that it stops working too), then resets the session whatever it answered.
 */
export async function logout(api: ApiTransport): Promise<void> {
  const token = refreshToken();
  try {
    if (token) await api.send('POST', '/api/auth/logout', { body: { refreshToken: token }, bearer: accessToken() });
  } catch {
    // The session ends in this browser all the same.
  } finally {
    clearSession();
    storeResetPasswordToken(null);
  }
}

/**
 * Signs the account out on every device (POST /auth/logout/all: each at its next request), then ends this
 * browser's session. A refusal is thrown (the customer must not believe the other devices are signed out
 * when they are not).
 */
export async function logoutEverywhere(api: ApiTransport): Promise<void> {
  await api.send('POST', '/api/auth/logout/all', { as: 'session' });
  clearSession();
  storeResetPasswordToken(null);
}
