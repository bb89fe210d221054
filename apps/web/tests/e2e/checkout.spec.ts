import { expect, type Locator, type Page, test } from '@playwright/test';
import { de as deMessages } from '../../../../packages/domain/src/i18n/messages/de';
import { en as enMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { fr as frMessages } from '../../../../packages/domain/src/i18n/messages/fr';
import { expectAccessible } from './support/accessibility';
import {
  createConfirmedUser,
  type Lang,
  lastMailId,
  logInWithPassword,
  nextMailLink,
  text,
  uniqueEmail,
} from './support/accounts';
import { type OwnRun, ownRun, ownSlotPosition } from './support/delivery-places';
import {
  addToCart,
  clickCheckout,
  clickHeaderLink,
  gotoInteractive,
  openCard,
  openCart,
  signInFromHeader,
} from './support/navigation';

/**
 * The checkout (spec §2 /checkout/{type}; §4 delivery and pick-up; §8 payment messages; §9 instalments):
 * a guest buys a Mighty Beast for courier delivery with a time window, a declined card is tried again on
 * the same order, a signed-in customer buys accessories for pick-up in Lausanne in 12 instalments.
 * Each journey starts on the home page and clicks its way through, as a customer does
 * (support/navigation.ts). Phone-sized viewport, axe on every step.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEST_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** The U-Lock and the City Helmet of the accessory listing, as each language names them. */
const ACCESSORIES: Record<Lang, readonly string[]> = {
  en: ['U-Lock 16 mm', 'City Helmet'],
  fr: ['Antivol en U 16 mm', 'Casque urbain'],
  de: ['Bügelschloss 16 mm', 'Stadthelm'],
};

const DOMAIN_MESSAGES: Record<Lang, Record<string, string>> = { en: enMessages, fr: frMessages, de: deMessages };

/** A storefront text, or a domain message (validation.*, errors.*, notices.*) of the language. */
function t(lang: Lang, key: string): string {
  return DOMAIN_MESSAGES[lang][key] ?? text(lang, key);
}

/** A catalogue text with a placeholder, as a pattern ("Pay {{amount}}" → /^Pay .+$/). */
function pattern(lang: Lang, key: string): RegExp {
  const escaped = t(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
}

async function fillContacts(main: Locator, lang: Lang, email: string) {
  await main.getByLabel(t(lang, 'auth.fields.firstName'), { exact: true }).fill('Lena');
  await main.getByLabel(t(lang, 'auth.fields.lastName'), { exact: true }).fill('Keller');
  await main.getByLabel(t(lang, 'auth.fields.email'), { exact: true }).fill(email);
  await main.getByLabel(t(lang, 'auth.fields.countryCode'), { exact: true }).selectOption('+41');
  await main.getByLabel(t(lang, 'auth.fields.phoneNumber'), { exact: true }).fill('791234567');
  await main.getByLabel(t(lang, 'auth.fields.address'), { exact: true }).fill('Rue de Bourg 1');
  await main.getByLabel(t(lang, 'auth.fields.zipCode'), { exact: true }).fill('1003');
  await main.getByLabel(t(lang, 'auth.fields.city'), { exact: true }).fill('Lausanne');
  await main.getByLabel(t(lang, 'auth.fields.country'), { exact: true }).selectOption('CH');
}

async function payWith(main: Locator, lang: Lang, card: string) {
  await main.getByLabel(t(lang, 'payment.card.number'), { exact: true }).fill(card);
  await main.getByLabel(t(lang, 'payment.card.expiry'), { exact: true }).fill('12/30');
  await main.getByLabel(t(lang, 'payment.card.securityCode'), { exact: true }).fill('123');
  await main.getByRole('button', { name: pattern(lang, 'checkout.payment.pay') }).click();
}

/**
 * The journeys that book a courier window in the zone of 1003 and those that book a pick-up slot in
 * Lausanne: each run takes a slot of its own there (support/delivery-places.ts).
 */
const COURIER_JOURNEYS = ['guest-en', 'guest-fr', 'guest-de'] as const;
const LAUSANNE_JOURNEYS = ['pick-up-en', 'pick-up-fr', 'pick-up-de', 'claim'] as const;

/** This run's own day among the days offered; answers where its slot is on that day. */
async function chooseOwnDay(main: Locator, own: OwnRun): Promise<number> {
  const days = main.locator('.day-button:not(.day-button--unavailable)');
  await expect(days.first()).toBeVisible({ timeout: 15_000 });
  const position = ownSlotPosition(own, await days.count());
  await days.nth(position.day).click();
  return position.slot;
}

async function chooseSlot(main: Locator, slot: number) {
  await main.locator('.slot input').nth(slot).check();
}

/** This run's own day, then its own slot of that day. */
async function chooseDayAndSlot(main: Locator, own: OwnRun) {
  await chooseSlot(main, await chooseOwnDay(main, own));
}

/** The card of an order in the account's My orders. */
function orderCard(page: Page, lang: Lang, number: string): Locator {
  return page
    .getByRole('region', { name: t(lang, 'account.nav.orders'), exact: true })
    .locator('.order-card')
    .filter({ hasText: number });
}

async function expectStep(page: Page, lang: Lang, step: 'contact' | 'payment' | 'confirmation') {
  await expect(page.locator('[aria-current="step"]')).toContainText(t(lang, `checkout.steps.${step}`));
  await expect(page.getByRole('heading', { level: 2, name: t(lang, `checkout.steps.${step}Title`) })).toBeVisible();
}

test('an empty cart shows a way to the shop, not an error', async ({ page }) => {
  // The checkout opened from a bookmark or another tab while the cart is empty: no button leads here then.
  await gotoInteractive(page, '/en/checkout/product/order');
  await expect(page.getByText(t('en', 'checkout.empty'))).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('en', 'cart.discoverBikes'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/en#models$/);
});

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a guest buys a Mighty Beast for courier delivery in a time window; a declined card is tried again on the same order (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const main = page.getByRole('main');
    await gotoInteractive(page, `/${lang}`);
    await openCard(page, 'Mighty Beast');
    await addToCart(page, lang, 'Mighty Beast');
    await clickCheckout(page, lang, 'toast');
    await expectStep(page, lang, 'contact');
    await expect(main.getByRole('checkbox', { name: t(lang, 'checkout.contact.registerUser') })).toBeChecked();
    await fillContacts(main, lang, uniqueEmail(`checkout-guest-${lang}`));
    await main.getByRole('radio', { name: new RegExp(t(lang, 'checkout.delivery.courier')) }).check();

    // spec §4: a window must be chosen before going on.
    await expect(main.locator('.day-button').first()).toBeVisible({ timeout: 15_000 });
    const slot = await chooseOwnDay(main, ownRun(COURIER_JOURNEYS, `guest-${lang}`));
    await main.getByRole('button', { name: t(lang, 'checkout.contact.continue') }).click();
    await expect(main.getByText(t(lang, 'validation.delivery.timeWindowRequired'))).toBeVisible();
    await chooseSlot(main, slot);
    await expectAccessible(page);
    await main.getByRole('button', { name: t(lang, 'checkout.contact.continue') }).click();

    await expectStep(page, lang, 'payment');
    await expect(page).toHaveURL(/\?step=payment$/);
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    // Back keeps everything; forward again.
    await main.getByRole('button', { name: t(lang, 'checkout.back') }).click();
    await expectStep(page, lang, 'contact');
    await expect(main.getByLabel(t(lang, 'auth.fields.city'), { exact: true })).toHaveValue('Lausanne');
    await expect(main.locator('.slot input:checked')).toHaveCount(1);
    await main.getByRole('button', { name: t(lang, 'checkout.contact.continue') }).click();
    await expectStep(page, lang, 'payment');
    await expectAccessible(page);

    // spec §8: a refused card says so and keeps the order; another card pays the same order.
    await payWith(main, lang, DECLINED_CARD);
    await expect(main.getByText(t(lang, 'errors.PAYMENT_REFUSED'))).toBeVisible({ timeout: 15_000 });
    await expectStep(page, lang, 'payment');
    const placed = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('checkout') ?? 'null')?.placed?.order?.id,
    );
    expect(placed).toBeGreaterThan(0);
    await payWith(main, lang, TEST_CARD);

    await expectStep(page, lang, 'confirmation');
    await expect(page).toHaveURL(/\?step=confirmation$/);
    await expect(page.getByTestId('order-number')).toHaveText(/^BB-\d{2}-\d{6}$/);
    await expect(main.getByText(t(lang, 'checkout.confirmation.accountCreated'))).toBeVisible();
    const purchase = await page.evaluate(() =>
      ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ),
    );
    expect(purchase).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('offlineCart'))).toBeNull();
    const paidOrder = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('checkoutConfirmation') ?? 'null')?.placed?.order?.id,
    );
    expect(paidOrder).toBe(placed);
    await expectAccessible(page);
  });
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a signed-in customer buys accessories for pick-up in Lausanne in 12 instalments, then finds the order in the account (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const main = page.getByRole('main');
    const email = uniqueEmail('checkout-pickup');
    await createConfirmedUser(request, lang, email);
    await gotoInteractive(page, `/${lang}`);
    await signInFromHeader(page, lang, email);
    for (const name of ACCESSORIES[lang]) {
      await clickHeaderLink(page, lang, 'nav.serviceAndAccessories');
      await openCard(page, name);
      await addToCart(page, lang, name);
    }
    await openCart(page, lang);
    await clickCheckout(page, lang, 'cart');
    await expectStep(page, lang, 'contact');
    // spec §8: the signed-in customer's contacts are prefilled.
    await expect(main.getByLabel(t(lang, 'auth.fields.firstName'), { exact: true })).toHaveValue('Lena');
    await expect(main.getByLabel(t(lang, 'auth.fields.email'), { exact: true })).toHaveValue(email);
    await main.getByLabel(t(lang, 'auth.fields.address'), { exact: true }).fill('Rue de Bourg 1');
    await main.getByLabel(t(lang, 'auth.fields.zipCode'), { exact: true }).fill('1003');
    await main.getByRole('radio', { name: new RegExp(t(lang, 'checkout.delivery.pickup')) }).check();
    const centre = main.getByLabel(t(lang, 'checkout.pickUp.centre'), { exact: true });
    const lausanne = await centre.locator('option', { hasText: 'Lausanne' }).getAttribute('value');
    await centre.selectOption(lausanne ?? '');
    await expect(main.locator('.centre-card')).toContainText('Lausanne');
    await chooseDayAndSlot(main, ownRun(LAUSANNE_JOURNEYS, `pick-up-${lang}`));
    await expectAccessible(page);
    await main.getByRole('button', { name: t(lang, 'checkout.contact.continue') }).click();

    await expectStep(page, lang, 'payment');
    await main.getByRole('radio', { name: t(lang, 'checkout.plan.months_other').replace('{{count}}', '12') }).check();
    const plan = page.getByTestId('plan-details');
    await expect(plan).toContainText(t(lang, 'checkout.plan.monthly'));
    await expect(plan).toContainText(t(lang, 'checkout.plan.creditNotice'));
    await expectAccessible(page);
    await payWith(main, lang, TEST_CARD);

    await expectStep(page, lang, 'confirmation');
    await expect(main).toContainText('Lausanne');
    await expect(main).toContainText(t(lang, 'checkout.confirmation.plan'));
    // The server emptied the customer's cart; the badge follows.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartCount'))).toBe('0');
    await expectAccessible(page);

    // The account shows the paid order in the active tab, with its status label.
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^BB-\d{2}-\d{6}$/);
    await main.getByRole('link', { name: t(lang, 'checkout.confirmation.myOrders'), exact: true }).click();
    // The checkout's address has no language prefix, and the account keeps it so.
    await expect(page).toHaveURL(/\/account#orders$/);
    const order = orderCard(page, lang, number);
    await expect(order).toBeVisible({ timeout: 15_000 });
    await expect(order).toContainText(t(lang, 'orders.status.PAYMENT_SENT'));
    await expectAccessible(page);
  });
}

