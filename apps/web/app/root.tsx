import { DEFAULT_LOCALE, type Locale } from '@beast/domain/i18n/locale';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { formTokenOf } from './features/forms/public-form.server';
import { footerTopHtml } from './features/newsletter/footer-sign-up.server';
import { usePageViews } from './lib/analytics/use-page-views';
import { createApiTransport } from './lib/api/api-transport';
import { shopContext } from './lib/api/load-context';
import { consentBannerHtml } from './lib/consent/consent-banner.server';
import { consentBootScript } from './lib/consent/consent-boot';
import { catalogueOf } from './lib/i18n/catalogue.server';
import { FALLBACK_TEXTS } from './lib/i18n/fallback-texts';
import { I18nProvider } from './lib/i18n/i18n-context';
import { localePrefix, resolveRequestLanguage } from './lib/i18n/language';
import { languageBootScript } from './lib/i18n/language-boot';
import { createT } from './lib/i18n/translator';
import { useLanguageSync } from './lib/i18n/use-language-sync';
import { pageCacheHeaders } from './lib/seo/cache-headers';
import { NavigationProgress } from './ui/progress-bar';
import './styles/app.css';

/**
 * The page's language (spec §1) and the texts of the shell and the public pages in that language (a
 * private page's loader adds its own: catalogue-parts.ts), plus the shop settings every page shows.
 * Also sets the cache headers of every page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopContext(context);
  const locale = resolveRequestLanguage(request);
  const configuredTags = Object.keys(shop.thirdPartyTags).length > 0;
  const formToken = await formTokenOf(createApiTransport({ locale, context: shop })).catch(() => '');
  return data(
    {
      locale,
      catalogue: catalogueOf(locale, ['shell']),
      brandName: shop.brandName,
      demoMode: shop.demoMode,
      // Only when a shop configures some: the page then loads them after consent (none in demo mode).
      thirdPartyTags: configuredTags ? shop.thirdPartyTags : undefined,
      consentHtml: consentBannerHtml(locale),
      // The footer's promises and newsletter sign-up, drawn by the server (the sign-up with its form's token).
      footerHtml: footerTopHtml(locale, shop.brandName, formToken),
    },
    { headers: pageCacheHeaders(request.url) },
  );
}

/**
 * The head's boot script (the stored language, the consent banner's state), built once: the same bytes on every
 * page, so one CSP hash. Only the server writes it: the browser has run it before hydration, which leaves an
 * inline script's text alone, so the client bundle does not carry it.
 */
const BOOT_SCRIPT = import.meta.env.SSR ? `${languageBootScript()};${consentBootScript()}` : '';

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

// Pages without a `headers` export inherit these (Cache-Control, and Vary on unprefixed URLs).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The catalogue is only fetched again when the language changes (or on an explicit revalidation). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const current = localePrefix(currentUrl.pathname) ?? document.documentElement.lang;
  return (localePrefix(nextUrl.pathname) ?? current) !== current;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: manropeLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={root?.locale ?? DEFAULT_LOCALE} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1F7A4D" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash. */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, catalogue } = loaderData;
  usePageViews(locale);
  useLanguageSync();
  return (
    <I18nProvider locale={locale} catalogue={catalogue}>
      <NavigationProgress label={createT(locale, catalogue)('loading')} />
      <Outlet />
    </I18nProvider>
  );
}

/** Shown while the browser takes over a page that cannot be rendered on the server (spec §2: loading fallback). */
export function HydrateFallback() {
  const { loading } = FALLBACK_TEXTS[useFallbackLocale()];
  return (
    <div className="hydrate-fallback" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{loading}</span>
    </div>
  );
}

/** The page's language when the root loader's data may be missing: the loader's, else the URL prefix. */
function useFallbackLocale(): Locale {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  return root?.locale ?? localePrefix(pathname) ?? DEFAULT_LOCALE;
}

/**
 * Last resort, when even the root loader failed: a plain page in the URL's language with a way home.
 * Errors of a page are shown by the locale layout's boundary, inside the site's frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = useFallbackLocale();
  const texts = FALLBACK_TEXTS[locale];
  return (
    <main id="main" className="container error-page">
      <p className="eyebrow">{status}</p>
      <h1>{texts.error}</h1>
      <p>
        <a href={`/${locale}`} className="button button--primary">
          {texts.home}
        </a>
      </p>
    </main>
  );
}
