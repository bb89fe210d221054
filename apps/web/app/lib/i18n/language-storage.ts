import { isLocale, LANGUAGE_STORAGE_KEY, type Locale } from '@beast/domain/i18n/locale';
import { languageCookie } from './language';

/** The browser pieces the stored language lives in; injected so the rules can be tested without a DOM. */
export interface LanguageJar {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  readCookies(): string;
  writeCookie(cookie: string): void;
}

export function browserLanguageJar(): LanguageJar {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the cookie alone still carries the choice.
    storage = undefined;
  }
  return {
    storage,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie, read by the server.
      document.cookie = cookie;
    },
  };
}

/** spec §1: a language switch is remembered in localStorage `language` and mirrored to the `language` cookie. */
export function rememberLanguage(locale: Locale, jar: LanguageJar = browserLanguageJar()): void {
  try {
    jar.storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Quota or privacy errors must not break navigation.
  }
  jar.writeCookie(languageCookie(locale));
}

/** The language kept in localStorage, when it is a supported one. */
export function storedLanguage(jar: LanguageJar = browserLanguageJar()): Locale | undefined {
  let value: string | null | undefined;
  try {
    value = jar.storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    value = undefined;
  }
  return isLocale(value) ? value : undefined;
}
