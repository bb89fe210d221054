import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../../../../packages/domain/src/money/money';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { clickCheckout, gotoInteractive, openCart } from './support/navigation';

/**
 * The special offers (spec §2 /special-offers, issue 15): a visitor goes from the home page's teaser to the offers,
 * opens a public offer, finds it at its own address in each language through the language switch, and buys it at
 * the offer price, which the cart and the checkout show. A flash offer shows a visitor who it is for, never its price.
 * The demo's public offer on the City Helmet: CHF 99 instead of CHF 150.
 */
test.describe.configure({ timeout: 90_000 });

const HELMET_OFFER_PRICE = 9_900;
const HELMET_ADDRESS: Record<Lang, string> = { en: 'city-helmet', fr: 'casque-urbain', de: 'stadthelm' };

async function switchLanguage(page: Page, from: Lang, to: Lang) {
  await page
    .getByRole('navigation', { name: text(from, 'language.labelFooter') })
    .getByRole('link', { name: new RegExp(`^${to.toUpperCase()}`) })
    .click();
}

test('a visitor goes from the home page to a public offer, in each language, and buys it at the offer price', async ({
  page,
}) => {
  await gotoInteractive(page, '/en'); // first page
  const main = page.getByRole('main');
  await main.getByRole('link', { name: text('en', 'home.offers.all') }).click();
  await expect(page).toHaveURL(/\/en\/special-offers$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'offers.title') })).toBeVisible();
  await expectAccessible(page);

  // A flash offer says whom it is for, without its price.
  const flash = main.locator('.offer-card', { hasText: 'Mighty Beast' });
  await expect(flash.getByText(text('en', 'offers.priceForMembers'))).toBeVisible();
  await expect(flash.locator('.price')).toHaveCount(0);

  await main.getByRole('link', { name: text('en', 'offers.see').replace('{{title}}', 'City Helmet') }).click();
  await expect(page).toHaveURL(new RegExp(`/en/special-offers/\\d+/${HELMET_ADDRESS.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(formatMoney(HELMET_OFFER_PRICE, 'en'))).toBeVisible();
  await expectAccessible(page);

  // One address per language: the switch lands on the helmet's name in that language.
  for (const [from, to] of [
    ['en', 'fr'],
    ['fr', 'de'],
    ['de', 'en'],
  ] as const) {
    await switchLanguage(page, from, to);
    await expect(page).toHaveURL(new RegExp(`/${to}/special-offers/\\d+/${HELMET_ADDRESS[to]}$`));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/${to}/special-offers/\\d+/${HELMET_ADDRESS[to]}$`));
    await expectAccessible(page);
  }

  await main.getByRole('button', { name: text('en', 'offers.add') }).click();
  await expect(page.locator('.toast-region')).toContainText('City Helmet');
  await openCart(page, 'en');
  await expect(main.getByText(text('en', 'cart.offer.applied'))).toBeVisible();
  await expect(main.locator('.cart-line__total')).toContainText(formatMoney(HELMET_OFFER_PRICE, 'en'));
  await expectAccessible(page);

  await clickCheckout(page, 'en', 'cart');
  await expect(page.locator('.summary-line', { hasText: 'City Helmet' })).toContainText(
    formatMoney(HELMET_OFFER_PRICE, 'en'),
  );
  await expectAccessible(page);
});

test('a visitor sees the home page’s flash offers without their price', async ({ page }) => {
  await gotoInteractive(page, '/de'); // first page
  const teaser = page.getByRole('region', { name: text('de', 'home.offers.title') });
  await expect(teaser.getByText(text('de', 'home.offers.priceForMembers')).first()).toBeVisible();
  await expectAccessible(page);
  await teaser
    .getByRole('listitem')
    .filter({ hasText: text('de', 'home.offers.priceForMembers') })
    .first()
    .getByRole('link', { name: new RegExp(text('de', 'home.offers.see')) })
    .click();
  await expect(page).toHaveURL(/\/de\/special-offers\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByText(text('de', 'offers.priceForMembers'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('de', 'offers.add') })).toHaveCount(0);
  await expectAccessible(page);
});
