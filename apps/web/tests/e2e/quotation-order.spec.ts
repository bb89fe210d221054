import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { de as deMessages } from '../../../../packages/domain/src/i18n/messages/de';
import { en as enMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { fr as frMessages } from '../../../../packages/domain/src/i18n/messages/fr';
import { formatMoney } from '../../../../packages/domain/src/money/money';
import { expectAccessible } from './support/accessibility';
import { type Lang, lastMailId, nextMailLink, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * A won quotation becomes an order (issue: "turn a won quotation into an order"): the staff mark a guest's
 * quotation won and email its order link from the back office; the customer opens the emailed link, chooses
 * "Order now", goes through the checkout by clicking and pays; the back office then shows the quotation ordered,
 * with a link to its order. In each language on the desktop; on the phone in German (decision 20).
 */

const DOMAIN_MESSAGES: Record<Lang, Record<string, string>> = { en: enMessages, fr: frMessages, de: deMessages };

/** A storefront text, or a domain message (errors.*, notices.*) of the language. */
function say(lang: Lang, key: string): string {
  return DOMAIN_MESSAGES[lang][key] ?? text(lang, key);
}

/** A catalogue text with a placeholder, as a pattern ("Pay {{amount}}" → /^Pay .+$/). */
function pattern(lang: Lang, key: string): RegExp {
  const escaped = say(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
}

/** A guest's quotation of a Mighty Beast and two U-Locks, asked for through the API as the quotation form does. */
async function askForQuotation(request: APIRequestContext, lang: Lang, email: string, lastName: string) {
  const products = (await (await request.get(`/api/products?take=500&lang=${lang}`)).json()) as {
    id: number;
    slug: string;
  }[];
  const bike = products.find((product) => product.slug === 'mighty-beast')!;
  const { formToken } = await (await request.get('/api/forms/token')).json();
  const asked = await request.post(`/api/orders/quotation/incognito?lang=${lang}`, {
    data: {
      customerType: 'person',
      firstName: 'Lina',
      lastName,
      email,
      phoneNumber: '0791234567',
      lines: [
        { productId: bike.id, quantity: 1 },
        { productId: 13, quantity: 2 },
      ],
      formToken,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return (await asked.json()) as { id: number; number: string; pricing: { total: { amount: number } } };
}

/** Step 1 of the checkout for a postcode outside the courier zones: no window to choose, a sales manager calls. */
async function fillContacts(main: Locator, lang: Lang, email: string, lastName: string) {
  await main.getByLabel(say(lang, 'auth.fields.firstName'), { exact: true }).fill('Lina');
  await main.getByLabel(say(lang, 'auth.fields.lastName'), { exact: true }).fill(lastName);
  await main.getByLabel(say(lang, 'auth.fields.email'), { exact: true }).fill(email);
  await main.getByLabel(say(lang, 'auth.fields.countryCode'), { exact: true }).selectOption('+41');
  await main.getByLabel(say(lang, 'auth.fields.phoneNumber'), { exact: true }).fill('791234567');
  await main.getByLabel(say(lang, 'auth.fields.address'), { exact: true }).fill('Marktgasse 5');
  await main.getByLabel(say(lang, 'auth.fields.zipCode'), { exact: true }).fill('9000');
  await main.getByLabel(say(lang, 'auth.fields.city'), { exact: true }).fill('Sankt Gallen');
  await main.getByLabel(say(lang, 'auth.fields.country'), { exact: true }).selectOption('CH');
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`staff send a won quotation’s order link; the customer orders it through the checkout (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail(`quotation-order-${lang}`);
    const lastName = `Keller${Date.now().toString(36).replace(/\d/g, 'x')}`;
    const quotation = await askForQuotation(request, lang, email, lastName);
    const main = page.getByRole('main');

    // The staff find the request in the inbox and open its quotation.
    await gotoInteractive(page, '/admin'); // first page
    await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await backOfficeNav(page)
      .getByRole('link', { name: t('admin.nav.inbox') })
      .click();
    await main.getByLabel(t('admin.inbox.search'), { exact: true }).fill(email);
    await main.getByRole('button', { name: t('admin.inbox.apply') }).click();
    await main.getByRole('link', { name: `${t('inbox.kind.quotation')} · Lina ${lastName}` }).click();
    await main.getByRole('link', { name: t('admin.inbox.record.quotation') }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t('admin.quotation.heading').replace('{{number}}', quotation.number), {
      timeout: 30_000,
    });
    await expectAccessible(page);

    // Won, it can be ordered: the staff email the customer its order link.
    await main.getByRole('button', { name: t('admin.quotation.step.won') }).click();
    await expect(page.getByRole('status')).toHaveText(t('admin.quotation.done.won'));
    await expect(main.getByText(t('admin.quotation.orderLinkNotSent'))).toBeVisible();
    const mailsBefore = await lastMailId(request, email);
    await main.getByRole('button', { name: t('admin.quotation.sendOrderLink') }).click();
    await expect(page.getByRole('status')).toHaveText(t('admin.quotation.done.orderLink'));
    await expect(main.getByText(/^Order link last emailed to the customer on /)).toBeVisible();
    await expectAccessible(page);

    // The customer opens the emailed link: the quotation's lines at its prices, in the quotation's language.
    const link = await nextMailLink(request, email, mailsBefore, /\/quotation\/order$/);
    expect(link).toMatch(new RegExp(`^/${lang}/quotation/order\\?token=`));
    await gotoInteractive(page, link); // email link
    await expect(heading).toHaveText(say(lang, 'quotation.order.title'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
    const table = main.getByRole('table', { name: say(lang, 'quotation.order.caption') });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('rowheader', { name: 'Mighty Beast' })).toBeVisible();
    await expectAccessible(page);

    // "Order now": the cart takes the quotation's lines and the checkout keeps the link's token.
    await main.getByRole('button', { name: say(lang, 'quotation.order.orderNow') }).click();
    await expect(page).toHaveURL(/\/checkout\/product\/order\?quotation=/);
    // The checkout loads the cart in the browser: on two busy cores that can take a while.
    await expect(page.getByRole('heading', { level: 2, name: say(lang, 'checkout.steps.contactTitle') })).toBeVisible({
      timeout: 30_000,
    });
    await fillContacts(main, lang, email, lastName);
    await main.getByRole('radio', { name: new RegExp(say(lang, 'checkout.delivery.courier')) }).check();
    await expect(main.getByText(say(lang, 'notices.nonStandardZip'))).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await main.getByRole('button', { name: say(lang, 'checkout.contact.continue') }).click();

    await expect(page.getByRole('heading', { level: 2, name: say(lang, 'checkout.steps.paymentTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\?quotation=[^&]+&step=payment$/);
    // The price shown is the quotation's total, and the price paid.
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(quotation.pricing.total.amount, lang));
    await expectAccessible(page);
    await main.getByLabel(say(lang, 'payment.card.number'), { exact: true }).fill('4242 4242 4242 4242');
    await main.getByLabel(say(lang, 'payment.card.expiry'), { exact: true }).fill('12/30');
    await main.getByLabel(say(lang, 'payment.card.securityCode'), { exact: true }).fill('123');
    await main.getByRole('button', { name: pattern(lang, 'checkout.payment.pay') }).click();
    await expect(page.getByTestId('order-number')).toHaveText(/^BB-\d{2}-\d{6}$/, { timeout: 15_000 });
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    await expectAccessible(page);

    // The back office (now in the language the staff member last browsed the shop in) shows the quotation
    // ordered, with its order.
    await gotoInteractive(page, `/admin/quotations/${quotation.id}`); // typed address
    await expect(heading.locator('..')).toContainText(text(lang, 'inbox.status.ordered'));
    await expect(main.getByRole('button', { name: text(lang, 'admin.quotation.sendOrderLink') })).toHaveCount(0);
    await expectAccessible(page);
    await main.getByRole('link', { name: text(lang, 'admin.quotation.orderLink') }).click();
    await expect(heading).toContainText(orderNumber);
    await expectAccessible(page);
  });
}
