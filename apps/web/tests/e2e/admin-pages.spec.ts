import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { expectAccessible } from './support/accessibility';
import { text } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { clickHeaderLink, gotoInteractive } from './support/navigation';

/**
 * The Pages screens (decision 18): the demo admin changes a page's English title and a fact of its facts block,
 * adds and removes a block without losing what was typed, sees a refused field and a colleague's save keep what
 * was typed, saves, and the public page's answer has the change at once. Each device edits a page of its own whose
 * English title no other journey reads; the page is put back as it was afterwards.
 */

const PAGE_OF = { desktop: 'leasing-and-financing', mobile: 'contribution' } as const;
/** The header menu's link to each page. */
const NAV_OF = { 'leasing-and-financing': 'nav.financing', contribution: 'nav.contribution' } as const;

interface AdminPage {
  revision: string;
  page: {
    status: string;
    publishedAt?: string;
    text: Record<string, { title: string; description: string; body: string }>;
  };
}

async function adminSession(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/admin/auth/sign-in', { data: DEMO_ADMIN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return (await (await request.get('/api/admin/session')).json()).csrfToken;
}

async function readPage(request: APIRequestContext, key: string): Promise<AdminPage> {
  return (await request.get(`/api/admin/pages/${key}`)).json();
}

/** The page as it was before the journey, saved again over whatever the journey left. */
async function restorePage(request: APIRequestContext, csrfToken: string, key: string, original: AdminPage) {
  const { revision } = await readPage(request, key);
  const restored = await request.put(`/api/admin/pages/${key}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { revision, page: original.page },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
}

/** From the back office's sign-in page: signed in, then the Pages screen from the navigation. */
async function openPagesScreen(page: Page) {
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.pages') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.pages.title'));
}

test('the demo admin changes a page’s title and a fact, and the public page has them at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const key = PAGE_OF[testInfo.project.name === 'desktop' ? 'desktop' : 'mobile'];
  const run = `run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const csrfToken = await adminSession(request);
  const original = await readPage(request, key);
  const title = original.page.text.en!.title;
  const main = page.getByRole('main');

  // A visitor reads the page first: the shop keeps it, and the change must reach it anyway.
  const visitor = await page.context().newPage();
  await gotoInteractive(visitor, '/en'); // first page of the visitor
  await clickHeaderLink(visitor, 'en', NAV_OF[key]);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

  try {
    await gotoInteractive(page, '/admin'); // first page of the staff member, in their own tab
    await openPagesScreen(page);
    const listed = main.getByRole('listitem').filter({ hasText: `/${key}` });
    await expect(listed).toContainText(t('admin.editorial.states.published'));
    await expect(listed).toContainText(t('admin.pages.languageStates.complete'));
    await expectAccessible(page);

    await listed.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible(page);

    const english = main.getByRole('group', { name: /^English/ });
    const titleField = english.getByLabel(t('admin.pages.pageTitle'), { exact: true });
    await titleField.fill(`${title} ${run}`);
    const facts = english.getByRole('group', { name: /^Block \d+: Facts$/ }).first();
    const firstFact = facts.getByRole('group', { name: 'Row 1' });
    await firstFact.getByLabel(t('admin.pages.fields.value'), { exact: true }).fill(`Fact of ${run}`);

    // A block added and removed again: the page keeps what was typed, and saves nothing meanwhile.
    await english.getByLabel(t('admin.pages.newBlockType'), { exact: true }).selectOption('faq-excerpt');
    await english.getByRole('button', { name: t('admin.pages.addBlock') }).click();
    await expect(main.getByRole('status')).toHaveText(t('admin.pages.edited.add'));
    const excerpt = english.getByRole('group', { name: /^Block \d+: FAQ excerpt$/ });
    await expect(excerpt).toBeVisible();
    await expect(excerpt.getByLabel(t('admin.pages.fields.limit'), { exact: true })).toHaveValue('3');
    await expect(titleField).toHaveValue(`${title} ${run}`);
    await expectAccessible(page);
    await excerpt.getByRole('button', { name: /^Remove: Block \d+: FAQ excerpt$/ }).click();
    await expect(main.getByRole('status')).toHaveText(t('admin.pages.edited.remove'));
    await expect(english.getByRole('group', { name: /FAQ excerpt$/ })).toHaveCount(0);
    await expect(firstFact.getByLabel(t('admin.pages.fields.value'), { exact: true })).toHaveValue(`Fact of ${run}`);
    expect((await readPage(request, key)).revision).toBe(original.revision);

    // A fact without its label is refused next to it; the rest stays as typed.
    const label = firstFact.getByLabel(t('admin.pages.fields.label'), { exact: true });
    const factLabel = await label.inputValue();
    await label.fill('');
    await main.getByRole('button', { name: t('admin.pages.save') }).click();
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(facts.getByText(domainMessages['validation.text.required'])).toBeVisible();
    await expect(titleField).toHaveValue(`${title} ${run}`);
    await expectAccessible(page);

    await label.fill(factLabel);

    // A colleague saves the German description meanwhile: the save is refused, what was typed stays, and the
    // reload link shows their version.
    const colleague = await readPage(request, key);
    const german = original.page.text.de!;
    const theirs = await request.put(`/api/admin/pages/${key}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: {
        revision: colleague.revision,
        page: {
          ...original.page,
          text: { ...original.page.text, de: { ...german, description: `${german.description} ${run}` } },
        },
      },
    });
    expect(theirs.ok(), await theirs.text()).toBe(true);
    await main.getByRole('button', { name: t('admin.pages.save') }).click();
    await expect(main.getByRole('alert')).toContainText(domainMessages['errors.REVISION_CONFLICT']);
    await expect(titleField).toHaveValue(`${title} ${run}`);
    await expect(firstFact.getByLabel(t('admin.pages.fields.value'), { exact: true })).toHaveValue(`Fact of ${run}`);
    await main.getByRole('link', { name: t('admin.pages.reload') }).click();
    await expect(titleField).toHaveValue(title);

    await titleField.fill(`${title} ${run}`);
    await firstFact.getByLabel(t('admin.pages.fields.value'), { exact: true }).fill(`Fact of ${run}`);
    await main.getByRole('button', { name: t('admin.pages.save') }).click();
    await expect(main.getByText(t('admin.pages.done.saved'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} ${run}`);

    // The visitor opens the page again from the menu: the new title and fact are there.
    await clickHeaderLink(visitor, 'en', NAV_OF[key]);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${title} ${run}`);
    await expect(visitor.getByRole('main')).toContainText(`Fact of ${run}`);
    await expectAccessible(visitor);

    // The public page's answer, which its storefront route renders.
    const published = await (await request.get(`/api/pages/${key}?lang=en`)).json();
    expect(published.title).toBe(`${title} ${run}`);
    const publishedFacts = published.blocks.find((block: { type: string }) => block.type === 'facts');
    expect(publishedFacts.items[0]).toEqual({ label: factLabel, value: `Fact of ${run}` });
  } finally {
    await restorePage(request, csrfToken, key, original);
  }
});

test('the business page’s copy is edited on the Pages screen, and the business page shows the change', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const key = 'b2b-offer';
  const run = `run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const csrfToken = await adminSession(request);
  const original = await readPage(request, key);
  const title = original.page.text.en!.title;
  const main = page.getByRole('main');

  // A company reads the business page first, from the quotation page's link to it.
  const visitor = await page.context().newPage();
  await gotoInteractive(visitor, '/en/quotation'); // first page of the visitor
  await visitor.getByRole('link', { name: text('en', 'quotation.b2bLink') }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

  try {
    await gotoInteractive(page, '/admin'); // first page of the staff member, in their own tab
    await openPagesScreen(page);
    const listed = main.getByRole('listitem').filter({ hasText: `/${key}` });
    await expect(listed).toContainText(t('admin.pages.languageStates.complete'));
    await listed.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Only the body changes: the other journeys read the title and the offer's points.
    const body = main.getByRole('group', { name: /^English/ }).getByLabel(t('admin.pages.body'), { exact: true });
    await body.fill(`${await body.inputValue()}\n\nFleets of ${run} welcome.`);
    await main.getByRole('button', { name: t('admin.pages.save') }).click();
    await expect(main.getByText(t('admin.pages.done.saved'))).toBeVisible();
    await expectAccessible(page);

    await visitor.reload();
    await expect(visitor.getByRole('main')).toContainText(`Fleets of ${run} welcome.`);
    await expectAccessible(visitor);
  } finally {
    await restorePage(request, csrfToken, key, original);
  }
});
