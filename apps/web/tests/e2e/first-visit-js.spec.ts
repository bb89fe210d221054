import { expect, test } from '@playwright/test';
import { createConfirmedUser, uniqueEmail } from './support/accounts';
import { FIRST_VISIT_JS_BUDGET_KB, recordScripts } from './support/first-visit-js';
import { addToCart, signInFromHeader } from './support/navigation';

/**
 * The JavaScript of a first visit to each kind of public page, gzip-compressed (README "Performance"). Each
 * test runs in a new browser context: nothing comes from a cache. A size, not a time: it does not depend on
 * how busy the machine is.
 *
 * Pages still above the budget carry the ceiling they have reached, so that none of them grows while the
 * rest of the work to bring them under it is done (README "Performance" says what is left).
 */
const CEILING_KB: Record<string, number> = {
  '/en/product/cargo-beast': 120.7,
  '/en/order/xplorer-beast': 120.7,
  '/en/service-and-accessories/u-lock': 121.5,
  '/en/service-and-accessories/first-service': 121.5,
  // The same page as the service's item page above (decision 0008), at the spec's address.
  '/en/my-beast/service/first-service': 121.5,
  '/en/refurbished/refurbished-child-seat': 121.5,
  // The test-ride form: the contact form's fields plus its ride choices (its slots' calls load with a choice), and
  // the account's person fields, in a chunk apart from the form hook's. +0.1 kB (locale layout) when the special
  // offers' and the companies' pages joined the locale routes.
  '/en/test-drive': 121.6,
  '/en/cart': 128.8,
  // The checkout and the account: +0.2 kB when a form's error, message and button became a chunk apart from the
  // fields (ui/form-parts.tsx), which keeps the rentals page's first step, checked by the server, under 120 kB.
  // +0.2 kB: the checkout sends the total it showed and asks for a new quote when the server answers that a price
  // changed (an offer that ended between the page and the payment).
  '/en/checkout/product/order': 178.7,
  '/en/account': 172.2,
};

function limitOf(path: string): number {
  return CEILING_KB[path] ?? FIRST_VISIT_JS_BUDGET_KB;
}

const GUEST_FIRST_PAGES = [
  '/en',
  '/en/product/cargo-beast',
  '/en/order/xplorer-beast',
  '/en/service-and-accessories',
  '/en/service-and-accessories/u-lock',
  '/en/service-and-accessories/first-service',
  '/en/refurbished',
  '/en/refurbished/refurbished-child-seat',
  '/en/faq',
  '/en/experience-center',
  // Visitors' requests: a public form that validates as the visitor types (its schema loads when used).
  '/en/contact-us',
  '/en/test-drive',
  '/en/rentals',
  '/en/quotation',
  '/en/b2b-offer',
  // The special offers: the list, and an offer's page with its add-to-cart button (the demo's fourth offer).
  '/en/special-offers',
  '/en/special-offers/4/city-helmet',
  // The information pages share one module; the financing page adds the instalment calculator to it.
  '/en/leasing-and-financing',
  '/en/subscription',
  '/en/my-beast/service/first-service',
  '/en/login',
  '/en/register',
  '/en/blog',
  '/en/blog/thirteen-places-to-try-a-beast',
  // A partner company's page; its membership form works in the browser with the session.
  '/en/acme',
];

for (const path of GUEST_FIRST_PAGES) {
  test(`a first visit to ${path} downloads less JavaScript than its limit`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    const { kb, report } = await scripts.measure();
    expect(kb, report).toBeGreaterThan(50);
    expect(kb, report).toBeLessThan(limitOf(path));
  });
}

test('a guest with a bike in the cart: the cart and the checkout as first pages stay within their limits', async ({
  browser,
  page,
}) => {
  await page.goto('/en/product/cargo-beast');
  await addToCart(page, 'en', 'Cargo Beast');
  const withCart = await page.context().storageState();

  for (const path of ['/en/cart', '/en/checkout/product/order']) {
    const context = await browser.newContext({ storageState: withCart });
    const returning = await context.newPage();
    const scripts = recordScripts(returning);
    await returning.goto(path); // first page: a new browser context holding the cart (reopened link, reload)
    await expect(returning.getByRole('main')).toContainText('Cargo Beast');
    const { kb, report } = await scripts.measure();
    await context.close();
    expect(kb, report).toBeLessThan(limitOf(path));
  }
});

test('a signed-in customer opening the account as the first page stays within its limit', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('first-visit-js');
  await createConfirmedUser(request, 'en', email);
  await page.goto('/en');
  await signInFromHeader(page, 'en', email);
  const signedIn = await page.context().storageState();

  const context = await browser.newContext({ storageState: signedIn });
  const returning = await context.newPage();
  const scripts = recordScripts(returning);
  await returning.goto('/en/account'); // first page: a new browser context holding the session
  await expect(returning.getByRole('heading', { level: 1 })).toBeVisible();
  const { kb, report } = await scripts.measure();
  await context.close();
  expect(kb, report).toBeLessThan(limitOf('/en/account'));
});
