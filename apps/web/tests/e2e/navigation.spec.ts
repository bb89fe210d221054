import { expect, type Page, test } from '@playwright/test';
import { LEGAL_SECTIONS, SITE_SECTION_GROUPS, sectionHref } from '../../app/lib/layout/site-sections';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { clickHeaderLink, gotoInteractive } from './support/navigation';

/**
 * The header reaches every public section (spec §2): on a phone (390 px) in a menu that opens as a drawer, at
 * 1280 px the shop's sections in the bar and the others under "More". Both are <details>, opened here by
 * clicking and by the keyboard; the footer links every page. Sections whose pages come later still go home
 * (routes.spec.ts checks which), so links are followed only to pages the shop has.
 */

const SECTIONS = SITE_SECTION_GROUPS.flatMap((group) => group.sections);

function mainNavigation(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('navigation', { name: text(lang, 'nav.label'), exact: true });
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`the header's menu opens by clicking and lists every section, in groups (${lang})`, async ({ page }) => {
    await gotoInteractive(page, `/${lang}`);
    const nav = mainNavigation(page, lang);
    const toggle = nav.locator('summary').filter({ visible: true });
    await expect(toggle).toHaveCount(1);

    await toggle.click();
    for (const section of SECTIONS) {
      const link = nav.getByRole('link', { name: text(lang, `nav.${section.key}`), exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', sectionHref(lang, section));
    }
    for (const group of SITE_SECTION_GROUPS.slice(1)) {
      await expect(
        nav.getByText(text(lang, `nav.group.${group.key}`), { exact: true }).filter({ visible: true }),
      ).toBeVisible();
    }
    await expectAccessible(page);

    // A click elsewhere (here on the consent banner's title, above the header) closes it.
    await page
      .getByRole('region', { name: text(lang, 'consent.title') })
      .getByText(text(lang, 'consent.title'))
      .click();
    await expect(nav.getByRole('link', { name: text(lang, 'nav.blog'), exact: true })).toBeHidden();
  });

  test(`the header's links lead to the shop's pages, and the menu closes behind them (${lang})`, async ({ page }) => {
    await gotoInteractive(page, `/${lang}`);
    const nav = mainNavigation(page, lang);
    await clickHeaderLink(page, lang, 'nav.serviceAndAccessories');
    await expect(page).toHaveURL(new RegExp(`/${lang}/service-and-accessories$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.locator('details[open]')).toHaveCount(0);
    await clickHeaderLink(page, lang, 'nav.faq');
    await expect(page).toHaveURL(new RegExp(`/${lang}/faq$`));
    await expect(nav.getByRole('link', { name: text(lang, 'nav.faq'), exact: true })).toHaveCount(0);
    await clickHeaderLink(page, lang, 'nav.bikes');
    await expect(page).toHaveURL(new RegExp(`/${lang}#models$`));
    await expect(page.locator('#models')).toBeInViewport();
  });
}

test('the menu works from the keyboard: Enter opens it, Tab reaches its links, Escape closes it', async ({ page }) => {
  await gotoInteractive(page, '/en');
  const nav = mainNavigation(page, 'en');
  const toggle = nav.locator('summary').filter({ visible: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = nav.locator('details[open] .menu__panel');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`the footer links every section and legal page, and the centres with their hours (${lang})`, async ({
    page,
  }) => {
    await gotoInteractive(page, `/${lang}`);
    const footer = page.getByRole('contentinfo');
    for (const section of [...SECTIONS, ...LEGAL_SECTIONS]) {
      await expect(footer.getByRole('link', { name: text(lang, `nav.${section.key}`), exact: true })).toHaveAttribute(
        'href',
        sectionHref(lang, section),
      );
    }
    await expect(footer.getByRole('link', { name: text(lang, 'footer.centres') })).toHaveAttribute(
      'href',
      `/${lang}/experience-center`,
    );
    await expect(footer.getByRole('button', { name: text(lang, 'consent.settings') })).toBeVisible();
    await footer.getByRole('link', { name: text(lang, 'nav.refurbished'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/refurbished$`));
  });
}

test('the home page leads to the centres, services, financing, blog and FAQ', async ({ page }) => {
  await gotoInteractive(page, '/de');
  const explore = page.getByRole('region', { name: text('de', 'home.explore.title') });
  const keys = ['experienceCenter', 'services', 'subscription', 'financing', 'blog', 'faq'];
  await expect(explore.getByRole('link')).toHaveCount(keys.length);
  for (const key of keys) {
    const section = SECTIONS.find((candidate) => candidate.key === key);
    await expect(explore.getByRole('link', { name: new RegExp(`^${text('de', `nav.${key}`)}`) })).toHaveAttribute(
      'href',
      sectionHref('de', section!),
    );
  }
  await expectAccessible(page);
});
