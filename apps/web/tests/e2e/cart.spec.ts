import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { feesPerUnit, priceToPay } from '../../../../packages/domain/src/cart/price-to-pay.rules';
import type { Product } from '../../../../packages/domain/src/catalog/product.schema';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { formatMoney } from '../../../../packages/domain/src/money/money';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, PASSWORD, text, uniqueEmail } from './support/accounts';
import { cardOf, clickHeaderLink, gotoInteractive, openCard, openCart, signInFromHeader } from './support/navigation';

const t = (key: string) => text('en', key);
const message = (key: keyof typeof domainMessages) => domainMessages[key];

/** "CHF 5’718.–": the shop's own price format (whole francs end in ".–"), in en-CH. */
function chf(francs: number): string {
  return formatMoney(francs * 100, 'en');
}

/** A product as the catalogue answers it: the journeys check the shop's rules on it, not copied prices. */
async function catalogueProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const products = (await (await request.get('/api/products?take=500&lang=en')).json()) as Product[];
  const product = products.find((item) => item.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
}

/** The fees a bike always carries, in francs (the price to pay's rule, from the domain). */
async function feesOf(request: APIRequestContext, slug: string): Promise<number> {
  return feesPerUnit(await catalogueProduct(request, slug)) / 100;
}

function cartLine(page: Page, name: string) {
  return page.getByRole('main').getByRole('article', { name, exact: true });
}

async function addFromCard(page: Page, name: string) {
  await cardOf(page, name)
    .getByRole('button', { name: t('cart.add') })
    .click();
}

async function signedInApi(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login?lang=en', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

test('a guest fills the cart, keeps it over a reload, signs in and finds it merged with the account’s cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fees = await feesOf(request, 'mighty-beast');
  const email = uniqueEmail('cart-merge');
  await createConfirmedUser(request, 'en', email);
  // The account already holds a U-Lock and a helmet (from another device).
  const headers = await signedInApi(request, email);
  for (const productId of [13, 11]) {
    const added = await request.post('/api/carts/?lang=en', { headers, data: { productId, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(201);
  }

  // A bike from its product page: the toast shows picture, name, price and the way to checkout (spec §2).
  await gotoInteractive(page, '/en');
  await openCard(page, 'Mighty Beast');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.add') })
    .click();
  const toast = page.locator('.toast-region');
  await expect(toast).toContainText(t('cart.added'));
  await expect(toast).toContainText('Mighty Beast');
  // The price to pay: the bike's fees included, as on its page.
  await expect(toast).toContainText(chf(5499 + fees));
  await expect(toast.locator('img')).toHaveCount(1);
  await expect(toast.getByRole('link', { name: t('cart.checkout') })).toHaveAttribute(
    'href',
    '/checkout/product/order',
  );
  await expectAccessible(page);
  const notification = await page.evaluate(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).find(
      (entry) => entry.event === 'product_notification',
    ),
  );
  expect(notification).toMatchObject({ name: 'Mighty Beast', price: 549_900, currency: 'CHF', isRefurbished: false });
  // spec §2: the product toast lasts 4 s.
  await expect(toast).not.toContainText('Mighty Beast', { timeout: 6000 });

  // An accessory from its card.
  await clickHeaderLink(page, 'en', 'nav.serviceAndAccessories');
  await addFromCard(page, 'U-Lock 16 mm');
  await expect(toast).toContainText('U-Lock 16 mm');
  await expectAccessible(page);

  // The cart page: a service attached to the bike.
  await openCart(page, 'en');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(cartLine(page, 'Mighty Beast')).toBeVisible();
  await page.getByText('Add a service to Mighty Beast').click();
  await page
    .locator('li.cart-service', { hasText: 'Pick-up and Return' })
    .getByRole('button', { name: t('cart.addService') })
    .click();
  await expect(cartLine(page, 'Pick-up and Return')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5499 + fees + 99 + 120));
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expectAccessible(page);

  // It survives a reload.
  await page.reload();
  await expect(cartLine(page, 'Pick-up and Return')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5718 + fees));

  // Signing in pushes the lines to the account: merged with what it had, nothing doubled.
  await signInFromHeader(page, 'en', email);
  // The header's badge switches to the account's cart once the lines are on the server.
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible({ timeout: 15_000 });
  await openCart(page, 'en');
  await expect(cartLine(page, 'City Helmet')).toBeVisible();
  await expect(cartLine(page, 'Mighty Beast')).toBeVisible();
  await expect(cartLine(page, 'Pick-up and Return')).toBeVisible();
  await expect(cartLine(page, 'U-Lock 16 mm').getByLabel('Quantity of U-Lock 16 mm')).toHaveValue('2');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  expect(await page.evaluate(() => localStorage.getItem('offlineCart'))).toBeNull();
  // 5499 + 150 + (99 + 119: the second U-Lock at its original price, spec §4 line rule) + 120, and the bike's fees
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5987 + fees));
  await expectAccessible(page);

  // A coupon on the server cart: the server's numbers are shown.
  await cartLine(page, 'Mighty Beast').getByLabel(t('cart.coupon')).fill('ALPS200');
  await expect(cartLine(page, 'Mighty Beast')).toContainText('Coupon ALPS200 applied.');
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5787 + fees));

  // Removing the bike removes the service attached to it.
  await page.getByRole('button', { name: 'Remove Mighty Beast' }).click();
  await expect(cartLine(page, 'Mighty Beast')).toHaveCount(0);
  await expect(cartLine(page, 'Pick-up and Return')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  const server = await (await request.get('/api/carts?lang=en', { headers })).json();
  expect(server.count).toBe(2);
  await expectAccessible(page);
});

