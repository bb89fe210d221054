import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { text } from './support/accounts';
import { gotoInteractive } from './support/navigation';

type Lang = 'en' | 'fr' | 'de';

/** A card of a listing or of the home page, found by its heading. */
function card(page: Page, name: string | RegExp) {
  return page.locator('article.card', { has: page.getByRole('heading', { name }) });
}

/** Adds the page's product to the cart and checks the product toast (spec §2) names it. */
async function addToCartHere(page: Page, lang: Lang, name: string | RegExp) {
  await page
    .getByRole('main')
    .getByRole('button', { name: text(lang, 'cart.add') })
    .first()
    .click();
  const toast = page.locator('.toast-region');
  await expect(toast).toContainText(text(lang, 'cart.added'));
  await expect(toast).toContainText(name);
  await expect(toast.getByRole('link', { name: text(lang, 'cart.checkout') })).toBeVisible();
}

test('a refurbished good opens from the home page’s teaser and shows its condition and warranty', async ({ page }) => {
  await gotoInteractive(page, '/en');
  const teaser = page.locator('.refurbished-teaser');
  const link = teaser.locator('article.card .card__link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/en\/refurbished\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const facts = page.locator('.details--page');
  await expect(facts).toContainText(text('en', 'refurbished.conditionLabel'));
  await expect(facts).toContainText(text('en', 'refurbished.warranty'));
  await expect(facts).toContainText('2 years');
  await expect(page.getByRole('navigation', { name: text('en', 'breadcrumb.label') })).toContainText(
    text('en', 'nav.refurbished'),
  );
  await expectAccessible(page);
  await addToCartHere(page, 'en', name);
});

test('an accessory and a service open from the listing, in French, and go to the cart', async ({ page }) => {
  await gotoInteractive(page, '/fr/service-and-accessories');
  await card(page, 'Antivol en U 16 mm').getByRole('link').click();
  await expect(page).toHaveURL(/\/fr\/service-and-accessories\/u-lock$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Antivol en U 16 mm');
  await expectAccessible(page);
  await addToCartHere(page, 'fr', 'Antivol en U 16 mm');

  await page
    .getByRole('navigation', { name: text('fr', 'breadcrumb.label') })
    .getByRole('link', { name: text('fr', 'nav.serviceAndAccessories') })
    .click();
  await expect(page).toHaveURL(/\/fr\/service-and-accessories$/);
  const service = page.locator('.card__link', { hasText: /service/i }).first();
  const serviceName = (await service.textContent()) ?? '';
  await service.click();
  await expect(page).toHaveURL(/\/fr\/service-and-accessories\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceName);
  await expectAccessible(page);
  await addToCartHere(page, 'fr', serviceName);
});

test('the Cruisy card opens its own model page, in German, with its downloads', async ({ page, request }) => {
  await gotoInteractive(page, '/de');
  await card(page, 'Cruisy Beast').getByRole('link', { name: 'Cruisy Beast' }).click();
  await expect(page).toHaveURL(/\/de\/product\/cruisy-beast$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cruisy Beast');
  await expectAccessible(page);
  const manual = page.locator('section[aria-labelledby="downloads"] a').first();
  const href = await manual.getAttribute('href');
  expect(href).toMatch(/\.pdf$/);
  const pdf = await request.get(href ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await addToCartHere(page, 'de', 'Cruisy Beast');
});

test('an offer on the home page leads to its page, at its product’s name in the page’s language', async ({ page }) => {
  await gotoInteractive(page, '/en');
  await page
    .locator('.offer')
    .first()
    .getByRole('link', { name: /^See the / })
    .click();
  await expect(page).toHaveURL(/\/en\/special-offers\/\d+\/[a-z0-9-]+$/);
  await expectAccessible(page);
});

test('a slug under the wrong listing goes to the home page, like an unknown one', async ({ page }) => {
  await page.goto('/en/refurbished/u-lock');
  await expect(page).toHaveURL(/\/en$/);
});
