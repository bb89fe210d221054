import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { gotoInteractive } from './support/navigation';

const HEADINGS = { en: 'Mighty Beast', fr: 'Mighty Beast', de: 'Mighty Beast' } as const;

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`home leads to a product page in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: HEADINGS[lang], exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/product/mighty-beast$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mighty Beast');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('the language switcher keeps the page and remembers the choice', async ({ page }) => {
  await gotoInteractive(page, '/en/product/classy-beast?ref=test');
  const english = await page.getByRole('heading', { level: 2 }).first().textContent();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Deutsch/ })
    .click();
  await expect(page).toHaveURL(/\/de\/product\/classy-beast\?ref=test$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(english ?? '');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('de');

  // Without a prefix the stored language wins over the browser's (spec §1), rendered so by the server.
  const response = await page.goto('/product/classy-beast'); // typed address
  expect(await response?.text()).toContain('<html lang="de"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
});

test('without a prefix or a stored choice the browser language decides', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CH' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
  const italian = await browser.newContext({ locale: 'it-CH' });
  const other = await italian.newPage();
  await other.goto('/'); // first page
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await italian.close();
});

test('an unknown path leads to the home page', async ({ page }) => {
  await page.goto('/en/no-such-page/at-all');
  await expect(page).toHaveURL(/\/en\/?$/);
  await page.goto('/fr/product/not-a-bike'); // typed address
  await expect(page).toHaveURL(/\/fr\/?$/);
  await page.goto('/xx/product/mighty-beast'); // typed address
  await expect(page.locator('html')).toHaveAttribute('lang', /en|fr|de/);
  expect(new URL(page.url()).pathname).toMatch(/^\/(en|fr|de)?\/?$/);
});

test('a hash keeps its scroll position, a new path scrolls to the top', async ({ page }) => {
  await page.goto('/en/product/mighty-beast#geometry');
  await expect(page.locator('#geometry')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  await gotoInteractive(page, '/en/product/mighty-beast'); // first page
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /service|accessories/i })
    .first()
    .click();
  await expect(page).toHaveURL(/service-and-accessories/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every navigation is recorded as a page view', async ({ page }) => {
  const pageViews = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'page_view')
        .map((entry) => entry.page_path),
    );
  await page.goto('/en');
  // The first view is recorded once the page is interactive; then navigations happen in the browser.
  await expect.poll(pageViews).toEqual(['/en']);
  await page.getByRole('main').getByRole('link', { name: 'Classy Beast', exact: true }).first().click();
  await expect(page).toHaveURL(/classy-beast/);
  await expect.poll(pageViews).toEqual(['/en', '/en/product/classy-beast']);
});

test('on a 390 px phone the line-up is compact: two models a row, each with its figures and price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  const models = page.locator('#models');
  const cards = models.locator('.card--model');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);
  // The same information as on a wide screen: name, tagline, speed/battery/weight and price.
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading')).toBeVisible();
    await expect(card.locator('.card__text')).toBeVisible();
    await expect(card.locator('.facts')).toBeVisible();
    await expect(card.locator('.price')).toBeVisible();
  }
  // Stacked one a row, ten models took about 5,000 px; two a row stay within about 290 px a model.
  const height = (await models.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(height).toBeLessThan(400 + Math.ceil(count / 2) * 580);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
