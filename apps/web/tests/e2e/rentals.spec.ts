import { chf, formatMoney } from '@beast/domain/money/money';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, labelled, text, uniqueEmail } from './support/accounts';
import { clickHeaderLink, gotoInteractive } from './support/navigation';

/**
 * Rentals (spec §2 /rentals, four steps; §9 weekly comparison prices, a month count): a visitor goes from the menu
 * to the rentals page, picks a bike, the months and their details, goes back without losing anything typed, sends
 * the request and finds its receipt in the development mailbox; the same steps work without JavaScript.
 */

function rentalForm(page: Page) {
  return page.getByRole('form').filter({ has: page.locator('input[name="step"]') });
}

function stepTitle(page: Page, lang: Lang, step: 'bike' | 'length' | 'details' | 'review') {
  return page.getByRole('heading', { level: 2, name: text(lang, `rentals.${step}.title`) });
}

async function expectCurrentStep(page: Page, lang: Lang, step: 'bike' | 'length' | 'details' | 'review') {
  await expect(stepTitle(page, lang, step)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(new RegExp(text(lang, `rentals.steps.${step}`)));
}

async function next(page: Page, lang: Lang) {
  await rentalForm(page)
    .getByRole('button', { name: text(lang, 'rentals.next') })
    .click();
}

async function back(page: Page, lang: Lang) {
  await rentalForm(page)
    .getByRole('button', { name: text(lang, 'rentals.back') })
    .click();
}

async function fillDetails(page: Page, lang: Lang, email: string) {
  const form = rentalForm(page);
  await form.getByLabel(text(lang, 'auth.fields.firstName'), { exact: true }).fill('Zoé');
  await form.getByLabel(text(lang, 'auth.fields.lastName'), { exact: true }).fill('Favre');
  await form.getByLabel(text(lang, 'auth.fields.email'), { exact: true }).fill(email);
  await form.getByLabel(labelled(lang, 'auth.fields.phoneNumber')).fill('791234567');
  await form.getByLabel(labelled(lang, 'auth.fields.address')).fill('Rue du Lac 12');
  await form.getByLabel(text(lang, 'auth.fields.zipCode'), { exact: true }).fill('1201');
  await form.getByLabel(text(lang, 'auth.fields.city'), { exact: true }).fill('Genève');
}

/** The receipt of the request in the development mailbox. */
async function receiptOf(request: APIRequestContext, lang: Lang, email: string) {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/mailbox')).json()) as {
          to: string;
          subject: string;
          text: string;
        }[];
        mail = mails.find((entry) => entry.to === email);
        return mail !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(mail?.subject).toBe(text(lang, 'email.rental.received.subject'));
  return mail!;
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a visitor rents a bike in four steps from the menu, going back without losing anything, in ${lang}`, async ({
    page,
    request,
  }) => {
    // Four steps, back and forth, and axe on each: longer than a one-page journey.
    test.setTimeout(120_000);
    await gotoInteractive(page, `/${lang}`); // first page
    await clickHeaderLink(page, lang, 'nav.rentals');
    await expect(page).toHaveURL(new RegExp(`/${lang}/rentals$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectCurrentStep(page, lang, 'bike');
    await expectAccessible(page);

    // Next without a bike: the step says what is missing.
    await next(page, lang);
    await expect(rentalForm(page).getByText(text(lang, 'validation.rental.modelRequired'))).toBeVisible();
    await expectAccessible(page);

    await rentalForm(page)
      .getByRole('radio', { name: /Cargo Beast/ })
      .check();
    await next(page, lang);
    await expectCurrentStep(page, lang, 'length');
    // Renting per week beside buying: spec §9's CHF 26, 41 and 40 come from the models' monthly prices.
    const comparison = page.getByRole('table');
    for (const weekly of [2600, 4100, 4000]) await expect(comparison).toContainText(formatMoney(chf(weekly), lang));
    await expectAccessible(page);
    await rentalForm(page).getByLabel(text(lang, 'rentals.length.months'), { exact: true }).selectOption('6');
    await next(page, lang);

    await expectCurrentStep(page, lang, 'details');
    const email = uniqueEmail(`rental-${lang}`);
    await fillDetails(page, lang, email);
    await expectAccessible(page);

    // Back twice, then on again: every answer is still there.
    await back(page, lang);
    await expectCurrentStep(page, lang, 'length');
    await expect(rentalForm(page).getByLabel(text(lang, 'rentals.length.months'), { exact: true })).toHaveValue('6');
    await back(page, lang);
    await expectCurrentStep(page, lang, 'bike');
    await expect(rentalForm(page).getByRole('radio', { name: /Cargo Beast/ })).toBeChecked();
    await next(page, lang);
    await next(page, lang);
    await expectCurrentStep(page, lang, 'details');
    await expect(rentalForm(page).getByLabel(text(lang, 'auth.fields.email'), { exact: true })).toHaveValue(email);
    await expect(rentalForm(page).getByLabel(text(lang, 'auth.fields.city'), { exact: true })).toHaveValue('Genève');
    await next(page, lang);

    await expectCurrentStep(page, lang, 'review');
    const review = rentalForm(page);
    await expect(review).toContainText('Cargo Beast');
    await expect(review).toContainText(email);
    await expect(review).toContainText('Rue du Lac 12, 1201 Genève');
    await expectAccessible(page);
    await review.getByRole('button', { name: text(lang, 'rentals.send') }).click();

    await expect(
      page.getByRole('heading', { name: text(lang, 'rentals.done.title').replace('{{name}}', 'Zoé') }),
    ).toBeVisible();
    await expectAccessible(page);
    const receipt = await receiptOf(request, lang, email);
    expect(receipt.text).toContain('Cargo Beast');
  });
}

