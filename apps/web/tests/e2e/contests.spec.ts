import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, text, uniqueEmail } from './support/accounts';
import { CLOSED, createContest, OPEN, setWindow, UPCOMING } from './support/contests';
import { gotoInteractive } from './support/navigation';

/**
 * The contests (spec §2 /hotel-competition, §3, §4, §5, §8, §9): a visitor finds each one from the footer,
 * is told what is wrong field by field, enters and is told the entry was submitted; a second hotel entry with the
 * same email is refused ("Email already exists!"), with what was typed kept. A contest before or after its
 * window shows its state and no form. The windows are set through the staff API first.
 */

// Each journey visits three or four pages with axe, after setting the contest up through the staff API.
test.describe.configure({ timeout: 90_000 });

function entryForm(page: Page, lang: Lang) {
  return page.getByRole('form', { name: text(lang, 'contests.form.title') });
}

async function fillPerson(page: Page, lang: Lang, email: string) {
  const form = entryForm(page, lang);
  await form.getByLabel(text(lang, 'requestPerson.firstName'), { exact: true }).fill('Zoé');
  await form.getByLabel(text(lang, 'requestPerson.lastName'), { exact: true }).fill('Favre');
  await form.getByLabel(text(lang, 'requestPerson.email'), { exact: true }).fill(email);
  await form.getByLabel(text(lang, 'requestPerson.phone'), { exact: true }).fill('0791234567');
  await form.getByRole('checkbox').check();
}

async function openFromFooter(page: Page, lang: Lang, navKey: string) {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text(lang, navKey), exact: true })
    .click();
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a visitor finds the weight contest in the footer and enters it in ${lang}`, async ({ page, request }) => {
    await setWindow(request, 'weight-contest', OPEN());
    await gotoInteractive(page, `/${lang}`); // first page
    await openFromFooter(page, lang, 'nav.contest');
    await expect(page).toHaveURL(new RegExp(`/${lang}/contest$`));
    await expect(entryForm(page, lang)).toBeVisible();
    await expectAccessible(page);

    // Sent empty: the estimate is asked first; nonsense is refused with a clear message.
    const form = entryForm(page, lang);
    await form.getByRole('button', { name: text(lang, 'contests.form.send') }).click();
    const weight = form.getByLabel(text(lang, 'contests.form.weight'), { exact: true });
    await expect(weight).toBeFocused();
    await expect(form.getByText(text(lang, 'validation.weightEstimate.required'))).toBeVisible();
    await weight.fill('1200');
    await expect(form.getByText(text(lang, 'validation.weightEstimate.tooHeavy'))).toBeVisible();
    await expectAccessible(page);

    await weight.fill(lang === 'en' ? '37.5' : '37,5');
    await fillPerson(page, lang, uniqueEmail(`weight-${lang}`));
    await form.getByRole('button', { name: text(lang, 'contests.form.send') }).click();
    await expect(page.getByRole('status').getByText(text(lang, 'notices.contestEntrySubmitted'))).toBeVisible();
    await expectAccessible(page);
  });

  test(`a second hotel-contest entry with the same email is refused in ${lang}`, async ({ page, request }) => {
    await setWindow(request, 'hotel-competition', OPEN());
    await gotoInteractive(page, `/${lang}`); // first page
    await openFromFooter(page, lang, 'nav.hotelCompetition');
    await expect(page).toHaveURL(new RegExp(`/${lang}/hotel-competition$`));
    await expect(entryForm(page, lang).getByLabel(text(lang, 'contests.form.weight'))).toHaveCount(0);
    await expectAccessible(page);

    const email = uniqueEmail(`hotel-${lang}`);
    await fillPerson(page, lang, email);
    await entryForm(page, lang)
      .getByRole('button', { name: text(lang, 'contests.form.send') })
      .click();
    await expect(page.getByRole('status').getByText(text(lang, 'notices.contestEntrySubmitted'))).toBeVisible();
    await expectAccessible(page);

    // The same person again, from the footer: refused, what was typed kept.
    await openFromFooter(page, lang, 'nav.hotelCompetition');
    await fillPerson(page, lang, email.toUpperCase());
    await entryForm(page, lang)
      .getByRole('button', { name: text(lang, 'contests.form.send') })
      .click();
    await expect(page.getByRole('alert').getByText(text(lang, 'errors.EMAIL_ALREADY_EXISTS'))).toBeVisible();
    await expect(entryForm(page, lang).getByLabel(text(lang, 'requestPerson.email'), { exact: true })).toHaveValue(
      email.toUpperCase(),
    );
    await expectAccessible(page);
  });

  test(`a contest before and after its window shows its state and no form in ${lang}`, async ({ page, request }) => {
    const slug = `e2e-window-${lang}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await createContest(request, slug, 'weight-estimate', UPCOMING());
    await gotoInteractive(page, `/${lang}/contest/${slug}`); // first page
    // "This contest opens on <date, time> (Swiss time)."
    const [opensOn] = text(lang, 'contests.state.upcoming').split('{{date}}');
    await expect(page.getByRole('status').getByText(opensOn!.trim())).toBeVisible();
    await expect(entryForm(page, lang)).toHaveCount(0);
    await expectAccessible(page);

    await setWindow(request, slug, CLOSED());
    await page.reload();
    await expect(page.getByRole('status').getByText(text(lang, 'contests.state.closed'))).toBeVisible();
    await expect(entryForm(page, lang)).toHaveCount(0);
    await expectAccessible(page);
  });
}
