import { expect, test } from '@playwright/test';
import { fr as domainMessages } from '../../../../packages/domain/src/i18n/messages/fr';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, logInWithPassword, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The Customers screen: staff find a customer by their email, open their page and disable the account; the
 * customer, in a browser of their own, can no longer sign in and is told why in their language.
 */
test('an admin finds a customer and disables the account, and the customer can no longer sign in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('customers');
  await createConfirmedUser(request, 'fr', email);
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.home.title'));
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.customers') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.customers.title'));
  await expectAccessible(page);

  // The search finds the account by its address (any case); the list says how it stands.
  await main.getByLabel(t('admin.customers.search'), { exact: true }).fill(email.toUpperCase());
  await main.getByRole('button', { name: t('admin.customers.apply') }).click();
  await expect(
    main.getByRole('heading', { name: t('admin.customers.count_one').replace('{{count}}', '1') }),
  ).toBeVisible();
  const row = main.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(t('admin.customers.state.active'));
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Lena Keller' }).click();

  // The customer's page: profile, orders, vehicles and the emails sent (the confirmation code).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Keller');
  await expect(main.getByRole('region', { name: t('admin.customer.profile') })).toContainText(email);
  const emails = main.getByRole('region', { name: t('admin.customer.emails') }).getByRole('listitem');
  await expect(emails).toHaveCount(1);
  await expect(main.getByRole('region', { name: t('admin.customer.orders') })).toContainText(
    t('admin.customer.noOrders'),
  );
  await expectAccessible(page);

  // Disabling asks for a second look first.
  const account = main.getByRole('region', { name: t('admin.customer.actions') });
  const confirm = account.getByRole('button', { name: t('admin.customer.disableConfirm') });
  await expect(confirm).toBeHidden();
  await account.getByText(t('admin.customer.disable'), { exact: true }).click();
  await expect(account.getByText(t('admin.customer.disableText'))).toBeVisible();
  await expectAccessible(page);
  await confirm.click();
  await expect(main.getByText(t('admin.customer.disabled'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
    t('admin.customers.state.disabled'),
  );
  await expect(account.getByText(t('admin.customer.enable'), { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The customer, in a browser of their own and in French, is refused with the reason.
  const customer = await browser.newPage();
  await gotoInteractive(customer, '/fr'); // first page: the customer's own browser
  await customer
    .getByRole('banner')
    .getByRole('link', { name: text('fr', 'nav.login'), exact: true })
    .click();
  await expect(customer).toHaveURL(/\/fr\/login$/);
  await logInWithPassword(customer, 'fr', email);
  await expect(customer.getByRole('main').getByText(domainMessages['errors.ACCOUNT_DISABLED'])).toBeVisible({
    timeout: 15_000, // Argon2 on a busy machine
  });
  await expect(customer).toHaveURL(/\/fr\/login$/);
  await customer.close();
});