test('a guest order placed with the address of an account joins it only when the owner opens the emailed link and logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lang = 'en';
  const main = page.getByRole('main');
  const email = uniqueEmail('checkout-claim');
  await createConfirmedUser(request, lang, email);
  const helmet = ACCESSORIES[lang][1]!;
  await gotoInteractive(page, `/${lang}`);
  await clickHeaderLink(page, lang, 'nav.serviceAndAccessories');
  await openCard(page, helmet);
  await addToCart(page, lang, helmet);
  await clickCheckout(page, lang, 'toast');
  await expectStep(page, lang, 'contact');
  // Logged out, with the address of an existing account: anyone can type it.
  await fillContacts(main, lang, email);
  await main.getByRole('radio', { name: new RegExp(t(lang, 'checkout.delivery.pickup')) }).check();
  const centre = main.getByLabel(t(lang, 'checkout.pickUp.centre'), { exact: true });
  await centre.selectOption((await centre.locator('option', { hasText: 'Lausanne' }).getAttribute('value')) ?? '');
  await chooseDayAndSlot(main, ownRun(LAUSANNE_JOURNEYS, 'claim'));
  await main.getByRole('button', { name: t(lang, 'checkout.contact.continue') }).click();
  await expectStep(page, lang, 'payment');
  const mailsBefore = await lastMailId(request, email);
  await payWith(main, lang, TEST_CARD);

  await expectStep(page, lang, 'confirmation');
  await expect(main.getByText(t(lang, 'checkout.confirmation.accountExists'))).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^BB-\d{2}-\d{6}$/);
  await expectAccessible(page);

  // The account's owner reads "an order was placed with your email" and follows its link.
  const link = await nextMailLink(request, email, mailsBefore, /\/claim-order$/);
  // email link
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await logInWithPassword(page, lang, email);
  await expect(page).toHaveURL(/\/claim-order\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'account.claim.title'));
  await expectAccessible(page);
  await main.getByRole('button', { name: t(lang, 'account.claim.button'), exact: true }).click();
  await expect(main.getByRole('status')).toContainText(t(lang, 'account.claim.done').replace('{{number}}', number));
  await expectAccessible(page);
  await main.getByRole('link', { name: t(lang, 'account.claim.toOrders'), exact: true }).click();
  await expect(page).toHaveURL(/\/account#orders$/);
  await expect(orderCard(page, lang, number)).toBeVisible({ timeout: 15_000 });
});
