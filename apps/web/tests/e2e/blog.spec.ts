import { BLOG_PAGE_SIZE } from '@beast/domain/content/editorial';
import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { DEMO_ADMIN } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The blog (spec §2, §4): a reader searches in the page's language (a French search for "vélos" finds the
 * articles about a "vélo", the words found highlighted), finds nothing for words no article has (spec §8),
 * shows more articles than the first page holds, opens an article and shares it with plain links.
 */

const LANGUAGES: readonly Lang[] = ['en', 'fr', 'de'];

/** Spec §8's "no results found", a text of the shared messages. */
const NO_RESULTS: Record<Lang, string> = {
  en: en['notices.noResults'],
  fr: fr['notices.noResults'],
  de: de['notices.noResults'],
};

/** A search in each language that needs its stemmer: a plural the articles write in the singular too. */
const STEMMED_SEARCH: Record<Lang, string> = { en: 'bikes', fr: 'vélos', de: 'Velos' };

/**
 * The demo blog fits on one page; the reader's "show more" needs more. Old articles of this project's own are
 * written through the back office's API (the write side the editors use), dated years back so they come last.
 */
async function enoughArticlesForTwoPages(request: APIRequestContext, project: string) {
  const totals = await Promise.all(
    LANGUAGES.map(async (lang) => (await (await request.get(`/api/articles?lang=${lang}&limit=1`)).json()).total),
  );
  const missing = BLOG_PAGE_SIZE + 1 - Math.min(...totals);
  if (missing <= 0) return;
  const signIn = await request.post('/api/admin/auth/sign-in', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { csrfToken } = await (await request.get('/api/admin/session')).json();
  for (let index = 0; index < missing; index += 1) {
    const key = `archive-${project}-${Date.now().toString(36)}-${index}`;
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        {
          slug: `${key}-${lang}`,
          title: `Archive ${project} ${index} (${lang})`,
          description: 'From the workshop’s archive: an old note on tyre pressure.',
          body: 'Check the tyre pressure every week: a soft tyre wears fast and slows the bike.',
        },
      ]),
    );
    const created = await request.post('/api/admin/articles?lang=en', {
      headers: { 'x-csrf-token': csrfToken },
      data: { key, category: 'guides', status: 'published', publishedAt: '2019-03-01T09:00:00.000Z', text: texts },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

function articleLinks(page: Page) {
  return page.getByRole('main').locator('.article-grid > li');
}

async function search(page: Page, lang: Lang, words: string) {
  await page.getByRole('searchbox', { name: text(lang, 'blog.searchLabel') }).fill(words);
  await page
    .getByRole('main')
    .getByRole('button', { name: text(lang, 'blog.searchSubmit') })
    .click();
}

for (const lang of LANGUAGES) {
  test(`a reader searches the blog, shows more, opens an article and shares it, in ${lang}`, async ({
    page,
    request,
  }) => {
    await enoughArticlesForTwoPages(request, test.info().project.name);
    const { total } = await (await request.get(`/api/articles?lang=${lang}&limit=1`)).json();

    await gotoInteractive(page, `/${lang}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'blog.title'));
    await expectAccessible(page);
    await expect(articleLinks(page)).toHaveCount(BLOG_PAGE_SIZE);

    // Show more appends the next page to the list; the first articles stay where they were.
    const first = await articleLinks(page).first().textContent();
    // A link to the next page, which the page's script turns into an append.
    const showMore = ['blog.showMore_one', 'blog.showMore_other'].map((key) =>
      text(lang, key).replace('{{count}}', '\\d+'),
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^(${showMore.join('|')})$`) })
      .click();
    // (Journeys running beside this one may add their own archive articles meanwhile: more, never fewer.)
    await expect.poll(() => articleLinks(page).count()).toBeGreaterThanOrEqual(Math.min(total, 2 * BLOG_PAGE_SIZE));
    await expect(articleLinks(page).first()).toHaveText(first ?? '');

    // A search in the page's language, stemmed, with the words found marked in the excerpts.
    await search(page, lang, STEMMED_SEARCH[lang]);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(articleLinks(page).first()).toBeVisible();
    await expect(page.getByRole('main').locator('.article-card__excerpt mark').first()).toBeVisible();

    // Words no article has: "no results found" (spec §8), the search kept in its field.
    await search(page, lang, 'zzyzxquark');
    await expect(page.getByRole('main').getByText(NO_RESULTS[lang])).toBeVisible();
    await expect(page.getByRole('searchbox', { name: text(lang, 'blog.searchLabel') })).toHaveValue('zzyzxquark');

    // An empty search is the whole blog again; into its first article.
    await search(page, lang, '');
    await expect(articleLinks(page)).toHaveCount(BLOG_PAGE_SIZE);
    const card = articleLinks(page).first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible(page);

    // Share: plain links carrying the article's address, no third-party script on the page.
    // The address shared is the canonical one (the shop's public origin), with this page's path.
    const address = await page.getByLabel(text(lang, 'blog.share.copyLabel')).inputValue();
    expect(new URL(address).pathname).toBe(new URL(page.url()).pathname);
    const share = page.getByRole('list', { name: text(lang, 'blog.share.linksLabel') });
    for (const network of ['WhatsApp', 'LinkedIn', 'X', 'Facebook', text(lang, 'blog.share.email')]) {
      const href = await share.getByRole('link', { name: network, exact: true }).getAttribute('href');
      expect(decodeURIComponent(href ?? ''), network).toContain(address);
    }
    const scriptHosts = await page.$$eval('script[src]', (scripts) =>
      scripts.map((script) => new URL((script as HTMLScriptElement).src).host),
    );
    expect(scriptHosts.filter((host) => host !== new URL(page.url()).host)).toEqual([]);
  });
}
