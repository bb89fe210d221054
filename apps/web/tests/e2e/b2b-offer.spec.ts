import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, text, uniqueEmail } from './support/accounts';
import { gotoInteractive } from './support/navigation';

/**
 * The B2B offer (spec §2 /b2b-offer, §3, §5): a company reads the offer (the content page `b2b-offer`, its spec §9
 * figures filled from the shop's constants), sends the questionnaire empty and sees each question say it is required,
 * answers it and is thanked, in each language; the B2B team finds it in the inbox.
 */

interface OfferPage {
  title: string;
  blocks: { type: string; items?: { label: string; value: string }[] }[];
}

/** The page's copy as the content API answers it (the Pages screen edits it). */
async function offerPage(request: APIRequestContext, lang: Lang): Promise<OfferPage> {
  return (await request.get(`/api/pages/b2b-offer?lang=${lang}`)).json();
}

const MESSAGES = { en, fr, de } as const;

function questionnaire(page: Page, lang: Lang) {
  return page.getByRole('form', { name: text(lang, 'b2b.questionnaire.title') });
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a company answers the B2B questionnaire after seeing its errors, in ${lang}`, async ({ page, request }) => {
    const email = uniqueEmail(`b2b-${lang}`);
    // A company finds the offer where it asks for a price.
    await gotoInteractive(page, `/${lang}/quotation`);
    await page.getByRole('link', { name: text(lang, 'quotation.b2bLink') }).click();
    const offer = await offerPage(request, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    // The offer's points, with the figures the shop works by (no placeholder left unfilled).
    const facts = offer.blocks.flatMap((block) => block.items ?? []);
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) {
      expect(fact.value).not.toContain('{{');
      await expect(page.getByRole('main').getByText(fact.value, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    const form = questionnaire(page, lang);
    await form.getByRole('button', { name: text(lang, 'b2b.questionnaire.send') }).click();
    await expect(form.getByText(MESSAGES[lang]['validation.question.required'])).toHaveCount(4);
    await expect(form.getByText(MESSAGES[lang]['validation.email.required'])).toBeVisible();
    await expect(form.getByText(MESSAGES[lang]['validation.dataProcessingConsent.required'])).toBeVisible();
    await expectAccessible(page);

    for (const [question, answer] of [
      ['budgetValidated', 'yes'],
      ['leasingNeeded', 'no'],
      ['bikeTypeDefined', 'yes'],
      ['preferredSolution', 'all_inclusive_rental'],
    ] as const) {
      await form
        .getByRole('group', { name: text(lang, `b2b.questionnaire.${question}`) })
        .getByLabel(text(lang, `b2b.questionnaire.answers.${answer}`), { exact: true })
        .check();
    }
    await form.getByLabel(text(lang, 'b2b.questionnaire.email'), { exact: true }).fill(email);
    await form.getByRole('checkbox', { name: new RegExp(text(lang, 'b2b.questionnaire.consent.before')) }).check();
    await expect(form.getByText(MESSAGES[lang]['validation.question.required'])).toHaveCount(0);
    await form.getByRole('button', { name: text(lang, 'b2b.questionnaire.send') }).click();

    await expect(page.getByRole('heading', { name: text(lang, 'b2b.questionnaire.sentTitle') })).toBeVisible();
    await expectAccessible(page);
    const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as { text: string; subject: string }[];
    expect(mailbox.some((mail) => mail.text.includes(email))).toBe(true);
  });
}

test('the B2B contact form works without JavaScript and keeps what was typed', async ({ browser }) => {
  // Without JavaScript axe cannot run in the page: the journeys above check the same page with it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/b2b-offer'); // first page
  const contact = page.getByRole('form', { name: text('de', 'b2b.contact.title') });
  await contact.getByLabel(text('de', 'b2b.contact.name'), { exact: true }).fill('Lina');
  await contact.getByLabel(text('de', 'b2b.contact.email'), { exact: true }).fill('kein-mail');
  await contact.getByRole('button', { name: text('de', 'b2b.contact.send') }).click();
  await expect(contact.getByLabel(text('de', 'b2b.contact.name'), { exact: true })).toHaveValue('Lina');
  await expect(contact.getByLabel(text('de', 'b2b.contact.phoneNumber'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await contact.getByLabel(text('de', 'b2b.contact.lastName'), { exact: true }).fill('Keller');
  await contact.getByLabel(text('de', 'b2b.contact.email'), { exact: true }).fill(uniqueEmail('b2b-nojs'));
  await contact.getByLabel(text('de', 'b2b.contact.phoneNumber'), { exact: true }).fill('0791234567');
  await contact.getByLabel(text('de', 'b2b.contact.subject'), { exact: true }).fill('Zwanzig Cargo-Velos');
  await contact.getByLabel(text('de', 'b2b.contact.message'), { exact: true }).fill('Bitte um eine Offerte.');
  await contact.getByRole('button', { name: text('de', 'b2b.contact.send') }).click();
  await expect(page.getByRole('heading', { name: text('de', 'b2b.contact.sentTitle') })).toBeVisible();
  await context.close();
});
