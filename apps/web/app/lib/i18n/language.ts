import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  type Locale,
  localeFromAcceptLanguage,
} from '@beast/domain/i18n/locale';

/**
 * Which language a page is shown in (spec §1). The URL prefix wins; without one, the stored choice
 * (the `language` cookie, a mirror of localStorage `language`), else the browser's Accept-Language
 * when it is en, fr or de, else English.
 */
export function resolveLanguage(input: {
  prefix?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.prefix)) return input.prefix;
  return languageFromCookie(input.cookieHeader) ?? localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Language of a server request: the first path segment when it is a locale, else cookie and headers. */
export function resolveRequestLanguage(request: Request): Locale {
  return resolveLanguage({
    prefix: localePrefix(new URL(request.url).pathname),
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** The `language` cookie's value when it names a supported language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_STORAGE_KEY) continue;
    const value = decodeURIComponent(rest.join('=').trim());
    if (isLocale(value)) return value;
  }
  return undefined;
}

/** The locale of a path's first segment (`/fr/refurbished` → fr), if any. */
export function localePrefix(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The path without its locale prefix: `/fr/product/x` → `/product/x`, `/fr` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const prefix = localePrefix(pathname);
  if (!prefix) return pathname || '/';
  const rest = pathname.slice(prefix.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A path of the shop in one language: `localizedPath('fr', '/refurbished')` → `/fr/refurbished`; home is `/fr`. */
export function localizedPath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another language, keeping path, query and hash (language switcher). */
export function switchLanguageHref(location: { pathname: string; search?: string; hash?: string }, locale: Locale) {
  return `${localizedPath(locale, stripLocalePrefix(location.pathname))}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Every language of the shop, for alternates and the switcher. */
export const LANGUAGES: readonly Locale[] = LOCALES;

/** Cookie lifetime of the stored language: one year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `Set-Cookie`/`document.cookie` text that stores a language (path=/, 1 year, SameSite=Lax). */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_STORAGE_KEY}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
