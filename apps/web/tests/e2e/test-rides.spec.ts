import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, labelled, nextMailLink, text, uniqueEmail } from './support/accounts';
import { clickHeaderLink, gotoInteractive } from './support/navigation';

/**
 * Test rides (spec §2 /test-drive, §3, §7; issue: real slots, demo fleets, the signed link): a visitor books
 * a ride from the header's link, reads the confirmation and its calendar invitation, opens the emailed link
 * and cancels. Each journey takes another day of the list so that journeys running at once do not race for
 * one demo bike.
 */

interface Mail {
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string; url: string }[];
}

function bookingForm(page: Page, lang: Lang) {
  return page.getByRole('form', { name: text(lang, 'testRide.form.title') });
}

/** Model, centre and the n-th open day, then the first slot with a place left. */
async function chooseRide(page: Page, lang: Lang, dayIndex: number) {
  const form = bookingForm(page, lang);
  await form.getByLabel(text(lang, 'testRide.form.model'), { exact: true }).selectOption('cargo-beast');
  await form.getByLabel(text(lang, 'testRide.form.centre'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(text(lang, 'testRide.form.date'), { exact: true }).selectOption({ index: dayIndex });
  const free = form.locator('.ride-slots input[type="radio"]:not([disabled])').first();
  await free.check();
  await expect(free).toBeChecked();
}

async function fillDetails(page: Page, lang: Lang, email: string) {
  const form = bookingForm(page, lang);
  await form.getByLabel(text(lang, 'auth.fields.firstName'), { exact: true }).fill('Zoé');
  await form.getByLabel(text(lang, 'auth.fields.lastName'), { exact: true }).fill('Favre');
  await form.getByLabel(text(lang, 'auth.fields.email'), { exact: true }).fill(email);
  await form.getByLabel(labelled(lang, 'auth.fields.phoneNumber')).fill('791234567');
  await form.getByRole('checkbox').check();
}

/** The newest email to an address whose subject matches, with its calendar invitation's text. */
async function mailWithInvitation(request: APIRequestContext, email: string, subject: RegExp) {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/mailbox')).json()) as Mail[];
        mail = mails.find((entry) => entry.to === email && subject.test(entry.subject));
        return mail !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const invitation = mail!.attachments[0]!;
  expect(invitation.filename).toMatch(/^test-ride-\d+\.ics$/);
  return { mail: mail!, ics: await (await request.get(invitation.url)).text() };
}

/** From the home page: the header's link, a refused empty form, then a ride booked; answers the email's link. */
async function bookFromHeader(page: Page, request: APIRequestContext, lang: Lang, dayIndex: number) {
  await clickHeaderLink(page, lang, 'nav.testDrive');
  await expect(page).toHaveURL(new RegExp(`/${lang}/test-drive$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Sent empty: the first field says what is missing and has the focus.
  const form = bookingForm(page, lang);
  await form.getByRole('button', { name: text(lang, 'testRide.form.book') }).click();
  const model = form.getByLabel(text(lang, 'testRide.form.model'), { exact: true });
  await expect(model).toBeFocused();
  await expect(form.getByText(text(lang, 'validation.testRide.modelRequired'))).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail(`test-ride-${lang}`);
  await chooseRide(page, lang, dayIndex);
  await fillDetails(page, lang, email);
  await form.getByRole('button', { name: text(lang, 'testRide.form.book') }).click();
  await expect(page.getByRole('heading', { name: text(lang, 'testRide.done.title') })).toBeVisible();
  await expect(page.getByRole('main').getByText('Cargo Beast')).toBeVisible();
  await expectAccessible(page);

  // The confirmation carries the calendar invitation.
  const { ics } = await mailWithInvitation(request, email, /./);
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain('DTSTART;TZID=Europe/Zurich:');

  return { email, link: await nextMailLink(request, email, 0, /\/test-drive\/ride$/) };
}

/** On the emailed link's page: the ride is booked, then cancelled, and the calendar's event with it. */
async function cancelFromLink(page: Page, request: APIRequestContext, lang: Lang, email: string) {
  await expect(page.getByRole('heading', { name: text(lang, 'testRide.status.booked') })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: text(lang, 'testRide.ride.cancel') }).click();
  await expect(page.getByRole('heading', { name: text(lang, 'testRide.status.cancelled') })).toBeVisible();
  await expect(page.getByText(text(lang, 'testRide.ride.cancelled'))).toBeVisible();
  await expectAccessible(page);
  const cancelled = await mailWithInvitation(request, email, /cancel|annulé|storniert/i);
  expect(cancelled.ics).toContain('METHOD:CANCEL');
}

for (const [index, lang] of (['en', 'fr', 'de'] as const).entries()) {
  test(`a visitor books a test ride from the header and cancels it from the email in ${lang}`, async ({
    page,
    request,
  }, info) => {
    await gotoInteractive(page, `/${lang}`); // first page
    // Each language and device takes a day of its own.
    const day = 1 + index + (info.project.name === 'mobile' ? 3 : 0);
    const { email, link } = await bookFromHeader(page, request, lang, day);
    await gotoInteractive(page, link); // email link
    await cancelFromLink(page, request, lang, email);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor books a test ride at 390 px and cancels it', async ({ page, request }, info) => {
    await gotoInteractive(page, '/fr'); // first page
    const { email, link } = await bookFromHeader(page, request, 'fr', 7 + (info.project.name === 'mobile' ? 1 : 0));
    await gotoInteractive(page, link); // email link
    await cancelFromLink(page, request, 'fr', email);
  });
});

test('the test ride form works without JavaScript: the times come with the chosen day', async ({ browser }, info) => {
  // Without JavaScript axe cannot run in the page: the same page is checked with it in the journeys above.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/test-drive'); // first page
  const form = bookingForm(page, 'de');
  await form.getByLabel(text('de', 'testRide.form.model'), { exact: true }).selectOption('cargo-beast');
  await form.getByLabel(text('de', 'testRide.form.centre'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(text('de', 'testRide.form.date'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(text('de', 'auth.fields.firstName'), { exact: true }).fill('Lina');
  await form.getByRole('button', { name: text('de', 'testRide.form.showTimes') }).click();
  // The day's times are there, and what was typed is kept; the centre's own days are listed now.
  await expect(form.getByLabel(text('de', 'auth.fields.firstName'), { exact: true })).toHaveValue('Lina');
  await form
    .getByLabel(text('de', 'testRide.form.date'), { exact: true })
    .selectOption({ index: 10 + (info.project.name === 'mobile' ? 1 : 0) });
  await form.getByRole('button', { name: text('de', 'testRide.form.showTimes') }).click();
  await form.locator('.ride-slots input[type="radio"]:not([disabled])').first().check();
  await form.getByLabel(text('de', 'auth.fields.lastName'), { exact: true }).fill('Keller');
  await form.getByLabel(text('de', 'auth.fields.email'), { exact: true }).fill('nicht-gültig');
  await form.getByLabel(labelled('de', 'auth.fields.phoneNumber')).fill('791234567');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: text('de', 'testRide.form.book') }).click();
  // Refused: the field says why, every value is kept.
  await expect(form.getByText(text('de', 'validation.email.invalid'))).toBeVisible();
  await expect(form.getByLabel(text('de', 'auth.fields.lastName'), { exact: true })).toHaveValue('Keller');
  await form.getByLabel(text('de', 'auth.fields.email'), { exact: true }).fill(uniqueEmail('test-ride-nojs'));
  await form.getByRole('checkbox').check();
  await form.locator('.ride-slots input[type="radio"]:not([disabled])').first().check();
  await form.getByRole('button', { name: text('de', 'testRide.form.book') }).click();
  await expect(page.getByRole('heading', { name: text('de', 'testRide.done.title') })).toBeVisible();
  await context.close();
});
