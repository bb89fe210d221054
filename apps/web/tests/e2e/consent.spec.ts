import { expect, type Page, test } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../app/lib/consent/consent-store';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { gotoInteractive } from './support/navigation';

/**
 * The consent banner (spec §1 third parties; none configured in demo mode): refusing is as easy as accepting,
 * the choice is kept in the browser and changed from the footer, page views still reach the data layer, and no
 * request ever leaves the shop's own origin. Which tags load for which choice is the tag loader's unit test.
 */

function banner(page: Page, lang: Lang) {
  return page.getByRole('region', { name: text(lang, 'consent.title') });
}

function keptConsent(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);
}

function consentEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'consent',
    ),
  );
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a visitor refuses, then accepts analytics from the footer (${lang})`, async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await gotoInteractive(page, `/${lang}`);

    // First visit: the banner is open above the page, which stays readable, and is accessible.
    const region = banner(page, lang);
    await expect(region).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const accept = region.getByRole('button', { name: text(lang, 'consent.acceptAll') });
    const refuse = region.getByRole('button', { name: text(lang, 'consent.refuseAll') });
    const choose = region.getByRole('button', { name: text(lang, 'consent.choose') });
    const sizes = await Promise.all([accept, refuse, choose].map((button) => button.boundingBox()));
    expect(new Set(sizes.map((box) => Math.round(box?.height ?? 0))).size).toBe(1);
    await expectAccessible(page);

    await refuse.click();
    await expect(region).toBeHidden();
    expect(await keptConsent(page)).toMatchObject({ version: 1, analytics: false, marketing: false });
    await expect.poll(() => consentEvents(page)).toEqual([{ event: 'consent', analytics: false, marketing: false }]);

    // The choice holds on the next page: no banner, and page views still go to the data layer.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(lang, 'nav.refurbished'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/refurbished$`));
    await expect(region).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(region).toBeHidden();

    // Changed from the footer: the banner opens again with the choices as they are.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: text(lang, 'consent.settings') })
      .click();
    await expect(region).toBeVisible();
    await expect(region).toBeFocused();
    const analytics = region.getByRole('checkbox', { name: new RegExp(text(lang, 'consent.analytics')) });
    const marketing = region.getByRole('checkbox', { name: new RegExp(text(lang, 'consent.marketing')) });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(region.getByRole('checkbox', { name: new RegExp(text(lang, 'consent.necessary')) })).toBeDisabled();
    await expectAccessible(page);
    await analytics.check();
    await region.getByRole('button', { name: text(lang, 'consent.save') }).click();
    await expect(region).toBeHidden();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: text(lang, 'consent.settings') }),
    ).toBeFocused();
    await expect.poll(() => keptConsent(page)).toMatchObject({ analytics: true, marketing: false });
    await expect
      .poll(() => consentEvents(page))
      .toContainEqual({ event: 'consent', analytics: true, marketing: false });

    // Demo mode configures no tag: nothing third-party is added, nothing leaves the shop.
    expect(await page.locator('script[data-consent-tag]').count()).toBe(0);
    expect(elsewhere).toEqual([]);
  });
}

test('accepting everything is one click too, and the page is never covered on a phone', async ({ page }) => {
  await gotoInteractive(page, '/fr/product/cruisy-beast');
  const region = banner(page, 'fr');
  // In the page's flow above the header, never over the content.
  expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  await region.getByRole('button', { name: text('fr', 'consent.acceptAll') }).click();
  await expect(region).toBeHidden();
  await expect.poll(() => keptConsent(page)).toMatchObject({ analytics: true, marketing: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cruisy Beast');
});
