import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, enrol, invitedMember, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The FAQ screen (decision 18): the demo admin reorders a category's questions with the Move buttons (and by
 * dragging, with a mouse), edits an answer, and the public FAQ follows at once; a support member has no FAQ
 * screen. Each device works in a category of its own, on questions of its own run, so the runs never share an
 * order.
 */

const CATEGORY_OF = { desktop: 'accessories-customization', mobile: 'the-app' } as const;

/** Three published questions of the run, last in the category, in this order. */
async function createEntries(request: APIRequestContext, category: string, run: string): Promise<string[]> {
  const signIn = await request.post('/api/admin/auth/sign-in', { data: DEMO_ADMIN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { csrfToken } = await (await request.get('/api/admin/session')).json();
  const questions = ['alpha', 'bravo', 'charlie'].map((word) => `Which ${word} setting suits ${run}?`);
  for (const [index, question] of questions.entries()) {
    const created = await request.post('/api/admin/faq?lang=en', {
      headers: { 'x-csrf-token': csrfToken },
      data: {
        key: `e2e-${run}-${index}`,
        category,
        status: 'published',
        text: {
          en: { question, answer: `Answer ${index + 1} of ${run}.` },
          fr: { question: `Quel réglage ${index + 1} pour ${run} ?`, answer: `Réponse ${index + 1} de ${run}.` },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return questions;
}

/** The run's questions as the public FAQ lists them, in its order. */
async function publicOrder(page: Page, run: string): Promise<string[]> {
  const questions = await page.locator('details.faq-entry .faq-entry__question').allTextContents();
  return questions.filter((question) => question.includes(run));
}

function row(page: Page, question: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: question });
}

test('the demo admin reorders, edits and adds FAQ entries, and the public FAQ follows at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const desktop = testInfo.project.name === 'desktop';
  const category = CATEGORY_OF[desktop ? 'desktop' : 'mobile'];
  const categoryName = t(`faq.categories.${category}`);
  const run = `run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [alpha, bravo, charlie] = (await createEntries(request, category, run)) as [string, string, string];
  const main = page.getByRole('main');

  // The demo admin signs in with the password alone (demo mode).
  await gotoInteractive(page, '/admin');
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.faq') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.faq.title'));
  await expectAccessible(page);

  await main
    .getByRole('navigation', { name: t('admin.faq.categories') })
    .getByRole('link', { name: new RegExp(`^${categoryName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`) })
    .click();
  const shown = main.getByRole('region', { name: categoryName });
  await expect(shown).toBeVisible();
  const count = await main.locator('.faq-order > li').count();
  await expect(row(page, charlie)).toContainText(t('admin.editorial.states.published'));
  await expect(row(page, charlie)).toContainText('Not written in German');
  await expectAccessible(page);

  // Charlie one step up, by its button: alpha, charlie, bravo.
  await row(page, charlie)
    .getByRole('button', { name: `Move up: ${charlie}` })
    .click();
  await expect(shown.getByRole('status')).toHaveText(`“${charlie}” is now number ${count - 1} of ${count}.`);
  await expect(main.locator('.faq-order > li').nth(count - 2)).toContainText(charlie);
  await expect(row(page, charlie).getByRole('button', { name: new RegExp(t('admin.faq.moveUp')) })).toBeFocused();
  let expected = [alpha, charlie, bravo];

  if (desktop) {
    // Bravo dragged onto alpha's place: bravo, alpha, charlie.
    await row(page, bravo).dragTo(row(page, alpha));
    await expect(shown.getByRole('status')).toHaveText(`“${bravo}” is now number ${count - 2} of ${count}.`);
    await expect(main.locator('.faq-order > li').nth(count - 3)).toContainText(bravo);
    expected = [bravo, alpha, charlie];
  }
  await expectAccessible(page);

  // A visitor's FAQ shows the new order.
  const visitor = await page.context().newPage();
  await gotoInteractive(visitor, '/en/faq'); // first page of the visitor
  await visitor
    .getByRole('navigation', { name: t('faq.categoriesLabel') })
    .getByRole('link', { name: categoryName })
    .click();
  await expect(visitor).toHaveURL(`/en/faq/${category}`);
  await expect.poll(() => publicOrder(visitor, run)).toEqual(expected);

  // The admin edits alpha's answer; a question emptied first is refused, what was typed kept.
  await row(page, alpha).getByRole('link', { name: alpha }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(alpha);
  const english = main.getByRole('group', { name: /^English/ });
  const answer = english.getByLabel(t('admin.faq.answer'), { exact: true });
  await answer.fill(`Turn the **${run}** dial to two.`);
  await expect(main.locator('.markdown-field__rendered strong').first()).toHaveText(run);
  await english.getByLabel(t('admin.faq.question'), { exact: true }).fill('');
  await main.getByRole('button', { name: t('admin.faq.save') }).click();
  await expect(english.getByLabel(t('admin.faq.question'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toHaveValue(`Turn the **${run}** dial to two.`);
  await expectAccessible(page);

  await english.getByLabel(t('admin.faq.question'), { exact: true }).fill(alpha);
  await main.getByRole('button', { name: t('admin.faq.save') }).click();
  await expect(main.getByText(t('admin.faq.done.saved'))).toBeVisible();
  await expectAccessible(page);

  // The visitor opens the category again: the new answer is there.
  await visitor
    .getByRole('navigation', { name: t('faq.categoriesLabel') })
    .getByRole('link', { name: categoryName })
    .click();
  const entry = visitor.locator('details.faq-entry', { has: visitor.locator('summary', { hasText: alpha }) });
  await entry.locator('summary').click();
  await expect(entry.locator('.faq-entry__answer')).toContainText(`Turn the ${run} dial to two.`);

  // A new entry, in English only, comes last in its category, marked as not written in the other languages.
  await main.getByRole('link', { name: t('admin.faq.back') }).click();
  await main.getByRole('link', { name: t('admin.faq.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.faq.newTitle'));
  await expect(main.getByLabel(t('admin.faq.category'), { exact: true })).toHaveValue(category);
  await expectAccessible(page);
  const delta = `Which delta setting suits ${run}?`;
  await main.getByLabel(t('admin.faq.key'), { exact: true }).fill(`e2e-${run}-new`);
  await main.getByLabel(t('admin.editorial.status'), { exact: true }).selectOption('published');
  await english.getByLabel(t('admin.faq.question'), { exact: true }).fill(delta);
  await english.getByLabel(t('admin.faq.answer'), { exact: true }).fill(`The delta answer of ${run}.`);
  await main.getByRole('button', { name: t('admin.faq.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(delta);
  await expect(main.getByText(t('admin.faq.done.created'))).toBeVisible();
  await main.getByRole('link', { name: t('admin.faq.back') }).click();
  await expect(main.locator('.faq-order > li').last()).toContainText(delta);
  await expect(row(page, delta)).toContainText('Not written in French, German');
});

test('a support member sees no FAQ or Pages screen, and their typed addresses answer the 403 page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const enrolmentLink = await invitedMember(request, {
    email: uniqueEmail('sue'),
    name: 'Sue Support',
    role: 'support',
  });
  // email link
  await gotoInteractive(page, enrolmentLink);
  await enrol(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('admin.enrol.continue') })
    .click();
  await expect(page.getByText('Signed in as Sue Support')).toBeVisible();
  const nav = backOfficeNav(page);
  await expect(nav.getByRole('link', { name: t('admin.nav.orders') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('admin.nav.faq') })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: t('admin.nav.pages') })).toHaveCount(0);

  // typed address
  const refused = await page.goto('/admin/faq');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.error.forbiddenTitle'));
  await expectAccessible(page);
  const pages = await page.goto('/admin/pages/terms'); // typed address
  expect(pages?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.error.forbiddenTitle'));
});
