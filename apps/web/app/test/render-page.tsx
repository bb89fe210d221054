import type { Locale } from '@beast/domain/i18n/locale';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, vi } from 'vitest';
import { catalogueOf } from '../lib/i18n/catalogue.server';
import { ROUTE_NAMESPACES } from '../lib/i18n/catalogue-parts';
import { I18nProvider } from '../lib/i18n/i18n-context';

/**
 * Component tests of pages: a page component rendered in a router made by `createRoutesStub`, with every text
 * of its language, in a simulated browser (happy-dom). The API is the only thing stubbed, at `fetch`, so the
 * page's own modules (cart store, session, API client) run as they do in the shop.
 */

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Every text of a language, as the server merges them for a page (UI strings and the domain's messages). */
export function allTexts(locale: Locale) {
  return catalogueOf(locale, ['shell', 'server', ...ROUTE_NAMESPACES]);
}

/** Renders `Page` at `url`, matched by the route `path` (e.g. '/:lang/cart'), in the language of `locale`. */
export function renderPage(
  Page: ComponentType,
  { path, url, locale = 'en' }: { path: string; url: string; locale?: Locale },
) {
  const catalogue = allTexts(locale);
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <I18nProvider locale={locale} catalogue={catalogue}>
          <Page />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the page's API calls: `answers` maps "METHOD /api/path" (without the query) to the JSON answer, or to a
 * function of the request's body (which may return a promise, to hold an answer back). Anything else fails the test with the call it did not expect. The calls made
 * are kept in order.
 */
export function stubApi(answers: Record<string, unknown | ((body: unknown) => unknown)>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    if (!(key in answers)) throw new Error(`unexpected API call ${key}`);
    const answer = answers[key];
    const json = await (typeof answer === 'function' ? answer(body) : answer);
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
