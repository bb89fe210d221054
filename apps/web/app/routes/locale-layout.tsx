import { isLocale } from '@beast/domain/i18n/locale';
import {
  isRouteErrorResponse,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { CartLink } from '../features/cart/cart-link';
import { isUnavailable } from '../lib/api/api-error';
import { RouteTexts, useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath, resolveRequestLanguage } from '../lib/i18n/language';
import { useLocale } from '../lib/i18n/use-locale';
import { SiteShell } from '../lib/layout/site-shell';
import type { loader as rootLoader } from '../root';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import type { Route } from './+types/locale-layout';

/**
 * The optional locale prefix of every public page (spec §1, §2). Only en, fr and de are prefixes; any
 * other first segment (`/xx/product/…`) is an unknown path and goes to the home page. So does an empty
 * one (`//`, `///`): the router would read it as the home page, at an address that is not the shop's.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const emptyFirstSegment = new URL(request.url).pathname.startsWith('//');
  if (emptyFirstSegment || (params.lang !== undefined && !isLocale(params.lang))) {
    throw redirect(localizedPath(resolveRequestLanguage(request)));
  }
  return null;
}

export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang && defaultShouldRevalidate;
}

function useShell() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { locale } = useLocale();
  return {
    locale,
    brandName: root?.brandName ?? 'Beast',
    demoMode: root?.demoMode ?? false,
    thirdPartyTags: root?.thirdPartyTags,
    consentHtml: root?.consentHtml,
    footerHtml: root?.footerHtml,
    cartLink: <CartLink locale={locale} />,
  };
}

export default function LocaleLayout() {
  const shell = useShell();
  return (
    <SiteShell {...shell}>
      <RouteTexts>
        <Outlet />
      </RouteTexts>
    </SiteShell>
  );
}

/** A page that failed to load: the site's frame with a short message and a way home (spec §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useShell();
  const { t } = useTranslation();
  const { href } = useLocale();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The API's database is down: the page says so (and the server answers 503 with Retry-After).
  const unavailable = isUnavailable(error);
  const status = isRouteErrorResponse(error) ? error.status : unavailable ? 503 : 500;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <SiteShell {...shell}>
      <Container className="error-page">
        <p className="eyebrow">{status}</p>
        <h1>
          {notFound
            ? t('errors.ROUTE_NOT_FOUND')
            : unavailable
              ? t('errors.SERVICE_UNAVAILABLE')
              : t('errors.INTERNAL')}
        </h1>
        <p className="lead">{t('errorPage.text')}</p>
        <p>
          <ButtonLink to={href('/')}>{t('errorPage.home')}</ButtonLink>
        </p>
      </Container>
    </SiteShell>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const brand = (matches[0]?.loaderData as { brandName?: string } | undefined)?.brandName ?? 'Beast';
  return [{ title: brand }, { name: 'robots', content: 'noindex' }];
};
