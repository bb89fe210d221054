import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, text, uniqueEmail } from './support/accounts';
import { type OwnRun, ownRun } from './support/delivery-places';
import { gotoInteractive, openMyOrders, signInFromHeader } from './support/navigation';
import { bearer, type PlacedOrder, placeOrder } from './support/orders';

const t = (key: string) => text('en', key);
const message = (key: keyof typeof domainMessages) => domainMessages[key];
/** "Pay CHF 89.–" whatever the amount. */
const PAY_BUTTON = new RegExp(`^${t('payment.payAmount').replace('{{amount}}', 'CHF')}`);

/** The demo customer of the demo content (README: demo tips): orders in several statuses and a delivered bike. */
const DEMO_CUSTOMER = {
  email: 'demo@beast.example',
  password: 'DemoBeast2026',
};

function isoDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The journeys of this file that book a pick-up slot in Geneva; each run takes one of its own. */
const GENEVA_JOURNEYS = ['pay-order', 'paid-refused'] as const;

/**
 * This run's own pick-up slot at the default centre (Geneva): the slots of the next days in order, every
 * `runs`-th from the run's number (support/delivery-places.ts), the first of those with a place left.
 */
async function ownPickUpSlot(
  request: APIRequestContext,
  { run, runs }: OwnRun,
): Promise<{ centreId: number; date: string; slot: string }> {
  const centres = (await (await request.get('/api/pick-up-center?lang=en')).json()) as
    | { id: number; isDefault: boolean }[]
    | { data: { id: number; isDefault: boolean }[] };
  const list = Array.isArray(centres) ? centres : centres.data;
  const centre = list.find((candidate) => candidate.isDefault) ?? list[0];
  expect(centre, 'an experience centre').toBeDefined();
  const offered: { date: string; id: string; remaining: number }[] = [];
  for (let offset = 1; offset <= 21; offset += 1) {
    const date = isoDay(offset);
    const answer = await request.get(`/api/delivery-time-slots?pickUpCenterId=${centre?.id}&date=${date}&lang=en`);
    if (!answer.ok()) continue;
    const { slots } = (await answer.json()) as { slots: { id: string; remaining: number }[] };
    offered.push(...slots.map((slot) => ({ date, ...slot })));
    for (let position = run; position < offered.length; position += runs) {
      const own = offered[position];
      if (own && own.remaining > 0) return { centreId: centre?.id ?? 0, date: own.date, slot: own.id };
    }
  }
  throw new Error('No pick-up slot of this run with a place left in the next three weeks');
}

/** A signed-in customer's unpaid order of a U-Lock, picked up in Geneva (made through the API). */
async function placeUnpaidOrder(request: APIRequestContext, email: string, own: OwnRun): Promise<PlacedOrder> {
  const { centreId, date, slot } = await ownPickUpSlot(request, own);
  return placeOrder(
    request,
    email,
    { method: 'pickup', pickUpCenterId: centreId, date, timeSlot: slot },
    { city: 'Genève', zipCode: '1201', address: 'Rue du Rhône 12' },
  );
}

async function fillCard(page: Page, number: string) {
  const main = page.getByRole('main');
  await main.getByLabel(t('payment.card.number'), { exact: true }).fill(number);
  await main.getByLabel(t('payment.card.expiry'), { exact: true }).fill('12/35');
  await main.getByLabel(t('payment.card.securityCode'), { exact: true }).fill('123');
}

function orderCard(orders: Page | Locator, number: string) {
  return orders.getByRole('article', { name: t('orderView.numbered').replace('{{number}}', number) });
}

test('a guest who opens a payment page signs in first; an unknown kind of payment goes home', async ({ page }) => {
  await gotoInteractive(page, '/en/payment/order/1');
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fpayment%2Forder%2F1$/);
  await page.goto('/en/payment/invoice/1'); // typed address
  await expect(page).toHaveURL(/\/en$/);
});

