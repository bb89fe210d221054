import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, labelled, logInWithPassword, PASSWORD, text } from './accounts';

/**
 * How browser journeys move (the rule, kept by navigation-rule.spec.ts):
 *
 * A journey opens one page by address, its first page (the home page for a purchase), and reaches every
 * further page by clicking what a customer clicks: a model or accessory card, the toast's Checkout, the
 * header's cart and account links, the steps' buttons, an order's pay action in My orders. The checkout
 * once shipped unreachable by clicking while tests that typed its address stayed green.
 *
 * So a test calls `page.goto` / `gotoInteractive` once; a further call must say why on its own line or
 * the line above, with one of these comments:
 *   // first page     a further journey of the same test starts here (another tab, another browser
 *                     context, or the test's next case)
 *   // email link     a link or code that reaches the customer by email
 *   // typed address  the address itself is what the test is about (a guard, a redirect, a language
 *                     prefix, a page's links), or where another site sends the visitor back (the card
 *                     processor's return to /paid)
 * Navigation is never hidden in a helper: outside a test body only this file calls `page.goto`; the
 * helpers below click. The check counts calls and reads these comments; which page comes first (the
 * home page for a purchase) and whether a comment tells the truth stay with the review.
 */

/**
 * Opens a page and waits until it is hydrated: the page view is recorded from an effect, so its
 * presence in `window.dataLayer` proves React took over. Clicks after this are client navigations.
 */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await recordPolicyViolations(page);
  await page.goto(url);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'page_view',
        ),
      ),
    )
    .toBe(true);
}

const recording = new WeakSet<Page>();

/**
 * Collects the page's Content-Security-Policy violations (a blocked script, style or eval), which the
 * browser reports without breaking the page; `expectAccessible` then asserts there were none.
 */
export async function recordPolicyViolations(page: Page): Promise<void> {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/** The CSP violations since the page was opened (empty when none were recorded or recording was off). */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/** Waits until the page shown is hydrated: its own page view is recorded from an effect. */
async function untilInteractive(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const here = `${location.pathname}${location.search}`;
        return ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'page_view' && entry.page_path === here,
        );
      }),
    )
    .toBe(true);
}

/**
 * A link of the header's main navigation. On a narrow screen every section is in the menu, on a wide one the
 * less central ones are under "More": the visible one of the two is opened first when the link is not in sight.
 */
export async function clickHeaderLink(page: Page, lang: Lang, key: string): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: text(lang, 'nav.label'), exact: true });
  const link = nav.getByRole('link', { name: text(lang, key), exact: true });
  // The menus are <details>; their <summary> has no role to find it by.
  if ((await link.count()) === 0) await nav.locator('summary').filter({ visible: true }).click();
  await link.click();
}

/** The card of a model or an item on a listing, found by its heading. */
export function cardOf(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
}

/** Opens a product's page from its card (the home page's line-up, an accessory listing). */
export async function openCard(page: Page, name: string): Promise<void> {
  await cardOf(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

/** Adds the product of its page to the cart; the product toast names it (spec §2). */
export async function addToCart(page: Page, lang: Lang, name: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: text(lang, 'cart.add'), exact: true })
    .first()
    .click();
  await expect(page.locator('.toast-region')).toContainText(name);
}

/** The header's cart link, whatever its count says. */
export async function openCart(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: labelled(lang, 'cart.link') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
}

/** A Checkout button: the product toast's (spec §2) or the cart page's; both lead to the first step. */
export async function clickCheckout(page: Page, lang: Lang, from: 'toast' | 'cart'): Promise<void> {
  const place = from === 'toast' ? page.locator('.toast-region') : page.getByRole('main');
  await place.getByRole('link', { name: text(lang, 'cart.checkout'), exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/product\/order$/);
}

/** Signs in with the header's "Log in" link; the login page then leads to the account. */
export async function signInFromHeader(page: Page, lang: Lang, email: string, password = PASSWORD): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: text(lang, 'nav.login'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
  // Clicked before hydration (just after a reload), the link loads the page as a new document; a sign-in
  // typed before React takes over that form is not sent.
  await untilInteractive(page);
  await logInWithPassword(page, lang, email, password);
  await expect(page).toHaveURL(new RegExp(`/${lang}/account$`), { timeout: 15_000 }); // Argon2 on a busy machine
}

/** The account's My orders section, reached with the header's account link and the account's own navigation. */
export async function openMyOrders(page: Page, lang: Lang): Promise<Locator> {
  if (!/\/account(#\w+)?$/.test(page.url())) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(lang, 'nav.account'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));
  }
  const title = text(lang, 'account.nav.orders');
  await page
    .getByRole('navigation', { name: text(lang, 'account.nav.label'), exact: true })
    .getByRole('link', { name: title, exact: true })
    .click();
  return page.getByRole('region', { name: title, exact: true });
}
