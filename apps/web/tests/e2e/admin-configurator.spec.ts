import { chf, formatMoney, francs } from '@beast/domain/money/money';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { text } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The Configurator screen: staff see each order-only model's options by group with their prices, offers and rules,
 * change an option's price, and are told in words when a price is not an amount.
 */
test('the Configurator screen keeps an option’s new price and refuses one that is not an amount', async ({ page }) => {
  // Four models' options on one screen, checked by axe four times: more than the default half-minute when busy.
  test.setTimeout(90_000);
  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.configurator') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.configurator.title'));
  await expectAccessible(page);

  const card = page.getByRole('region', { name: 'Maverick Beast' });
  const price = card.getByLabel(t('admin.configurator.price').replace('{{name}}', 'Glossy carbon, 50 mm'), {
    exact: true,
  });
  await expect(price).toHaveValue('399.00');
  // The 45 km/h class needs the larger battery: the rule is listed in words.
  await expect(card).toContainText(
    t('admin.configurator.rule.requires')
      .replace('{{option}}', '45 km/h, licence M, plate and helmet')
      .replace('{{others}}', '804 Wh (48 V × 16.75 Ah)'),
  );

  await price.fill('abc');
  await card.getByRole('button', { name: t('admin.configurator.save') }).click();
  await expect(page.getByText(text('en', 'validation.configurator.price'))).toBeVisible();
  await expectAccessible(page);

  await price.fill('449');
  await card.getByRole('button', { name: t('admin.configurator.save') }).click();
  await expect(page.getByRole('status')).toHaveText(
    t('admin.configurator.saved').replace('{{name}}', 'Maverick Beast'),
  );
  await expectAccessible(page);
  // Opened again, the screen shows the stored price; then it is put back for the other journeys.
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.configurator') })
    .click();
  await expect(price).toHaveValue('449.00');
  // The order page charges the new price at once.
  await page.goto('/en/order/maverick-beast?rimColor=carbon-gloss'); // typed address
  await expect(page.getByTestId('configurator-total')).toHaveText(formatMoney(chf(francs(9_499 + 449)), 'en'));
  await expectAccessible(page);
  await page.goBack();
  await price.fill('399');
  await card.getByRole('button', { name: t('admin.configurator.save') }).click();
  await expect(page.getByRole('status')).toHaveText(
    t('admin.configurator.saved').replace('{{name}}', 'Maverick Beast'),
  );
});