test('the account shows the order with its status and a pay action; a declined card, then 4242 pays it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('pay-order');
  await createConfirmedUser(request, 'en', email);
  const order = await placeUnpaidOrder(request, email, ownRun(GENEVA_JOURNEYS, 'pay-order'));

  await gotoInteractive(page, '/en');
  await signInFromHeader(page, 'en', email);
  const card = orderCard(await openMyOrders(page, 'en'), order.number);
  await expect(card).toBeVisible();
  await expect(card.locator('.status-badge')).toHaveText(message('orders.status.RECEIVED'));
  await expect(card.locator('.status-badge')).toHaveClass(/status-badge--green/);
  await card.getByRole('button', { name: t('orderView.showDetails') }).click();
  await expect(card).toContainText('U-Lock 16 mm');
  await expect(card).toContainText(t('orderView.pickUp'));
  await expectAccessible(page);

  await card.getByRole('link', { name: PAY_BUTTON }).click();
  await expect(page).toHaveURL(new RegExp(`/en/payment/order/${order.id}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const main = page.getByRole('main');
  // Demo mode: the test numbers are shown.
  await expect(main).toContainText('4242 4242 4242 4242');
  await expectAccessible(page);

  // spec §5: the card is checked in the browser first.
  await main.getByLabel(t('payment.card.number'), { exact: true }).fill('4242 4242 42');
  await main.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(main.getByLabel(t('payment.card.number'), { exact: true })).toBeFocused();
  await expect(main).toContainText(message('validation.cardNumber.incomplete'));

  // A declined card: the §8 message, the number and code cleared, the order kept.
  const payRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/pay')) payRequests.push(sent.postData() ?? '');
  });
  await fillCard(page, '4000000000000002');
  await expect(main.getByLabel(t('payment.card.number'), { exact: true })).toHaveValue('4000 0000 0000 0002');
  await main.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(main.getByRole('alert').filter({ hasText: message('errors.PAYMENT_REFUSED') })).toBeVisible();
  await expect(main.getByLabel(t('payment.card.number'), { exact: true })).toHaveValue('');
  await expect(main.getByLabel(t('payment.card.securityCode'), { exact: true })).toHaveValue('');
  // The customer types the next card where the focus already is; the refusal is announced.
  await expect(main.getByLabel(t('payment.card.number'), { exact: true })).toBeFocused();
  await expect(main.locator('[role="alert"]').filter({ hasText: message('errors.PAYMENT_REFUSED') })).toHaveAttribute(
    'aria-atomic',
    'true',
  );
  await expectAccessible(page);

  // Then a card that works: the result page.
  await fillCard(page, '4242 4242 4242 4242');
  await main.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(page).toHaveURL(new RegExp(`/en/paid\\?order=${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('paid.successTitle'));
  await expect(page.getByRole('main')).toContainText(order.number);
  await expect(page.getByRole('main')).toContainText(message('orders.status.PAYMENT_SENT'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);

  // Only tokens were sent: never the card number or the security code.
  expect(payRequests).toHaveLength(2);
  for (const body of payRequests) {
    expect(body).toMatch(/"paymentToken":"tok_test_/);
    expect(body).not.toMatch(/4242424242424242|4000000000000002|"123"/);
  }

  // The account now shows the order paid, without a pay action.
  await page.getByRole('link', { name: t('paid.toOrders') }).click();
  const paid = orderCard(page, order.number);
  await expect(paid.locator('.status-badge')).toHaveText(message('orders.status.PAYMENT_SENT'));
  await expect(paid.getByRole('link', { name: PAY_BUTTON })).toHaveCount(0);
});

test('/paid after a refused payment: the §8 message and a way to try again on the same order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('paid-refused');
  await createConfirmedUser(request, 'en', email);
  const order = await placeUnpaidOrder(request, email, ownRun(GENEVA_JOURNEYS, 'paid-refused'));
  const refused = await request.post(`/api/orders/${order.id}/pay?lang=en`, {
    headers: { ...(await bearer(request, email)), 'idempotency-key': crypto.randomUUID() },
    data: { paymentToken: 'tok_test_declined_visa_0002_0a1b2c3d' },
  });
  expect(refused.status(), await refused.text()).toBe(402);

  await gotoInteractive(page, '/en');
  await signInFromHeader(page, 'en', email);
  // typed address: the card processor sends the customer back here after a refusal (3-D Secure).
  await gotoInteractive(page, `/en/paid?order=${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('paid.failureTitle'));
  await expect(page.getByRole('main')).toContainText(message('errors.PAYMENT_REFUSED'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);
  await page.getByRole('link', { name: t('paid.tryAgain') }).click();
  await expect(page).toHaveURL(new RegExp(`/en/payment/order/${order.id}$`));
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeVisible();
});

test('My vehicles shows the demo customer’s bike with its edition number and documents', async ({ page }) => {
  await gotoInteractive(page, '/en');
  await signInFromHeader(page, 'en', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const vehicles = page.locator('#vehicles');
  await expect(vehicles.locator('.vehicle-card')).toHaveCount(2);
  const vehicle = vehicles.locator('.vehicle-card').filter({ has: page.locator('.vehicle-card__edition') });
  await expect(vehicle.locator('.vehicle-card__edition')).toHaveText(/\d{3}\/\d{3}/);
  await expect(vehicle.getByRole('link', { name: new RegExp(t('downloads.manual')) })).toBeVisible();
  // The limited edition's numbered certificate: a signed link, opened without the account's token.
  const certificate = vehicle.getByRole('link', { name: t('account.vehicles.certificate') });
  await expect(certificate).toContainText(/\d{3}\/\d{3}/);
  const pdf = await page.request.get((await certificate.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Several statuses among the demo orders, each with its label.
  await expect(page.locator('#orders .status-badge').first()).toBeVisible();
  await expectAccessible(page);
});

test('My orders after the first instalment: payment received, the next due date and a quiet pay action', async ({
  page,
}) => {
  await gotoInteractive(page, '/en');
  await signInFromHeader(page, 'en', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const dueText = new RegExp(
    t('account.orders.nextInstalment')
      .replace('{{amount}}', "CHF\\s[\\d’'.–]+")
      .replace('{{date}}', '\\d{1,2}\\s\\w+\\s\\d{4}'),
  );
  const onPlan = page.locator('#orders .order-card').filter({ hasText: dueText });
  await expect(onPlan).toHaveCount(1);
  await expect(onPlan).toContainText(t('account.orders.paymentReceived'));
  // No loud "Pay CHF …" beside it: a secondary "Pay now" link leads to the instalment's payment.
  await expect(onPlan.getByRole('link', { name: PAY_BUTTON })).toHaveCount(0);
  const payNow = onPlan.getByRole('link', { name: t('account.orders.payNow'), exact: true });
  await expect(payNow).toHaveClass(/button--secondary/);
  await expectAccessible(page);
  await payNow.click();
  // The URL changes once the payment page's modules and client loader (the order, signed in) are in.
  await expect(page).toHaveURL(/\/en\/payment\/order\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('main')).toContainText(
    t('payment.instalmentOf').replace('{{next}}', '2').replace('{{months}}', '12'),
  );
});
