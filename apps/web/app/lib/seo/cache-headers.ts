import { localePrefix } from '../i18n/language';

/** What a browser or CDN may reuse of a public page (the same policy as the API's catalogue answers). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Cache headers of a public page. A prefixed URL always shows the same page; an unprefixed one depends
 * on the language cookie and Accept-Language (spec §1), which a shared cache must key on.
 */
export function pageCacheHeaders(url: string | URL): Record<string, string> {
  const { pathname } = typeof url === 'string' ? new URL(url) : url;
  const headers: Record<string, string> = { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL };
  if (!localePrefix(pathname)) headers.Vary = 'Cookie, Accept-Language';
  return headers;
}

/**
 * A page's `headers`: the shell's, with the Cache-Control its loader set (a page patched up after a failed call
 * says `private, no-store`, so neither the page cache nor a CDN keeps it).
 */
export function withLoaderCacheControl({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const override = loaderHeaders.get('Cache-Control');
  if (override) headers.set('Cache-Control', override);
  return headers;
}
