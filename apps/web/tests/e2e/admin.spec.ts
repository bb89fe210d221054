import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { text, uniqueEmail } from './support/accounts';
import {
  appCode,
  backOfficeNav,
  DEMO_ADMIN,
  enrol,
  invitedMember,
  STAFF_PASSWORD,
  signInWithCode,
  signInWithPassword,
  t,
} from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The back office (decision 15): staff sign in with a password and an authenticator app, see what their role
 * may use, and the public pages never download any of it.
 */

test('an invited admin enrols an authenticator app, signs in with its code and opens Staff and the Audit log', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const main = page.getByRole('main');
  const email = uniqueEmail('ada');

  // Signed out, the back office asks to sign in; the demo admin signs in with the password alone (demo mode).
  await gotoInteractive(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.signIn.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);
  await signInWithPassword(page, DEMO_ADMIN.email, 'Not-the-password-1');
  await expect(main.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(main.getByLabel(t('admin.signIn.email'), { exact: true })).toHaveValue(DEMO_ADMIN.email);
  await expectAccessible(page);
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.home.title'));
  await expect(main.getByText(t('admin.account.noSecondFactor'))).toBeVisible();
  await expectAccessible(page);

  // The Staff screen: an invitation, refused at first for a missing role, then its one-time enrolment link.
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.staff') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.staff.title'));
  await expectAccessible(page);
  const invite = main.getByRole('region', { name: t('admin.staff.inviteTitle') });
  await invite.getByLabel(t('admin.staff.email'), { exact: true }).fill(email);
  await invite.getByLabel(t('admin.staff.name'), { exact: true }).fill('Ada Admin');
  await invite.getByRole('button', { name: t('admin.staff.invite') }).click();
  const role = invite.getByLabel(t('admin.staff.role'), { exact: true });
  await expect(role).toHaveAttribute('aria-invalid', 'true');
  await expect(invite.getByText('Please choose a role.')).toBeVisible();
  await expect(invite.getByLabel(t('admin.staff.email'), { exact: true })).toHaveValue(email);
  await role.selectOption('admin');
  await invite.getByRole('button', { name: t('admin.staff.invite') }).click();
  const link = main.getByLabel(t('admin.staff.linkLabel'), { exact: true });
  await expect(link).toHaveValue(/\/admin\/enrol\?token=/);
  const enrolmentLink = await link.inputValue();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('admin.account.signOut'), exact: true }).click();
  await expect(main.getByText(t('admin.signIn.signedOut'))).toBeVisible();

  // The new admin opens the link: a password, the QR code and key shown once, the app's first code.
  // email link
  await page.goto(enrolmentLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.enrol.title'));
  await expectAccessible(page);
  const { secret, recoveryCodes } = await enrol(page);
  expect(recoveryCodes).toHaveLength(10);
  await expectAccessible(page);
  await main.getByRole('link', { name: t('admin.enrol.continue') }).click();
  await expect(page.getByText('Signed in as Ada Admin')).toBeVisible();
  await expect(main.getByText(t('admin.account.noSecondFactor'))).toHaveCount(0);

  // Signing in again takes the password and a new code of the app.
  await page.getByRole('button', { name: t('admin.account.signOut'), exact: true }).click();
  await signInWithPassword(page, email, STAFF_PASSWORD);
  await expectAccessible(page);
  await signInWithCode(page, appCode(secret, 30));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.home.title'));

  // Staff lists the new admin with the second factor on; the Audit log shows who invited them.
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.staff') })
    .click();
  const row = main.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(t('admin.staff.you'));
  await expect(row).toContainText(t('admin.staff.secondFactorOn'));
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.audit') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.audit.title'));
  await main.getByLabel(t('admin.audit.entityType'), { exact: true }).selectOption('staff');
  await main.getByRole('button', { name: t('admin.audit.apply') }).click();
  await expect(page).toHaveURL(/entityType=staff/);
  const entry = main.getByRole('listitem').filter({ hasText: email }).first();
  await expect(entry).toContainText(t('admin.audit.action.created'));
  await expect(entry).toContainText(DEMO_ADMIN.name);
  await entry.getByText(t('admin.audit.details')).click();
  await expect(entry.locator('pre')).toContainText('"role": "admin"');
  await expectAccessible(page);
});

test('a sales member sees no Staff screen, and its typed address answers the 403 page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const enrolmentLink = await invitedMember(request, {
    email: uniqueEmail('sam'),
    name: 'Sam Sales',
    role: 'sales',
  });
  // email link
  await gotoInteractive(page, enrolmentLink);
  await enrol(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('admin.enrol.continue') })
    .click();
  await expect(page.getByText('Signed in as Sam Sales')).toBeVisible();
  const nav = backOfficeNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    t('admin.nav.home'),
    t('admin.nav.orders'),
    t('admin.nav.inbox'),
    t('admin.nav.testRides'),
    t('admin.nav.newsletter'),
    t('admin.nav.contests'),
    t('admin.nav.customers'),
    t('admin.nav.centres'),
    t('admin.nav.courierZones'),
    t('admin.nav.coupons'),
  ]);
  await expectAccessible(page);

  // typed address
  const refused = await page.goto('/admin/staff');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.error.forbiddenTitle'));
  await expect(nav.getByRole('link', { name: t('admin.nav.staff') })).toHaveCount(0);
  await expectAccessible(page);
});

test('the back office switches its language and keeps it', async ({ page }) => {
  await gotoInteractive(page, '/admin/sign-in');
  await page
    .getByRole('form', { name: t('admin.language.label') })
    .getByRole('button', { name: /^FR/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'admin.signIn.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'admin.home.title'));
});

/** Every chunk and stylesheet only the back office's routes use, from the build's full route manifest. */
async function backOfficeOnlyAssets(page: Page, request: APIRequestContext) {
  const url = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
  );
  const source = await (await request.get(url)).text();
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
  };
  const assetsOf = (route: { module: string; imports?: string[]; css?: string[] }) => [
    route.module,
    ...(route.imports ?? []),
    ...(route.css ?? []),
  ];
  const admin = new Set<string>();
  const shared = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const [id, route] of Object.entries(manifest.routes)) {
    for (const asset of assetsOf(route)) (id.startsWith('routes/admin/') ? admin : shared).add(asset);
  }
  return [...admin].filter((asset) => !shared.has(asset));
}

for (const path of ['/en', '/fr/product/cargo-beast', '/de/login', '/en/service-and-accessories']) {
  test(`${path} downloads nothing of the back office`, async ({ page, request }) => {
    const downloaded = new Set<string>();
    page.on('response', (response) => downloaded.add(new URL(response.url()).pathname));
    // first page
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const adminOnly = await backOfficeOnlyAssets(page, request);
    expect(adminOnly.length).toBeGreaterThan(3);
    expect(adminOnly.filter((asset) => downloaded.has(asset))).toEqual([]);
    expect(await page.content()).not.toContain('admin.staff.title');
  });
}

test('the sitemap and robots.txt say nothing of the back office', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('/admin');
  const page = await request.get('/admin/sign-in');
  expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(page.headers()['cache-control']).toBe('private, no-store');
});
