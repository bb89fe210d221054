import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { gotoInteractive } from './support/navigation';

/**
 * The FAQ (spec §2 /faq/{category}): a visitor opens a category, reads an answer, searches in the page's
 * language and finds nothing for words no answer has (spec §8 "no results found"), in each language.
 */

const NO_RESULTS: Record<Lang, string> = {
  en: en['notices.noResults'],
  fr: fr['notices.noResults'],
  de: de['notices.noResults'],
};

interface Entry {
  key: string;
  question: string;
  answerHtml: string;
}

/** The public questions of a category, as the page's loader reads them. */
async function questionsOf(request: APIRequestContext, lang: Lang, category: string): Promise<Entry[]> {
  return (await request.get(`/api/faq?type=${category}&lang=${lang}`)).json();
}

/** A question of the page: its `details` element, found by the question its summary says. */
function question(page: Page, text: string) {
  return page.locator('details.faq-entry', { has: page.locator('summary', { hasText: text }) });
}

/** The longest word of a question: something to search for that the answer list must hold. */
function searchWordOf(entry: Entry): string {
  return (entry.question.match(/[\p{L}]{4,}/gu) ?? []).sort((a, b) => b.length - a.length)[0] ?? entry.question;
}

async function search(page: Page, lang: Lang, words: string) {
  await page.getByLabel(text(lang, 'faq.search.label')).fill(words);
  await page
    .getByRole('search')
    .getByRole('button', { name: text(lang, 'faq.search.submit') })
    .click();
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a visitor opens a category, reads an answer and searches the FAQ, in ${lang}`, async ({ page, request }) => {
    const [first] = await questionsOf(request, lang, 'warranty-insurance');
    expect(first, 'the demo has warranty questions').toBeDefined();

    await gotoInteractive(page, `/${lang}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'faq.title'));
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: text(lang, 'faq.categoriesLabel') })
      .getByRole('link', { name: text(lang, 'faq.categories.warranty-insurance') })
      .click();
    await expect(page).toHaveURL(`/${lang}/faq/warranty-insurance`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'faq.categories.warranty-insurance'));

    const entry = question(page, first!.question);
    const answer = entry.locator('.faq-entry__answer');
    await expect(answer).toBeHidden();
    await entry.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(entry).toHaveAttribute('open', '');
    await expectAccessible(page);

    await search(page, lang, searchWordOf(first!));
    await expect(page).toHaveURL(new RegExp(`/${lang}/faq\\?q=`));
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ / })).toBeVisible();
    await expect(question(page, first!.question)).toBeVisible();
    await expectAccessible(page);

    await search(page, lang, 'zxqwvj');
    await expect(page.getByRole('main')).toContainText(NO_RESULTS[lang]);
    await expect(page.locator('details.faq-entry')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('the user manuals category lists each model’s manual from the catalogue, in German', async ({ page, request }) => {
  await gotoInteractive(page, '/de/faq');
  await page
    .getByRole('navigation', { name: text('de', 'faq.categoriesLabel') })
    .getByRole('link', { name: text('de', 'faq.categories.user-manuals') })
    .click();
  await expect(page).toHaveURL('/de/faq/user-manuals');
  const manuals = page.locator('.faq-manuals');
  await expect(manuals.getByRole('heading', { name: text('de', 'faq.manuals.title') })).toBeVisible();
  const links = manuals.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/files\/.+-de\.pdf$/);
  const pdf = await request.get(href ?? '');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers open, a search is a plain form, and the page tells search engines its questions', async ({
    page,
    request,
  }) => {
    const [first] = await questionsOf(request, 'fr', 'delivery-return');
    await page.goto('/fr/faq/delivery-return');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity[0]).toMatchObject({ '@type': 'Question', name: first!.question });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/faq\/delivery-return$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      /\/de\/faq\/delivery-return$/,
    );

    const entry = question(page, first!.question);
    await entry.locator('summary').click();
    await expect(entry.locator('.faq-entry__answer')).toBeVisible();

    await search(page, 'fr', 'vélos');
    await expect(page).toHaveURL(/\/fr\/faq\?q=v%C3%A9los$/);
    await expect(page.locator('details.faq-entry').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an unknown category goes to the FAQ', async ({ request }) => {
    const response = await request.get('/en/faq/rockets', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/en/faq');
  });
});
