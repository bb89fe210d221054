import { chf, formatMoney, francs } from '@beast/domain/money/money';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { text } from './support/accounts';
import { gotoInteractive, openCard } from './support/navigation';

/**
 * The order pages' configurator (spec §1, §7, §9): the options as radio groups, the picture drawn from them and the
 * total the server prices, refused combinations said in words, and an address that reopens a configuration.
 */
const price = (francsAmount: number) => formatMoney(chf(francs(francsAmount)), 'en');

function configuratorOf(page: Page, name: string) {
  return page.getByRole('region', { name: text('en', 'configurator.title').replace('{{name}}', name) });
}

/** Chooses an option and asks the server for the price, as the visitor does with the form's button. */
async function choose(page: Page, name: string, option: RegExp) {
  const configurator = configuratorOf(page, name);
  await configurator.getByRole('radio', { name: option }).check();
  await configurator.getByRole('button', { name: text('en', 'configurator.update') }).click();
}

test('a visitor configures an Adventure Beast: the picture and the server’s total follow the options, and its address reopens it', async ({
  page,
}) => {
  await gotoInteractive(page, '/en'); // first page
  await openCard(page, 'Adventure Beast');
  let configurator = configuratorOf(page, 'Adventure Beast');
  await expect(configurator.getByTestId('configurator-total')).toHaveText(price(6_999));
  await expectAccessible(page);

  // The 45 km/h class alone is refused: it needs the larger battery (spec §9 licence facts aside).
  await choose(page, 'Adventure Beast', /^45 km\/h/);
  await expect(page).toHaveURL(/speedClass=45/);
  configurator = configuratorOf(page, 'Adventure Beast');
  await expect(configurator.getByRole('alert')).toHaveText(text('en', 'errors.CONFIGURATION_REFUSED'));
  await expect(configurator).toContainText(text('en', 'validation.configurator.requires'));
  await expectAccessible(page);

  await choose(page, 'Adventure Beast', /^804 Wh/);
  await expect(page).toHaveURL(/battery=804/);
  configurator = configuratorOf(page, 'Adventure Beast');
  // spec §9: the premium 45 km/h Adventure costs CHF 8,999.
  await expect(configurator.getByTestId('configurator-total')).toHaveText(price(8_999));
  const picture = configurator.getByRole('img');
  await expect(picture).toHaveAttribute('data-speed', '45');
  await expect(picture).toHaveAttribute('data-battery', '804');
  await expectAccessible(page);

  await choose(page, 'Adventure Beast', /^Full carbon/);
  await expect(page).toHaveURL(/color=full-carbon/);
  configurator = configuratorOf(page, 'Adventure Beast');
  await expect(configurator.getByTestId('configurator-total')).toHaveText(price(8_999 + 5_500));
  await expect(configurator.getByRole('img')).toHaveAttribute('data-frame', '#262626');

  const shared = await configurator.getByRole('link', { name: text('en', 'configurator.share') }).getAttribute('href');
  await page.goto(`/en/order/adventure-beast${shared}`); // typed address
  configurator = configuratorOf(page, 'Adventure Beast');
  await expect(configurator.getByTestId('configurator-total')).toHaveText(price(8_999 + 5_500));
  await expect(configurator.getByRole('radio', { name: /^Full carbon/ })).toBeChecked();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the configurator is a form: the button asks the server for the price of the options chosen', async ({
    page,
  }) => {
    await page.goto('/en/order/circular-edition'); // first page
    await expect(configuratorOf(page, 'Mighty Beast Circular Edition').getByTestId('configurator-total')).toHaveText(
      price(5_999),
    );
    // spec §9: ABS for CHF 600 instead of 1,000, on offer.
    await choose(page, 'Mighty Beast Circular Edition', /^ABS brakes/);
    await expect(page).toHaveURL(/brakes=abs/);
    const priced = configuratorOf(page, 'Mighty Beast Circular Edition');
    await expect(priced.getByTestId('configurator-total')).toHaveText(price(5_999 + 600));
    await expect(priced).toContainText(text('en', 'configurator.savings').replace('{{savings}}', price(400)));
  });
});