test('the rental steps work without JavaScript: each is a plain post carrying the earlier answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // Without JavaScript axe cannot run in the page: the same steps are checked with it in the journeys above.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/rentals'); // first page
  await expectCurrentStep(page, 'de', 'bike');
  await rentalForm(page)
    .getByRole('radio', { name: /Classy Beast/ })
    .check();
  await next(page, 'de');
  await expectCurrentStep(page, 'de', 'length');
  await next(page, 'de');
  // No months chosen: refused on the server, in German.
  await expect(rentalForm(page).getByText(text('de', 'validation.rental.monthsRange'))).toBeVisible();
  await rentalForm(page).getByLabel(text('de', 'rentals.length.months'), { exact: true }).selectOption('12');
  await next(page, 'de');
  await expectCurrentStep(page, 'de', 'details');
  const email = uniqueEmail('rental-no-js');
  await fillDetails(page, 'de', email);
  await rentalForm(page).getByLabel(text('de', 'auth.fields.city'), { exact: true }).fill('Genève 2');
  await next(page, 'de');
  // Refused on the server: the first error of the field, the typed values kept.
  await expect(rentalForm(page).getByText(text('de', 'validation.city.lettersOnly'))).toBeVisible();
  await expect(rentalForm(page).getByLabel(text('de', 'auth.fields.email'), { exact: true })).toHaveValue(email);
  await rentalForm(page).getByLabel(text('de', 'auth.fields.city'), { exact: true }).fill('Bern');
  await back(page, 'de');
  await expectCurrentStep(page, 'de', 'length');
  await expect(rentalForm(page).getByLabel(text('de', 'rentals.length.months'), { exact: true })).toHaveValue('12');
  await next(page, 'de');
  await expect(rentalForm(page).getByLabel(text('de', 'auth.fields.city'), { exact: true })).toHaveValue('Bern');
  await next(page, 'de');
  await expectCurrentStep(page, 'de', 'review');
  await rentalForm(page)
    .getByRole('button', { name: text('de', 'rentals.send') })
    .click();
  await expect(
    page.getByRole('heading', { name: text('de', 'rentals.done.title').replace('{{name}}', 'Zoé') }),
  ).toBeVisible();
  const receipt = await receiptOf(request, 'de', email);
  expect(receipt.text).toContain('Classy Beast');
  await context.close();
});
