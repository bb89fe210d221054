import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { text } from './support/accounts';
import { gotoInteractive } from './support/navigation';

test('order pages present the limited editions', async ({ page }) => {
  await page.goto('/en/order/xplorer-beast');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Xplorer Beast');
  await expect(page.getByText(/100/).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/de/order/circular-edition'); // first page
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Circular');
  await expect(page.getByText(/220/).first()).toBeVisible();
  await expectAccessible(page);
});

test('service and accessories filter by subcategory', async ({ page }) => {
  await page.goto('/en/service-and-accessories');
  await expectAccessible(page);
  const all = await page.getByRole('main').getByRole('article').count();
  expect(all).toBeGreaterThan(10);
  const filters = page.getByRole('navigation', { name: /categor|filter/i }).getByRole('link');
  await filters.nth(1).click();
  await expect(page).toHaveURL(/\?/);
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeLessThan(all);
  await expectAccessible(page);
});

test('refurbished goods page by 20 and filter by category', async ({ page }) => {
  await page.goto('/fr/refurbished');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: /pages|pagination/i })
    .getByRole('link', { name: /2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeLessThan(20);
  const filters = page.getByRole('navigation', { name: /catégor|filtr/i }).getByRole('link');
  await filters.nth(1).click();
  await expect(page).toHaveURL(/category=/);
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeLessThan(20);
  await expectAccessible(page);
});

test('the price shown is the price to pay: the model card and the product page agree, fees listed, no “from”', async ({
  page,
}) => {
  await gotoInteractive(page, '/fr');
  const card = page.locator('article.card', { has: page.getByRole('heading', { name: 'Mighty Beast', exact: true }) });
  const cardPrice = (await card.locator('.price__current').textContent())?.trim() ?? '';
  expect(cardPrice).not.toMatch(/dès/);
  await expect(card).toContainText(text('fr', 'price.feesIncluded'));
  await card.getByRole('link', { name: 'Mighty Beast' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mighty Beast');
  const main = page.getByRole('main');
  await expect(main.locator('.vehicle__summary .price__current')).toHaveText(cardPrice);
  await expect(page.getByTestId('price-to-pay')).toHaveText(cardPrice);
  await expect(main).not.toContainText('dès CHF');
  const breakdown = main.locator('.fee-list');
  await expect(breakdown.getByText(text('fr', 'vehicle.totalToPay'))).toBeVisible();
  for (const kind of ['assembly', 'circulation', 'delivery', 'firstService', 'cleaning']) {
    await expect(breakdown).toContainText(text('fr', `fees.${kind}`));
  }
  await expectAccessible(page);
});
