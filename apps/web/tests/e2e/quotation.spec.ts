import { expect, type Page, test } from '@playwright/test';
import { pdfPages } from '../../../../tools/demo-assets/pdf-text';
import { expectAccessible } from './support/accessibility';
import { type Lang, labelled, text, uniqueEmail } from './support/accounts';
import { addToCart, gotoInteractive, openCard, openCart } from './support/navigation';

/**
 * A guest's quotation (spec §2 /quotation, §4 Quotation, §6 guests may ask without signing in): a company chooses
 * bikes and accessories with quantities, sees the form's errors, sends it, and gets its priced quotation with a
 * number and a PDF, on the page and by email, in each language.
 */

interface Mail {
  id: number;
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string; url: string }[];
}

/** The text of a PDF the shop serves, read by pdf.js, with every kind of space as one. */
async function pdfText(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return (await pdfPages(new Uint8Array(await response.body()))).join(' ').replace(/[\s\u00A0\u202F]+/g, ' ');
}

/** A product's quantity field (labelled with its name and price), or the first of a group the form lists. */
function quantityOf(page: Page, lang: Lang, group: 'bikes' | 'accessories', name?: string) {
  const fields = page
    .getByRole('heading', { name: text(lang, `quotation.form.group.${group}`), exact: true })
    .locator('xpath=..')
    .getByRole('spinbutton', name ? { name: new RegExp(`^${name}`) } : undefined);
  return fields.first();
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a company asks for a quotation as a guest and gets its PDF, in ${lang}`, async ({ page }) => {
    const email = uniqueEmail(`quotation-${lang}`);
    // A fleet manager puts a bike in the cart, then asks for a quotation of it instead of paying.
    await gotoInteractive(page, `/${lang}`);
    await openCard(page, 'Mighty Beast');
    await addToCart(page, lang, 'Mighty Beast');
    await openCart(page, lang);
    await page.getByRole('link', { name: text(lang, 'cart.quotation') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'quotation.title'));
    await expect(quantityOf(page, lang, 'bikes', 'Mighty Beast')).toHaveValue('1');
    await expectAccessible(page);

    // Sent without products or details: the products and every required field say what is missing.
    await quantityOf(page, lang, 'bikes', 'Mighty Beast').fill('');
    const submit = page.getByRole('button', { name: text(lang, 'quotation.form.submit') });
    await submit.click();
    const products = page.getByRole('group', { name: text(lang, 'quotation.form.productsLegend') });
    await expect(products.locator('.field__error').first()).toBeVisible();
    await expect(
      page.getByRole('main').getByLabel(text(lang, 'quotation.form.companyName'), { exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByLabel(labelled(lang, 'quotation.form.email'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);

    await quantityOf(page, lang, 'bikes', 'Mighty Beast').fill('3');
    await quantityOf(page, lang, 'accessories').fill('2');
    await page
      .getByRole('main')
      .getByLabel(text(lang, 'quotation.form.companyName'), { exact: true })
      .fill('Velokurier Aare AG');
    await page.getByRole('main').getByLabel(text(lang, 'quotation.form.firstName'), { exact: true }).fill('Lina');
    await page.getByRole('main').getByLabel(text(lang, 'quotation.form.lastName'), { exact: true }).fill('Keller');
    await page.getByRole('main').getByLabel(labelled(lang, 'quotation.form.email')).fill(email);
    await page
      .getByRole('main')
      .getByLabel(text(lang, 'quotation.form.phoneNumber'), { exact: true })
      .fill('0791234567');
    await submit.click();

    const created = page.getByRole('heading', { level: 2, name: /Q-\d{4}-\d{6}/ });
    await expect(created).toBeVisible();
    const number = (await created.textContent())?.match(/Q-\d{4}-\d{6}/)?.[0] ?? '';
    await expect(page.getByRole('status')).toContainText(email);
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    // The PDF of the page's link and the one the email carries are the quotation, in the page's language.
    const link = page.getByRole('link', { name: text(lang, 'quotation.created.pdf').replace('{{number}}', number) });
    const fromPage = await pdfText(page, (await link.getAttribute('href')) ?? '');
    expect(fromPage).toContain(number);
    expect(fromPage).toContain('Velokurier Aare AG');

    let mail: Mail | undefined;
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[];
        mail = mails.find((found) => found.to === email);
        return mail?.attachments.length ?? 0;
      })
      .toBe(1);
    expect(mail?.subject).toContain(number);
    expect(mail?.attachments[0]?.filename).toBe(`${number}.pdf`);
    expect(await pdfText(page, mail?.attachments[0]?.url ?? '')).toContain(number);
  });
}

test.describe('without JavaScript', () => {
  // Without JavaScript axe cannot run in the page: the journeys above check the same page with it.
  test.use({ javaScriptEnabled: false });

  test('the quotation form posts to the server, keeps what was typed on an error, then creates it', async ({
    page,
  }) => {
    const lang = 'fr';
    await page.goto(`/${lang}/quotation`); // first page
    await quantityOf(page, lang, 'bikes').fill('1');
    await page
      .getByRole('main')
      .getByLabel(text(lang, 'quotation.form.companyName'), { exact: true })
      .fill('Atelier Léman SA');
    await page.getByRole('main').getByLabel(text(lang, 'quotation.form.firstName'), { exact: true }).fill('Zoé');
    await page.getByRole('main').getByLabel(text(lang, 'quotation.form.lastName'), { exact: true }).fill('Favre');
    await page.getByRole('main').getByLabel(labelled(lang, 'quotation.form.email')).fill('not-an-email');
    await page
      .getByRole('main')
      .getByLabel(text(lang, 'quotation.form.phoneNumber'), { exact: true })
      .fill('0791234567');
    await page.getByRole('button', { name: text(lang, 'quotation.form.submit') }).click();

    const emailField = page.getByRole('main').getByLabel(labelled(lang, 'quotation.form.email'));
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveValue('not-an-email');
    await expect(
      page.getByRole('main').getByLabel(text(lang, 'quotation.form.companyName'), { exact: true }),
    ).toHaveValue('Atelier Léman SA');
    await expect(quantityOf(page, lang, 'bikes')).toHaveValue('1');

    await emailField.fill(uniqueEmail('quotation-nojs'));
    await page.getByRole('button', { name: text(lang, 'quotation.form.submit') }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Q-\d{4}-\d{6}/ })).toBeVisible();
  });
});
