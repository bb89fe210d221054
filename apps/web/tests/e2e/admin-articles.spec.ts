import { expect, type Locator, type Page, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { onePagePdf } from '../../../api/src/test/uploads';
import { expectAccessible } from './support/accessibility';
import { type Lang, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, enrol, invitedMember, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The Blog and Press screens (decision 18): an editor writes an article in three languages with its live
 * preview, publishes it, and readers find it on the blog in each language; a scheduled article and a language
 * left empty stay off the blog; a press release is published; roles without the content permission see none.
 */

/** A picture of one green pixel: the cover. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const LANGUAGES: readonly Lang[] = ['en', 'fr', 'de'];

/** A word of this run and project, so parallel runs and retries never find each other's articles. */
function runMarker(): string {
  return `e2e${Date.now().toString(36)}${test.info().project.name === 'mobile' ? 'm' : 'd'}`;
}

/** From the back office's sign-in page (each test opens it first): signs in and clicks to the screen. */
async function signInToScreen(page: Page, screen: 'articles' | 'press') {
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t(`admin.nav.${screen}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`admin.${screen}.title`));
}

/** A language's fields: side by side on a wide screen, its tab on a phone. */
async function languageGroup(page: Page, language: Lang): Promise<Locator> {
  const main = page.getByRole('main');
  const name = new RegExp(`^${t(`admin.catalogue.column.${language}`)}`);
  const tab = main.getByRole('tab', { name });
  if ((await tab.count()) > 0) await tab.click();
  return main.getByRole('group', { name });
}

/** The footer's language switch, named in the page's language: the same page in another. */
async function switchLanguage(page: Page, from: Lang, to: Lang) {
  await page
    .getByRole('navigation', { name: text(from, 'language.labelFooter') })
    .getByRole('link', { name: new RegExp(`^${to.toUpperCase()}`) })
    .click();
}

interface ArticleCopy {
  title: string;
  slug: string;
  body: string;
}

const copyOf = (marker: string, language: Lang): ArticleCopy => ({
  title: `${marker} ${{ en: 'Winter riding', fr: 'Rouler en hiver', de: 'Fahren im Winter' }[language]}`,
  slug: `${marker}-${language}`,
  body: `## ${marker} ${language}\n\nKeep the battery **warm ${language}**.`,
});

async function writeLanguage(page: Page, language: Lang, copy: ArticleCopy) {
  const group = await languageGroup(page, language);
  await group.getByLabel(t('admin.articles.articleTitle'), { exact: true }).fill(copy.title);
  await group.getByLabel(t('admin.articles.slug'), { exact: true }).fill(copy.slug);
  await group.getByLabel(t('admin.articles.description'), { exact: true }).fill(`${copy.title}: a short description.`);
  await group.getByLabel(t('admin.articles.body'), { exact: true }).fill(copy.body);
  return group;
}

test('an editor writes an article in three languages with its preview, and readers find it in each', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const marker = runMarker();
  const main = page.getByRole('main');
  await gotoInteractive(page, '/admin');
  await signInToScreen(page, 'articles');
  await expectAccessible(page);

  await main.getByRole('link', { name: t('admin.articles.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.articles.newTitle'));
  await expectAccessible(page);
  for (const language of LANGUAGES) {
    const group = await writeLanguage(page, language, copyOf(marker, language));
    await group.getByLabel(t('admin.articles.coverAlt'), { exact: true }).fill(`A bike in the snow (${language})`);
    // The preview renders the Markdown as the storefront will.
    const preview = group.getByRole('region', { name: t('admin.editorial.preview') });
    await expect(preview.getByRole('heading', { level: 2, name: `${marker} ${language}` })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText(`warm ${language}`);
    await expect(group.locator('legend')).toContainText(t('admin.editorial.completeness.complete'));
  }
  await main.getByLabel(t('admin.articles.hashtags'), { exact: true }).fill(`#${marker} winter`);
  await main.getByLabel(t('admin.articles.pin'), { exact: true }).check();
  await main.getByLabel(t('admin.articles.coverFile'), { exact: true }).setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await main.getByLabel(t('admin.editorial.status'), { exact: true }).selectOption('published');
  await expectAccessible(page);
  await main.getByRole('button', { name: t('admin.articles.create') }).click();

  const english = copyOf(marker, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
  await expect(main.getByText(t('admin.articles.done.created'))).toBeVisible();
  await expect(main.getByRole('img', { name: t('admin.articles.currentCover') })).toBeVisible();
  await expect(main.getByText(t('admin.editorial.states.published')).first()).toBeVisible();
  await expectAccessible(page);

  // The list shows it pinned, public, written in every language.
  await main.getByRole('link', { name: t('admin.articles.back') }).click();
  await main.getByLabel(t('admin.articles.search'), { exact: true }).fill(english.slug);
  await main.getByRole('button', { name: t('admin.articles.apply') }).click();
  const row = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: english.title }) });
  await expect(row).toContainText(t('admin.articles.pinned'));
  await expect(row).toContainText(t('admin.editorial.states.published'));
  await expect(row.getByText(t('admin.editorial.completenessShort.complete'))).toHaveCount(3);

  // A reader finds it at the head of the blog in each language, the language switch keeping the page.
  await gotoInteractive(page, '/en/blog'); // first page of a reader
  let shown: Lang = 'en';
  for (const language of LANGUAGES) {
    if (language !== shown) await switchLanguage(page, shown, language);
    shown = language;
    await expect(page).toHaveURL(new RegExp(`/${language}/blog$`));
    await expect(main.getByRole('link', { name: copyOf(marker, language).title })).toBeVisible();
  }
  await main.getByRole('link', { name: copyOf(marker, 'de').title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyOf(marker, 'de').title);
  await expect(main.locator('.prose strong')).toHaveText('warm de');
});

test('a scheduled article and a language left empty stay off the blog; a half-written one is refused', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const marker = runMarker();
  const main = page.getByRole('main');
  await gotoInteractive(page, '/admin');
  await signInToScreen(page, 'articles');

  // Written in English and French; German is started, then refused, then emptied.
  await main.getByRole('link', { name: t('admin.articles.new') }).click();
  await writeLanguage(page, 'en', copyOf(marker, 'en'));
  await writeLanguage(page, 'fr', copyOf(marker, 'fr'));
  const german = await languageGroup(page, 'de');
  const germanTitle = german.getByLabel(t('admin.articles.articleTitle'), { exact: true });
  await germanTitle.fill('Halb geschrieben');
  await expect(german.locator('legend')).toContainText(t('admin.editorial.completeness.partial'));
  await main.getByLabel(t('admin.editorial.status'), { exact: true }).selectOption('published');
  await main.getByRole('button', { name: t('admin.articles.create') }).click();
  const refusedGerman = await languageGroup(page, 'de');
  const slugField = refusedGerman.getByLabel(t('admin.articles.slug'), { exact: true });
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(refusedGerman.getByText(domainMessages['validation.text.required'])).toHaveCount(2);
  await expect(refusedGerman.getByLabel(t('admin.articles.articleTitle'), { exact: true })).toHaveValue(
    'Halb geschrieben',
  );
  await expectAccessible(page);
  await refusedGerman.getByLabel(t('admin.articles.articleTitle'), { exact: true }).fill('');
  await expect(refusedGerman.locator('legend')).toContainText(t('admin.editorial.completeness.empty'));
  await main.getByRole('button', { name: t('admin.articles.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyOf(marker, 'en').title);
  await expect((await languageGroup(page, 'de')).locator('legend')).toContainText(
    t('admin.editorial.completeness.empty'),
  );

  // Another one, for tomorrow.
  const later = copyOf(`${marker}later`, 'en');
  await main.getByRole('link', { name: t('admin.articles.back') }).click();
  await main.getByRole('link', { name: t('admin.articles.new') }).click();
  await writeLanguage(page, 'en', later);
  await main.getByLabel(t('admin.editorial.status'), { exact: true }).selectOption('published');
  const tomorrow = new Date(Date.now() + 86_400_000 + 3_600_000 * 2).toISOString().slice(0, 16);
  await main.getByLabel(t('admin.editorial.publishedAt'), { exact: true }).fill(tomorrow);
  await main.getByRole('button', { name: t('admin.articles.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(later.title);
  await expect(main.getByText(t('admin.editorial.states.scheduled')).first()).toBeVisible();

  // The reader sees the English one, not the scheduled one, and nothing of it in German.
  await gotoInteractive(page, '/en/blog'); // first page of a reader, who searches
  await main.getByRole('searchbox', { name: t('blog.searchLabel') }).fill(marker);
  await main.getByRole('button', { name: t('blog.searchSubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  await expect(main.getByRole('link', { name: copyOf(marker, 'en').title })).toBeVisible();
  await expect(main.getByRole('link', { name: later.title })).toHaveCount(0);
  await switchLanguage(page, 'en', 'de');
  await expect(page).toHaveURL(/\/de\/blog/);
  await expect(main.getByRole('link', { name: new RegExp(marker) })).toHaveCount(0);
});

test('an editor names a blog category and publishes a press release in three languages', async ({ page }) => {
  test.setTimeout(150_000);
  const marker = runMarker();
  const main = page.getByRole('main');
  await gotoInteractive(page, '/admin');
  await signInToScreen(page, 'articles');

  await main.getByRole('link', { name: t('admin.articles.categories') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.articleCategories.title'));
  await expectAccessible(page);
  const form = main.getByRole('region', { name: t('admin.articleCategories.new') });
  await form.getByLabel(t('admin.articleCategories.slug'), { exact: true }).fill(marker);
  for (const [language, name] of [
    ['en', 'Tips'],
    ['fr', 'Conseils'],
    ['de', 'Tipps'],
  ] as const) {
    const label = t('admin.articleCategories.nameIn').replace(
      '{{language}}',
      t(`admin.catalogue.language.${language}`),
    );
    await form.getByLabel(label, { exact: true }).fill(`${name} ${marker}`);
  }
  await form.getByRole('button', { name: t('admin.articleCategories.create') }).click();
  await expect(main.getByText(t('admin.articleCategories.created'))).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: `Tips ${marker}` })).toContainText(marker);

  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.press') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.press.title'));
  await expectAccessible(page);
  await main.getByRole('link', { name: t('admin.press.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.press.newTitle'));
  await main.getByLabel(t('admin.press.key'), { exact: true }).fill(marker);
  for (const language of LANGUAGES) {
    const group = await languageGroup(page, language);
    await group.getByLabel(t('admin.press.releaseTitle'), { exact: true }).fill(`${marker} release ${language}`);
    await group.getByLabel(t('admin.press.summary'), { exact: true }).fill(`Summary ${language}`);
    await group.getByLabel(t('admin.press.body'), { exact: true }).fill(`Text **${language}**`);
    await expect(group.getByRole('region', { name: t('admin.editorial.preview') }).locator('strong')).toHaveText(
      language,
    );
  }
  await main.getByLabel(t('admin.press.fileField'), { exact: true }).setInputFiles({
    name: 'release.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await main.getByLabel(t('admin.editorial.status'), { exact: true }).selectOption('published');
  await expectAccessible(page);
  await main.getByRole('button', { name: t('admin.press.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${marker} release en`);
  await expect(main.getByText(t('admin.press.done.created'))).toBeVisible();
  await expect(main.getByRole('link', { name: t('admin.press.file') })).toHaveAttribute(
    'href',
    /^\/files\/documents\/press\//,
  );
  await expectAccessible(page);
  await main.getByRole('link', { name: t('admin.press.back') }).click();
  await expect(main.getByRole('link', { name: `${marker} release en` })).toBeVisible();

  // The shop's press list has it in each language.
  for (const language of LANGUAGES) {
    const releases = await (await page.request.get(`/api/press-releases?lang=${language}`)).json();
    const release = releases.find((entry: { title: string }) => entry.title === `${marker} release ${language}`);
    expect(release?.file?.url).toMatch(/^\/files\/documents\/press\//);
  }
});

test('a save made from an older version is refused with what was typed kept; a deletion asks first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const marker = runMarker();
  const main = page.getByRole('main');
  await gotoInteractive(page, '/admin');
  await signInToScreen(page, 'articles');
  await main.getByRole('link', { name: t('admin.articles.new') }).click();
  const english = copyOf(marker, 'en');
  await writeLanguage(page, 'en', english);
  await main.getByRole('button', { name: t('admin.articles.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);

  // A colleague renames it meanwhile (their own editor, through the API).
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const { csrfToken } = await (await page.request.get('/api/admin/session')).json();
  const stored = await (await page.request.get(`/api/admin/articles/${id}`)).json();
  stored.article.text.en.title = `${marker} renamed by a colleague`;
  const renamed = await page.request.put(`/api/admin/articles/${id}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { revision: stored.revision, article: stored.article },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  const group = await languageGroup(page, 'en');
  const description = group.getByLabel(t('admin.articles.description'), { exact: true });
  await description.fill('My own, newer description.');
  await main.getByRole('button', { name: t('admin.articles.save') }).click();
  await expect(main.getByRole('alert')).toContainText(domainMessages['errors.REVISION_CONFLICT']);
  await expect(
    (await languageGroup(page, 'en')).getByLabel(t('admin.articles.description'), { exact: true }),
  ).toHaveValue('My own, newer description.');
  await expectAccessible(page);
  await main.getByRole('link', { name: t('admin.articles.reload') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${marker} renamed by a colleague`);

  await main.getByText(t('admin.articles.deleteOpen')).click();
  await main.getByRole('button', { name: t('admin.articles.deleteConfirm') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.articles.title'));
  await expect(main.getByText(t('admin.articles.done.deleted'))).toBeVisible();
  await main.getByLabel(t('admin.articles.search'), { exact: true }).fill(english.slug);
  await main.getByRole('button', { name: t('admin.articles.apply') }).click();
  await expect(main.getByText(t('admin.articles.empty'))).toBeVisible();
});

test('a support member sees neither the Blog nor the Press screen, and the API refuses them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const link = await invitedMember(request, {
    email: uniqueEmail('blog-support'),
    name: 'Sam Support',
    role: 'support',
  });
  await gotoInteractive(page, link); // email link
  await enrol(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('admin.enrol.continue') })
    .click();
  await expect(backOfficeNav(page).getByRole('link', { name: t('admin.nav.orders') })).toBeVisible();
  await expect(backOfficeNav(page).getByRole('link', { name: t('admin.nav.articles') })).toHaveCount(0);
  await expect(backOfficeNav(page).getByRole('link', { name: t('admin.nav.press') })).toHaveCount(0);
  expect((await page.request.get('/api/admin/articles')).status()).toBe(403);
  expect((await page.request.get('/api/admin/press-releases')).status()).toBe(403);
});
