import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The contact form (spec §2 /contact-us, §3, §5, §8): a visitor reaches it from the footer, is told what is
 * missing field by field, sends it, and the staff find it in their inbox, give it an owner, note what they
 * did and close it. Without JavaScript the form works the same, every typed value kept on a refusal.
 */

function form(page: Page, lang: Lang) {
  return page.getByRole('form', { name: text(lang, 'contact.formTitle') });
}

async function fillMessage(page: Page, lang: Lang, email: string, subject: string) {
  const contact = form(page, lang);
  await contact.getByLabel(text(lang, 'requestPerson.firstName'), { exact: true }).fill('Zoé');
  await contact.getByLabel(text(lang, 'requestPerson.lastName'), { exact: true }).fill('Favre');
  await contact.getByLabel(text(lang, 'requestPerson.email'), { exact: true }).fill(email);
  await contact.getByLabel(new RegExp(`^${text(lang, 'requestPerson.phone')}`)).fill('0791234567');
  await contact.getByLabel(text(lang, 'contact.subject'), { exact: true }).fill(subject);
  await contact.getByLabel(text(lang, 'contact.message'), { exact: true }).fill('Can the Mighty Beast carry 80 kg?');
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a visitor writes to the brand from the footer in ${lang}`, async ({ page, request }) => {
    await gotoInteractive(page, `/${lang}`); // first page
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(lang, 'nav.contact'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/contact-us$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'contact.title'));
    await expectAccessible(page);

    // Sent empty: each required field says so, and the first one has the focus.
    await form(page, lang)
      .getByRole('button', { name: text(lang, 'contact.send') })
      .click();
    const firstName = form(page, lang).getByLabel(text(lang, 'requestPerson.firstName'), { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page, lang).getByText(text(lang, 'validation.message.required'))).toBeVisible();
    await expectAccessible(page);

    const email = uniqueEmail(`contact-${lang}`);
    await fillMessage(page, lang, email, `A fleet question ${lang}`);
    await form(page, lang)
      .getByRole('button', { name: text(lang, 'contact.send') })
      .click();
    await expect(page.getByRole('heading', { name: text(lang, 'contact.sent.title') })).toBeVisible();
    await expectAccessible(page);

    const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as { to: string; text: string }[];
    expect(mailbox.some((mail) => mail.text.includes(email) && mail.text.includes(`A fleet question ${lang}`))).toBe(
      true,
    );
  });
}

test('the contact form works without JavaScript and keeps what was typed', async ({ browser }) => {
  // Without JavaScript axe cannot run in the page: the same page is checked with it in the journeys above.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/contact-us'); // first page
  const contact = form(page, 'fr');
  await contact.getByLabel(text('fr', 'requestPerson.firstName'), { exact: true }).fill('Zoé');
  await contact.getByLabel(text('fr', 'requestPerson.email'), { exact: true }).fill('pas-un-e-mail');
  await contact.getByRole('button', { name: text('fr', 'contact.send') }).click();
  await expect(contact.getByLabel(text('fr', 'requestPerson.firstName'), { exact: true })).toHaveValue('Zoé');
  await expect(contact.getByLabel(text('fr', 'requestPerson.email'), { exact: true })).toHaveValue('pas-un-e-mail');
  await expect(contact.getByText(text('fr', 'validation.subject.required'))).toBeVisible();
  await expect(contact.getByLabel(text('fr', 'contact.subject'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await fillMessage(page, 'fr', uniqueEmail('contact-nojs'), 'Sans JavaScript');
  await contact.getByRole('button', { name: text('fr', 'contact.send') }).click();
  await expect(page.getByRole('heading', { name: text('fr', 'contact.sent.title') })).toBeVisible();
  await context.close();
});

test('the staff find a message in the inbox, take it, note what they did and close it', async ({ page, request }) => {
  const email = uniqueEmail('inbox');
  const subject = `Inbox journey ${Date.now().toString(36)}`;
  const { formToken } = await (await request.get('/api/forms/token')).json();
  const sent = await request.post('/api/contact-us?lang=de', {
    data: { firstName: 'Lina', lastName: 'Keller', email, subject, message: 'Bitte um Rückruf.', formToken },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.inbox') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.inbox.title'));
  await expectAccessible(page);
  const main = page.getByRole('main');
  await main.getByLabel(t('admin.inbox.search'), { exact: true }).fill(email);
  await main.getByRole('button', { name: t('admin.inbox.apply') }).click();
  await expect(main.getByRole('heading', { name: '1 request' })).toBeVisible();
  await main.getByRole('link', { name: `${t('inbox.kind.contact')} · Lina Keller` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t('inbox.kind.contact')} · Lina Keller`);
  await expect(main.getByText(subject)).toBeVisible();
  await expect(main.getByText('Bitte um Rückruf.')).toBeVisible();
  await expectAccessible(page);

  await main.getByLabel(t('admin.inbox.owner'), { exact: true }).selectOption({ label: DEMO_ADMIN.name });
  await main.getByRole('button', { name: t('admin.inbox.giveTo') }).click();
  await expect(page.getByRole('status')).toHaveText(t('admin.inbox.ownerChanged'));

  await main.getByLabel(t('admin.inbox.noteText'), { exact: true }).fill('Called back: she wants a test ride.');
  await main.getByRole('button', { name: t('admin.inbox.addNote') }).click();
  await expect(page.getByRole('status')).toHaveText(t('admin.inbox.noteAdded'));
  await expect(main.getByText(`${DEMO_ADMIN.name}: Called back: she wants a test ride.`)).toBeVisible();

  await main.getByLabel(t('admin.inbox.status'), { exact: true }).selectOption({ label: t('inbox.status.done') });
  await main.getByRole('button', { name: t('admin.inbox.setStatus') }).click();
  await expect(page.getByRole('status')).toHaveText(t('admin.inbox.statusChanged'));
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(t('inbox.status.done'));
  await expectAccessible(page);

  // Closed, it leaves the open requests.
  await main.getByRole('link', { name: t('admin.inbox.back') }).click();
  await main.getByLabel(t('admin.inbox.search'), { exact: true }).fill(email);
  await main.getByRole('button', { name: t('admin.inbox.apply') }).click();
  await expect(main.getByText(t('admin.inbox.empty'))).toBeVisible();
});
