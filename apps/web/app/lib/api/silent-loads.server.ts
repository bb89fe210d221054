import { data } from 'react-router';
import { isUnavailable } from './api-error';

/** A page patched up after a failed call is kept by no cache: neither the page cache nor a CDN. */
const DEGRADED_CACHE_CONTROL = 'private, no-store';

/**
 * spec §8: some of a page's loads fail silently and fall back to empty data. A loader takes `silently(what,
 * fallback)` as the catch of each such load and answers with `respond(page)`, which keeps a page patched up
 * that way out of every cache (its route's `headers` is `withLoaderCacheControl`), so the next visitor gets the
 * page whole again.
 */
export function silentLoads() {
  let degraded = false;
  return {
    silently<T>(what: string, fallback: T) {
      return (error: unknown): T => {
        // The log keeps the cause (an outage is logged once by the API).
        if (!isUnavailable(error))
          console.warn(`[storefront] ${what} failed, showing none:`, error instanceof Error ? error.message : error);
        degraded = true;
        return fallback;
      };
    },
    /** A failure the loader handles itself (showing the server's message, say) still keeps the page uncached. */
    degrade() {
      degraded = true;
    },
    respond<T>(page: T) {
      return data(page, degraded ? { headers: { 'Cache-Control': DEGRADED_CACHE_CONTROL } } : undefined);
    },
  };
}