test('a guest’s coupon is applied or refused with the right message', async ({ page, request }) => {
  const fees = await feesOf(request, 'mighty-beast');
  await gotoInteractive(page, '/en');
  await openCard(page, 'Mighty Beast');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.add') })
    .click();
  await expect(page.locator('.toast-region')).toContainText('Mighty Beast');
  await openCart(page, 'en');
  const bike = cartLine(page, 'Mighty Beast');
  const coupon = bike.getByLabel(t('cart.coupon'));

  await coupon.fill('SPRING25');
  await expect(bike).toContainText(message('errors.COUPON_EXPIRED'));
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await coupon.fill('NOPE');
  await expect(bike).toContainText(message('errors.COUPON_NOT_FOUND'));
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5499 + fees));

  await coupon.fill('ALPS200');
  await expect(bike).toContainText('Coupon ALPS200 applied.');
  await expect(coupon).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5299 + fees));
  await expectAccessible(page);

  // The coupon stays on the offline line over a reload.
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText(chf(5299 + fees));
});

test('a limited edition never exceeds the line maximum, and a refused update keeps what was typed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await gotoInteractive(page, '/en');
  await openCard(page, 'Xplorer Beast');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.addBasic') })
    .click();
  await expect(page.locator('.toast-region')).toContainText('Xplorer Beast');
  await openCart(page, 'en');
  const line = cartLine(page, 'Xplorer Beast');
  const quantity = line.getByLabel('Quantity of Xplorer Beast');

  // Guest: the stepper stops at the maximum; a typed 11 is refused and stays visible.
  await quantity.fill('10');
  await expect(line.getByRole('button', { name: 'One more Xplorer Beast' })).toBeDisabled();
  await quantity.fill('11');
  await expect(line).toContainText(message('validation.quantity.max'));
  await expect(quantity).toHaveValue('11');
  await expectAccessible(page);
  await quantity.fill('1');
  await expect(line).not.toContainText(message('validation.quantity.max'));

  // Signed in: the line goes to the server; the server refuses more than what is left (OUT_OF_STOCK).
  const email = uniqueEmail('cart-edition');
  await createConfirmedUser(request, 'en', email);
  await signInFromHeader(page, 'en', email);
  await openCart(page, 'en');
  await expect(quantity).toHaveValue('1');
  // The seeded edition has all its units left, so the server's OUT_OF_STOCK answer is played here.
  const updates: string[] = [];
  await page.route('**/api/carts/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    updates.push(route.request().postData() ?? '');
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'OUT_OF_STOCK', message: 'Not enough left.' } }),
    });
  });
  await quantity.fill('2');
  await quantity.fill('3');
  await expect(line).toContainText(message('errors.OUT_OF_STOCK'));
  await expect(quantity).toHaveValue('3');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  // spec §4: debounced, so only the last value was sent.
  expect(updates).toEqual([JSON.stringify({ quantity: 3 })]);
  await page.unroute('**/api/carts/*');

  // More than the line maximum is refused before anything is sent, and the typed value stays.
  await quantity.fill('11');
  await expect(line).toContainText(message('validation.quantity.max'));
  await expect(quantity).toHaveValue('11');
  await expectAccessible(page);
});

test('a bike’s fees show on its page, per bike in the cart and in the cart’s total', async ({ page, request }) => {
  const bike = await catalogueProduct(request, 'mighty-beast');
  const feeNames = bike.packageFees.map((fee) => t(`fees.${fee.kind}`));
  expect(feesPerUnit(bike)).toBeGreaterThan(0);

  // The product page: the price to pay is the headline, then the bike, each fee and the total.
  await gotoInteractive(page, '/en/product/mighty-beast');
  const main = page.getByRole('main');
  const toPay = chf(priceToPay(bike) / 100);
  await expect(main.locator('.vehicle__summary .price__current')).toHaveText(toPay);
  await expect(main.getByText(t('price.feesIncluded'))).toBeVisible();
  const breakdown = main.locator('.fee-list');
  for (const name of feeNames) await expect(breakdown).toContainText(name);
  await expect(breakdown.getByText(t('vehicle.totalToPay'))).toBeVisible();
  await expect(page.getByTestId('price-to-pay')).toHaveText(toPay);
  await expect(main).not.toContainText('from CHF');
  await expectAccessible(page);

  // Into the cart by clicking: the bike carries its fees, and the total is the price to pay.
  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.locator('.toast-region')).toContainText('Mighty Beast');
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const line = cartLine(page, 'Mighty Beast');
  await expect(line).toContainText(t('cart.lineFees_one'));
  for (const name of feeNames) await expect(line).toContainText(name);
  await expect(page.getByTestId('cart-fee')).toHaveCount(bike.packageFees.length);
  await expect(page.getByTestId('cart-total')).toHaveText(toPay);
  await expectAccessible(page);

  // Two bikes: the fees count twice, per bike and in the total (the goods follow spec §4's line rule).
  await line.getByRole('button', { name: t('cart.increase').replace('{{name}}', 'Mighty Beast') }).click();
  await expect(line).toContainText(t('cart.lineFees_other').replace('{{count}}', '2'));
  await expect(page.getByTestId('cart-fee').first()).toContainText(`${feeNames[0]} × 2`);
  const goods = bike.price + bike.originalPrice;
  await expect(page.getByTestId('cart-total')).toHaveText(chf((goods + 2 * feesPerUnit(bike)) / 100));
});
