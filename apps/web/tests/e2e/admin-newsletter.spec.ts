import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, lastMailId, nextMailLink, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, enrol, invitedMember, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The newsletter's issues: a visitor subscribes in French and confirms; a content editor writes an issue in the three
 * languages, previews it, sends a test to their own address and sends it; the subscriber's email, in French, is in
 * the development mailbox with their own link to leave, which works.
 */

const COLUMN: Record<Lang, string> = { en: 'English', fr: 'French', de: 'German' };

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  return (await request.get('/api/dev/mailbox')).json();
}

test('a content editor writes, tests and sends an issue; a subscriber receives it and leaves from its link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const reader = uniqueEmail('letter-reader');

  // A visitor subscribes from the footer in French and confirms from the emailed link (double opt-in).
  await gotoInteractive(page, '/fr/experience-center');
  const footer = page.getByRole('form', { name: text('fr', 'newsletter.footerTitle') });
  await footer.getByLabel(text('fr', 'newsletter.email'), { exact: true }).fill(reader);
  await footer.getByRole('checkbox').check();
  const before = await lastMailId(request, reader);
  await footer.getByRole('button', { name: text('fr', 'newsletter.subscribe') }).click();
  const confirmation = await nextMailLink(request, reader, before, /^\/fr\/newsletter-confirmation$/);
  await page.goto(confirmation); // email link
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'newsletter.confirmedTitle'));

  // A content editor joins the back office and opens the newsletter's issues.
  const editorEmail = uniqueEmail('letter-editor');
  const enrolment = await invitedMember(request, { email: editorEmail, name: 'Cleo Content', role: 'content' });
  const context = await browser.newContext();
  const editor = await context.newPage();
  await gotoInteractive(editor, enrolment); // email link
  await enrol(editor);
  await editor
    .getByRole('main')
    .getByRole('link', { name: t('admin.enrol.continue') })
    .click();
  await backOfficeNav(editor)
    .getByRole('link', { name: t('admin.nav.newsletterIssues') })
    .click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(t('admin.newsletterIssues.title'));
  await expectAccessible(editor);
  const main = editor.getByRole('main');
  await main.getByRole('link', { name: t('admin.newsletterIssues.new') }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(t('admin.newsletterIssues.newTitle'));

  const copy: Record<Lang, { subject: string; body: string }> = {
    en: { subject: `Spring rides ${marker}`, body: `## New routes\n\nRide our **new trails** ${marker}.` },
    fr: {
      subject: `Balades de printemps ${marker}`,
      body: `## Nouveaux parcours\n\nDe **nouveaux sentiers** ${marker}.`,
    },
    de: { subject: `Frühlingstouren ${marker}`, body: `## Neue Routen\n\nNeue **Trails** ${marker}.` },
  };
  for (const lang of ['en', 'fr', 'de'] as const) {
    const group = main.getByRole('group', { name: COLUMN[lang] });
    await group.getByLabel(t('admin.newsletterIssues.subject'), { exact: true }).fill(copy[lang].subject);
    await group.getByLabel(t('admin.newsletterIssues.body'), { exact: true }).fill(copy[lang].body);
  }
  await main.getByRole('button', { name: t('admin.newsletterIssues.save') }).click();
  await expect(main.getByText(t('admin.newsletterIssues.done.saved'))).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(copy.en.subject);

  // The preview shows each language as the email it will be.
  const preview = main.getByRole('region', { name: t('admin.newsletterIssues.previewTitle') });
  const french = preview.getByRole('article', { name: COLUMN.fr });
  await expect(french.getByRole('heading', { name: 'Nouveaux parcours' })).toBeVisible();
  await expect(french.getByText(copy.fr.subject)).toBeVisible();
  await expectAccessible(editor);

  // A test to the editor's own address, in every language.
  await main.getByRole('button', { name: t('admin.newsletterIssues.test') }).click();
  await expect(main.getByText(t('admin.newsletterIssues.done.tested').replace('{{to}}', editorEmail))).toBeVisible();
  const tests = (await mailbox(request)).filter((mail) => mail.to === editorEmail && mail.subject.includes(marker));
  expect(tests.map((mail) => mail.subject).sort()).toEqual(
    Object.values(copy)
      .map((each) => each.subject)
      .sort(),
  );

  // Sent to every confirmed subscriber.
  await main.getByRole('button', { name: t('admin.newsletterIssues.send') }).click();
  await expect(main.getByRole('status')).toContainText(t('admin.newsletterIssues.done.sent').split('{{count}}')[0]!);
  await expect(editor.getByText(t('admin.newsletterIssues.status.sent'), { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: t('admin.newsletterIssues.send') })).toHaveCount(0);
  await expectAccessible(editor);
  await context.close();

  // The subscriber's email is in French, with their own link to leave, which works.
  const letters = (await mailbox(request)).filter((mail) => mail.to === reader && mail.subject.includes(marker));
  expect(letters.map((mail) => mail.subject)).toEqual([copy.fr.subject]);
  expect(letters[0]!.text).toContain(`De **nouveaux sentiers** ${marker}.`);
  const leave = await nextMailLink(request, reader, before, /^\/fr\/newsletter-unsubscribe$/);
  await page.goto(leave); // email link
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'newsletter.unsubscribeTitle'));
  await expectAccessible(page);
  await page.getByRole('button', { name: text('fr', 'newsletter.unsubscribe') }).click();
  await expect(page.getByRole('status')).toHaveText(text('fr', 'newsletter.unsubscribedText'));
});
