import type { ThirdPartyTagSettings } from '@beast/domain/consent/third-party-tags';
import type { AppLoadContext } from 'react-router';

/**
 * What the production server passes to every loader (apps/api, plugins/storefront.ts): the API reached
 * in-process, the brand, the public origin and the shop mode. `react-router dev` passes no context, so
 * every field is read defensively and filled from the environment there.
 */
declare module 'react-router' {
  interface AppLoadContext {
    apiFetch(
      path: string,
      init?: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array },
    ): Promise<Response>;
    brandName: string;
    publicUrl: string;
    demoMode: boolean;
    thirdPartyTags: ThirdPartyTagSettings;
  }
}

export interface ShopContext {
  apiFetch: AppLoadContext['apiFetch'] | undefined;
  brandName: string;
  /** The shop's public origin: the one origin of every absolute URL a page writes (canonical, hreflang, JSON-LD). */
  publicUrl: string;
  demoMode: boolean;
  /** The configured third-party tags, loaded in the browser after consent; none under `react-router dev`. */
  thirdPartyTags: ThirdPartyTagSettings;
}

/** `react-router dev`'s own address, the public origin when PUBLIC_URL is not set there. */
const DEV_PUBLIC_URL = 'http://localhost:5173';

/** BRAND.md: the brand is configuration, "Beast" by default. */
export const DEFAULT_BRAND_NAME = 'Beast';

/** The load context with the dev server's gaps filled (brand and mode from the environment, as the API reads them). */
export function shopContext(context: Partial<AppLoadContext> | undefined): ShopContext {
  const env = typeof process === 'undefined' ? {} : process.env;
  return {
    apiFetch: typeof context?.apiFetch === 'function' ? context.apiFetch : undefined,
    brandName: context?.brandName || env.BRAND_NAME || DEFAULT_BRAND_NAME,
    publicUrl: (context?.publicUrl || env.PUBLIC_URL || DEV_PUBLIC_URL).replace(/\/+$/, ''),
    demoMode: context?.demoMode ?? (env.SHOP_MODE ?? 'demo') === 'demo',
    thirdPartyTags: context?.thirdPartyTags ?? {},
  };
}
