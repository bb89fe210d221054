import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PREFIXES, SPEC_PAGES, withPrefix } from '../../app/route-table.fixture';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { gotoInteractive } from './support/navigation';

/**
 * Every page answers where spec §2 puts it, with and without a language prefix, and every link the
 * shop gives (sitemap, header, footer, home page) reaches a page instead of bouncing home.
 */

/** The answer to a GET without following redirects: a redirect here is the "not found → home" of spec §2. */
async function statusOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  return location ? `${response.status()} → ${location}` : String(response.status());
}

/** Asks for every path, a few at a time (a first render of each page is not free), and lists those not answering 200. */
async function expectAllAnswer(request: APIRequestContext, paths: Iterable<string>) {
  const queue = [...new Set(paths)];
  const failing: string[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const status = await statusOf(request, path);
      if (status !== '200') failing.push(`${path}: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(failing, 'pages that do not answer 200').toEqual([]);
}

test.describe('answers', () => {
  test('every page of the route table, with and without each language prefix', async ({ request }) => {
    await expectAllAnswer(
      request,
      SPEC_PAGES.flatMap(([path]) => PREFIXES.map((prefix) => withPrefix(prefix, path))),
    );
  });

  test('every page of the sitemap', async ({ request }) => {
    test.setTimeout(120_000); // every product's page in three languages
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(paths.length).toBeGreaterThan(30);
    await expectAllAnswer(request, paths);
  });

  test('an unknown path still goes home in the visitor’s language', async ({ request }) => {
    expect(await statusOf(request, '/no/such/page')).toMatch(/^302 → \/en$/);
    const stored = await request.get('/no/such/page', { maxRedirects: 0, headers: { cookie: 'language=de' } });
    expect(stored.headers().location).toBe('/de');
  });

  test('a path that begins with two slashes goes home on this host, never to another', async ({ request, baseURL }) => {
    // Absolute: given as a relative URL, `//evil.example/x` would itself name another host.
    for (const path of ['//', '///', '//en', '//evil.example/x']) {
      expect(await statusOf(request, `${baseURL}${path}`), path).toBe('302 → /en');
    }
  });
});

/** Internal links of the page's header, footer and main content, without their fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href], main a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/files/') && !url.pathname.startsWith('/api/'))
    .map((url) => `${url.pathname}${url.search}`);
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`the links of the home page and a product page reach pages (${lang})`, async ({ page, request }) => {
    await page.goto(`/${lang}`);
    const links = await internalLinks(page);
    await page.goto(`/${lang}/product/mighty-beast`); // typed address
    links.push(...(await internalLinks(page)));
    expect(links.length).toBeGreaterThan(10);
    // Every section the header and footer name has its page: none of them may fall back to the home page.
    await expectAllAnswer(request, links);
  });
}

/** The toast's and the cart's checkout buttons (spec §2) lead to the checkout, in the language of the visit. */
for (const lang of ['en', 'fr', 'de'] as const satisfies readonly Lang[]) {
  test(`a visitor reaches the checkout by clicking, and it stays in ${lang}`, async ({ page }) => {
    const main = page.getByRole('main');
    await gotoInteractive(page, `/${lang}`);
    await main
      .getByRole('link', { name: /Mighty Beast/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/product/mighty-beast$`));
    await main.getByRole('button', { name: text(lang, 'cart.add'), exact: true }).click();

    // The toast's Checkout button: the spec's unprefixed link, shown in the language of the visit.
    await page
      .locator('.toast-region')
      .getByRole('link', { name: text(lang, 'cart.checkout') })
      .click();
    await expect(page).toHaveURL(/\/checkout\/product\/order$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);

    // The same after a fresh load of the unprefixed page: the server renders the stored language at once.
    const response = await page.reload();
    expect(await response?.text()).toContain(`<html lang="${lang}"`);

    // The header's cart, then the cart's checkout button.
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(text(lang, 'cart.link')) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    await main.getByRole('link', { name: text(lang, 'cart.checkout') }).click();
    await expect(page).toHaveURL(/\/checkout\/product\/order$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('a stored language is rendered by the server before anything paints', async ({ browser, baseURL }) => {
  // A returning visitor whose cookie was lost: localStorage still says German, the browser asks for English.
  const context = await browser.newContext({
    locale: 'en-GB',
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL ?? '', localStorage: [{ name: 'language', value: 'de' }] }],
    },
  });
  const page = await context.newPage();
  const paintedLanguages: string[] = [];
  await page.exposeFunction('reportPaint', (lang: string) => paintedLanguages.push(lang));
  await page.addInitScript(() => {
    new PerformanceObserver(() => {
      (window as unknown as { reportPaint: (lang: string) => void }).reportPaint(document.documentElement.lang);
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'cart.title'));
  expect(
    paintedLanguages.every((lang) => lang === 'de'),
    paintedLanguages.join(),
  ).toBe(true);
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('de');
  await context.close();
});
