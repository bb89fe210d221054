import type { Locale } from '@beast/domain/i18n/locale';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, data, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { createT } from '../lib/i18n/translator';
import { allTexts } from '../test/render-page';
import { ErrorBoundary, loader } from './locale-layout';

/**
 * The page a customer sees when a page fails to load (spec §8): the site's frame, the status, what happened
 * in their language and a way home. During a database outage the API answers 503 and the page says the
 * service is unavailable, not that something broke.
 */
/** The layout's error boundary in the language of the page's `lang`, as the root provides it in the shop. */
function LocalisedErrorBoundary(props: Parameters<typeof ErrorBoundary>[0]) {
  const locale = useParams().lang as Locale;
  return (
    <I18nProvider locale={locale} catalogue={allTexts(locale)}>
      <ErrorBoundary {...props} />
    </I18nProvider>
  );
}

function NoPage() {
  return null;
}

function showFailure(locale: Locale, failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/:lang',
      ErrorBoundary: LocalisedErrorBoundary,
      children: [{ path: 'product/:bike', loader: failure, Component: NoPage }],
    },
  ]);
  render(<Stub initialEntries={[`/${locale}/product/mighty-beast`]} />);
  return createT(locale, allTexts(locale));
}

describe('the error page', () => {
  // The boundary reports failures to the developer's console in development builds, as these tests run.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it.each(['en', 'fr', 'de'] as const)('says the service is unavailable during an outage (%s)', async (locale) => {
    const t = showFailure(locale, () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'unavailable', {}, true);
    });
    expect(await screen.findByRole('heading', { level: 1, name: t('errors.SERVICE_UNAVAILABLE') })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByRole('link', { name: t('errorPage.home') }).getAttribute('href')).toBe(`/${locale}`);
  });

  it('says the page was not found for a 404', async () => {
    const t = showFailure('de', () => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: t('errors.ROUTE_NOT_FOUND') })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('says something went wrong for any other failure, without its details', async () => {
    const t = showFailure('en', () => {
      throw new Error('relation "products" does not exist');
    });
    expect(await screen.findByRole('heading', { level: 1, name: t('errors.INTERNAL') })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(document.body.textContent).not.toContain('relation');
  });
});

describe('the language prefix', () => {
  /** Where the layout sends a request for `path` (at the shop's origin, as the server hands it over), if anywhere. */
  function redirectOf(path: string, headers: Record<string, string> = {}): string | null {
    const request = new Request(`http://localhost:3000${path}`, { headers });
    const params = { lang: path.split('/')[1] || undefined };
    try {
      loader({ request, params } as Parameters<typeof loader>[0]);
      return null;
    } catch (answer) {
      return (answer as Response).headers.get('location');
    }
  }

  it('sends a path with an empty first segment home, on the shop’s own host (spec §2)', () => {
    for (const path of ['//', '///', '//?x=1']) expect(redirectOf(path), path).toBe('/en');
    expect(redirectOf('//', { 'accept-language': 'fr-CH,fr;q=0.9' })).toBe('/fr');
  });

  it('renders the home page and the prefixed pages where they are', () => {
    expect(redirectOf('/')).toBeNull();
    expect(redirectOf('/de')).toBeNull();
    expect(redirectOf('/xx')).toBe('/en');
  });
});
