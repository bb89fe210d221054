import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { lastMailId, nextMailLink, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The newsletter (spec §3, §4, §5): a visitor signs up from the footer of any page in each language, is told
 * to check their inbox, opens the emailed link (double opt-in) and the confirmation page says it is done. The
 * newsletter page's own form says what is missing before anything is sent.
 */
const MESSAGES = { en, fr, de } as const;

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a visitor signs up from the footer in ${lang} and confirms from the emailed link`, async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail(`news-${lang}`);
    await gotoInteractive(page, `/${lang}/experience-center`);
    const form = page.getByRole('form', { name: text(lang, 'newsletter.footerTitle') });
    await form.getByLabel(text(lang, 'newsletter.email'), { exact: true }).fill(email);
    await form.getByRole('checkbox').check();
    const after = await lastMailId(request, email);
    await form.getByRole('button', { name: text(lang, 'newsletter.subscribe') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter\\?sent$`));
    await expect(page.getByRole('status')).toContainText(MESSAGES[lang]['notices.newsletterSubscribed']);
    await expectAccessible(page);

    const link = await nextMailLink(request, email, after, new RegExp(`^/${lang}/newsletter-confirmation$`));
    await page.goto(link); // email link
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'newsletter.confirmedTitle'));
    await expectAccessible(page);

    // The staff see the confirmed subscriber, with the consent as given, and export them.
    const context = await browser.newContext();
    const staff = await context.newPage();
    await gotoInteractive(staff, '/admin'); // first page of the staff member
    await signInWithPassword(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await backOfficeNav(staff)
      .getByRole('link', { name: t('admin.nav.newsletter'), exact: true })
      .click();
    const row = staff.getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText(MESSAGES[lang]['newsletter.consent'].replace('{{brand}}', 'Beast'));
    await expectAccessible(staff);
    const csv = await context.request.get('/api/admin/newsletter/subscribers.csv');
    expect(await csv.text()).toContain(email);
    await context.close();
  });
}

test("the newsletter page's form says what is missing, in the page's language, before sending", async ({ page }) => {
  await gotoInteractive(page, '/fr/newsletter');
  const form = page.getByRole('form', { name: text('fr', 'newsletter.formTitle') });
  await form.getByRole('button', { name: text('fr', 'newsletter.subscribe') }).click();
  await expect(form.getByText(fr['validation.terms.required'])).toBeVisible();
  await expect(form.getByText(fr['validation.email.required'])).toBeVisible();
  await expectAccessible(page);
});
