import { isTokenValid } from './tokens';

/**
 * spec §3 Session: accessToken, refreshToken and resetPasswordToken live in the browser's localStorage
 * under these names; isAuthenticated is derived from the access token (spec §4), never stored.
 * This module is tiny on purpose: the header of every page reads it (first-visit JS budget).
 */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  resetPasswordToken: 'resetPasswordToken',
} as const;
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage blocked by privacy settings: the visitor stays a guest.
    return undefined;
  }
}

function read(key: SessionKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: SessionKey, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the session simply is not kept.
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function accessToken(): string | null {
  return read(SESSION_KEYS.accessToken);
}

export function refreshToken(): string | null {
  return read(SESSION_KEYS.refreshToken);
}

/** spec §4 Authenticated: three parts and an `exp` later than now (unparseable or no `exp`: valid). */
export function isAuthenticated(now: number = Date.now()): boolean {
  return isTokenValid(accessToken(), now);
}

/** Stores new tokens as they are (a refresh answer: spec §4 "store the new tokens"). */
export function storeTokens(tokens: SessionTokens): void {
  write(SESSION_KEYS.accessToken, tokens.accessToken);
  write(SESSION_KEYS.refreshToken, tokens.refreshToken);
  changed();
}

/**
 * spec §4 Login success: the tokens are stored only if the access token is not expired.
 * Returns whether the visitor is now signed in.
 */
export function signIn(tokens: SessionTokens, now: number = Date.now()): boolean {
  if (!isTokenValid(tokens.accessToken, now)) return false;
  storeTokens(tokens);
  return true;
}

/** spec §4: logout resets the session (all three tokens). */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  changed();
}

export function resetPasswordToken(): string | null {
  return read(SESSION_KEYS.resetPasswordToken);
}

export function storeResetPasswordToken(token: string | null): void {
  write(SESSION_KEYS.resetPasswordToken, token);
}

/** Changes made in this tab (sign-in, refresh, logout). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const detachOtherTabs = subscribeOtherTabs(listener);
  return () => {
    listeners.delete(listener);
    detachOtherTabs();
  };
}

/** Sign-in and sign-out in another tab of the same shop arrive as `storage` events. */
export function subscribeOtherTabs(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEYS.accessToken || event.key === SESSION_KEYS.refreshToken) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
