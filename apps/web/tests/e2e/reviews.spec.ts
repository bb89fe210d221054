import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, lastMailId, nextMailLink, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * Reviews (spec §3, §4, §6, §8): a guest rates a product on its page in each language, is told the review
 * will be published soon, a member of staff publishes it in the back office, and the reviewer's emailed link
 * shows it on the page, with the average. Each device reviews products of its own, so that "no reviews yet"
 * is true on its first visit.
 */
const PRODUCTS: Record<'desktop' | 'mobile', Record<Lang, string>> = {
  desktop: {
    en: 'product/mighty-beast-25',
    fr: 'service-and-accessories/city-helmet',
    de: 'service-and-accessories/bike-cover',
  },
  mobile: {
    en: 'service-and-accessories/child-seat',
    fr: 'service-and-accessories/cargo-box-rain-tent',
    de: 'product/classy-beast-45',
  },
};

const MESSAGES = { en, fr, de } as const;

/** The domain's texts the reviews show (§8 notices, §5 message) in a language. */
function domainTexts(lang: Lang) {
  const messages = MESSAGES[lang];
  return {
    noReviews: messages['notices.noReviews'],
    pending: messages['notices.reviewPending'],
    rate: messages['validation.review.ratingRequired'],
  };
}

/** A staff member, signed in on the back office's first page, publishes the review from the Reviews screen. */
async function publishAsStaff(staff: Page, message: string) {
  await signInWithPassword(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(staff)
    .getByRole('link', { name: t('admin.nav.reviews') })
    .click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t('admin.reviews.title'));
  const row = staff.getByRole('listitem').filter({ hasText: message });
  await expect(row).toBeVisible();
  await expectAccessible(staff);
  await row.getByRole('button', { name: t('admin.reviews.publish') }).click();
  await expect(staff.getByRole('status')).toHaveText(t('admin.reviews.done.published').replace('{{name}}', 'Zoé'));
  await expect(staff.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a guest's review in ${lang} waits for moderation, then shows once staff publish it`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const device = testInfo.project.name === 'desktop' ? 'desktop' : 'mobile';
    const path = `/${lang}/${PRODUCTS[device][lang]}`;
    const texts = domainTexts(lang);
    const email = uniqueEmail(`review-${lang}`);
    const message = `Solid on the climbs ${Date.now().toString(36)} (${device})`;

    await gotoInteractive(page, path);
    const section = page.locator('#reviews');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(text(lang, 'reviews.title'));
    await expect(section).toContainText(texts.noReviews);
    await expectAccessible(page);

    // Sent without a rating: the form says what is missing, from the shared schema, before any call.
    const form = section.getByRole('form', { name: text(lang, 'reviews.write') });
    await form.getByRole('button', { name: text(lang, 'reviews.send') }).click();
    await expect(form.getByText(texts.rate)).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('radio', { name: text(lang, 'reviews.stars_other').replace('{{count}}', '4') }).check();
    await form.getByLabel(new RegExp(`^${text(lang, 'reviews.message')}`)).fill(message);
    await form.getByLabel(text(lang, 'reviews.firstName')).fill('Zoé');
    await form.getByLabel(text(lang, 'reviews.email')).fill(email);
    await expect(form.getByText(texts.rate)).toHaveCount(0);
    const after = await lastMailId(request, email);
    await form.getByRole('button', { name: text(lang, 'reviews.send') }).click();
    await expect(section.getByRole('status')).toHaveText(texts.pending);
    await expect(section).not.toContainText(message);
    await expectAccessible(page);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await gotoInteractive(staff, '/admin'); // first page of the staff member
    await publishAsStaff(staff, message);
    await staffContext.close();

    // The reviewer opens the emailed link later, from their mail (a browser without this page in its cache).
    const link = await nextMailLink(request, email, after, new RegExp(`^${path}$`));
    const mailReader = await browser.newContext();
    const reader = await mailReader.newPage();
    await gotoInteractive(reader, link); // email link
    const shown = reader.locator('#reviews');
    const review = shown.getByRole('listitem').filter({ hasText: message });
    await expect(review).toContainText('Zoé');
    await expect(
      review.getByRole('img', { name: text(lang, 'reviews.stars_other').replace('{{count}}', '4') }),
    ).toBeVisible();
    await expect(shown).not.toContainText(texts.noReviews);
    await expect(shown.locator('.reviews__count')).toHaveText(/\d/);
    // Only published reviews count in the product's structured data.
    const structured = await reader.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join('\n')).toMatch(
      /"aggregateRating":\{"@type":"AggregateRating","ratingValue":[\d.]+,"reviewCount":\d+/,
    );
    await expectAccessible(reader);
    await mailReader.close();
  });
}

test('without scripts a review is sent from the page, and a refused one keeps what was typed', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const device = testInfo.project.name === 'desktop' ? 'desktop' : 'mobile';
  await page.goto(`/en/${PRODUCTS[device].en}`);
  const form = page.locator('#reviews form');
  await form.getByLabel(text('en', 'reviews.firstName')).fill('Zoé');
  await form.getByLabel(text('en', 'reviews.email')).fill(uniqueEmail('review-no-js'));
  await form.getByRole('button', { name: text('en', 'reviews.send') }).click();
  const refused = page.locator('#reviews form');
  await expect(refused.getByText(domainTexts('en').rate)).toBeVisible();
  await expect(refused.getByLabel(text('en', 'reviews.firstName'))).toHaveValue('Zoé');
  await refused.getByRole('radio', { name: text('en', 'reviews.stars_other').replace('{{count}}', '5') }).check();
  await refused.getByRole('button', { name: text('en', 'reviews.send') }).click();
  await expect(page.locator('#reviews').getByRole('status')).toHaveText(domainTexts('en').pending);
  await context.close();
});
