import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { INFO_PAGE_KEYS } from '../../app/features/editorial/pages/info-page-paths';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, type Lang, logInWithPassword, text, uniqueEmail } from './support/accounts';
import { clickHeaderLink, gotoInteractive, signInFromHeader } from './support/navigation';

/**
 * The information pages (spec §2: about us, services, subscription, leasing and financing, contribution, privacy,
 * terms, press): a visitor reaches each from the header's menu or the footer, in each language; the financing
 * calculator works with and without JavaScript; the subscription is bought signed in (spec §6).
 */

/** The page's title in a language, as the API serves it to the page. */
async function titleOf(request: APIRequestContext, key: string, lang: Lang): Promise<string> {
  const answer = await request.get(`/api/pages/${key}?lang=${lang}`);
  expect(answer.ok(), `${key} in ${lang}`).toBe(true);
  return ((await answer.json()) as { title: string }).title;
}

/** Opens a page from the header's menu (`nav.<key>`) or, for the legal pages, the footer. */
async function openSection(page: Page, lang: Lang, path: string, navKey: string, from: 'header' | 'footer') {
  if (from === 'header') await clickHeaderLink(page, lang, navKey);
  else
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(lang, navKey), exact: true })
      .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}${path}$`));
}

const JOURNEYS: Record<Lang, [path: string, navKey: string, from: 'header' | 'footer'][]> = {
  en: [
    ['/about-us', 'nav.aboutUs', 'header'],
    ['/services', 'nav.services', 'header'],
    ['/terms', 'nav.terms', 'footer'],
  ],
  fr: [
    ['/subscription', 'nav.subscription', 'header'],
    ['/contribution', 'nav.contribution', 'header'],
    ['/privacy', 'nav.privacy', 'footer'],
  ],
  de: [
    ['/leasing-and-financing', 'nav.financing', 'header'],
    ['/press', 'nav.press', 'header'],
    ['/services', 'nav.services', 'header'],
  ],
};

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`the information pages in ${lang}: from the home page to each, whole and accessible`, async ({
    page,
    request,
  }) => {
    await gotoInteractive(page, `/${lang}`); // first page
    for (const [path, navKey, from] of JOURNEYS[lang]) {
      await openSection(page, lang, path, navKey, from);
      const title = await titleOf(request, path.slice(1), lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\//);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expectAccessible(page);
    }
  });
}

test('the services page shows the service prices and links the subscription', async ({ page }) => {
  await gotoInteractive(page, '/en'); // first page
  await openSection(page, 'en', '/services', 'nav.services', 'header');
  const main = page.getByRole('main');
  const pickUp = main.getByRole('listitem').filter({ hasText: 'Pick-up and return' });
  await expect(pickUp).toContainText('120');
  await expect(pickUp).toContainText('Canton of Geneva, city of Lausanne, canton of Zurich');
  await expect(main.getByRole('listitem').filter({ hasText: 'Replacement bike, half day' })).toContainText('25');
  await main.getByRole('link', { name: 'See the subscription' }).click();
  await expect(page).toHaveURL(/\/en\/subscription$/);
});

/** The monthly amount the calculator shows now. */
const monthly = (page: Page) => page.getByTestId('calculator-monthly');

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`the financing calculator in ${lang} changes the monthly amount with the months`, async ({ page }) => {
    await gotoInteractive(page, `/${lang}`); // first page
    await openSection(page, lang, '/leasing-and-financing', 'nav.financing', 'header');
    const main = page.getByRole('main');
    await expect(main.getByText(text(lang, 'checkout.plan.creditNotice'))).toBeVisible();
    const before = await monthly(page).textContent();
    await main.getByLabel(text(lang, 'checkout.plan.instalments')).selectOption('48');
    await expect(monthly(page)).not.toHaveText(before ?? '');
    const over48 = await monthly(page).textContent();
    await main.getByLabel(text(lang, 'infoPages.calculator.amount')).fill('1000');
    await expect(monthly(page)).not.toHaveText(over48 ?? '');
    // A wrong amount says what is expected and keeps what was typed.
    await main.getByLabel(text(lang, 'infoPages.calculator.amount')).fill('12abc');
    await expect(main.getByText(text(lang, 'infoPages.calculator.amountError').split('{{')[0]!.trim())).toBeVisible();
    await expect(main.getByLabel(text(lang, 'infoPages.calculator.amount'))).toHaveValue('12abc');
    await expect(monthly(page)).toHaveCount(0);
    await expectAccessible(page);
  });
}

/** A browser context that runs no script: the page as the server sent it. */
async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the financing calculator works without JavaScript: the server works out what the form sends', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/fr'); // first page
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('fr', 'nav.financing'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/fr\/leasing-and-financing$/);
    const main = page.getByRole('main');
    const before = await monthly(page).textContent();
    await main.getByLabel(text('fr', 'infoPages.calculator.amount')).fill('3000');
    await main.getByLabel(text('fr', 'checkout.plan.instalments')).selectOption('12');
    await main.getByRole('button', { name: text('fr', 'infoPages.calculator.submit') }).click();
    await expect(page).toHaveURL(/\/fr\/leasing-and-financing\?amount=3000&months=12#instalment-calculator$/);
    await expect(monthly(page)).not.toHaveText(before ?? '');
    await expect(main.getByLabel(text('fr', 'infoPages.calculator.amount'))).toHaveValue('3000');
    await expect(main.getByLabel(text('fr', 'checkout.plan.instalments'))).toHaveValue('12');
  });
});

test('the press page lists the releases newest first with their dates, and the press kit', async ({ page }) => {
  await gotoInteractive(page, '/en'); // first page
  await openSection(page, 'en', '/press', 'nav.press', 'header');
  const releases = page.getByRole('main').locator('.press-releases > li');
  // count() does not wait: the page's list is awaited first, as the visitor sees it.
  await expect(releases.nth(1)).toBeVisible();
  const dates = await releases
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates).toEqual([...dates].sort().reverse());
  // A release's whole text opens in place.
  const first = releases.first();
  await first.getByText(text('en', 'infoPages.press.read')).click();
  await expect(first.locator('.press-release__body')).toBeVisible();
  const kit = page.getByRole('link', { name: new RegExp(text('en', 'infoPages.press.kit')) });
  await expect(kit).toHaveAttribute('href', '/files/press/press-kit.zip');
  const download = await page.request.get((await kit.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
});

test('the subscription: a signed-out visitor signs in from it, comes back and adds it to the cart', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('subscriber');
  await createConfirmedUser(request, 'en', email);
  await gotoInteractive(page, '/en'); // first page
  await openSection(page, 'en', '/subscription', 'nav.subscription', 'header');
  const main = page.getByRole('main');
  await expect(main).toContainText('275');
  await expect(main.getByRole('button', { name: 'Add the subscription to my cart' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: text('en', 'infoPages.signIn.register') })).toHaveAttribute(
    'href',
    '/en/register?redirectTo=%2Fen%2Fsubscription',
  );
  await main.getByRole('link', { name: text('en', 'infoPages.signIn.login') }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fsubscription$/);
  await logInWithPassword(page, 'en', email);
  await expect(page).toHaveURL(/\/en\/subscription$/, { timeout: 15_000 });
  await main.getByRole('button', { name: 'Add the subscription to my cart' }).click();
  const toast = page.locator('.toast-region');
  await expect(toast).toContainText(text('en', 'cart.added'));
  await toast.getByRole('link', { name: text('en', 'cart.checkout') }).click();
  await expect(page).toHaveURL(/\/checkout\/service$/);
});

test('a signed-in customer buys the subscription from its page in German', async ({ page, request }) => {
  const email = uniqueEmail('abo');
  await createConfirmedUser(request, 'de', email);
  await gotoInteractive(page, '/de'); // first page
  await signInFromHeader(page, 'de', email);
  await openSection(page, 'de', '/subscription', 'nav.subscription', 'header');
  await page.getByRole('main').getByRole('button', { name: 'Abo in den Warenkorb legen' }).click();
  await expect(page.locator('.toast-region')).toContainText(text('de', 'cart.added'));
});

test('registering from the subscription: the form links the terms it accepts and keeps the way back', async ({
  page,
}) => {
  await gotoInteractive(page, '/fr'); // first page
  await openSection(page, 'fr', '/subscription', 'nav.subscription', 'header');
  await page
    .getByRole('main')
    .getByRole('link', { name: text('fr', 'infoPages.signIn.register') })
    .click();
  await expect(page).toHaveURL(/\/fr\/register\?redirectTo=%2Ffr%2Fsubscription$/);
  const main = page.getByRole('main');
  const terms = main.getByRole('link', { name: text('fr', 'nav.terms'), exact: true });
  await expect(terms).toHaveAttribute('href', '/fr/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(main.getByRole('link', { name: text('fr', 'nav.privacy'), exact: true })).toHaveAttribute(
    'href',
    '/fr/privacy',
  );
  // Opened beside the form, the terms answer in the page's language.
  const [termsPage] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expect(termsPage.getByRole('heading', { level: 1 })).toHaveText(/Conditions générales/);
  await expectAccessible(page);
  // An account already there: signing in still comes back to the subscription.
  await page.getByRole('link', { name: text('fr', 'register.login') }).click();
  await expect(page).toHaveURL(/\/fr\/login\?redirectTo=%2Ffr%2Fsubscription$/);
});

test('the sitemap lists every information page in each language with its hreflang alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const key of INFO_PAGE_KEYS) {
    for (const lang of ['en', 'fr', 'de'] as const) {
      const entry = new RegExp(
        `<loc>[^<]*/${lang}/${key}</loc>\\s*(<xhtml:link rel="alternate" hreflang="(en|fr|de|x-default)" href="[^"]*/${key}"/>\\s*){4}</url>`,
      );
      expect(sitemap, `${lang}/${key}`).toMatch(entry);
    }
  }
});
