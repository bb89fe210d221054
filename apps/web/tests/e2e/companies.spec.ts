import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, lastMailId, logInWithPassword, nextMail, text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * A partner company's page (spec §2 /{locale}/{companyName}, §6): a visitor opens Acme's page, signs in through its
 * link and comes back, proves a work address at acme.ch with the emailed code and becomes a member; the flash offers
 * show no price to anyone else. Staff then find the member in the back office and revoke the membership.
 */
test('a customer becomes a member of Acme by a work address, and staff revoke the membership', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('acme-member');
  const workEmail = `${email.split('@')[0]}@acme.ch`;
  await createConfirmedUser(request, 'en', email);

  await gotoInteractive(page, '/en/acme');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme');
  await expect(page.getByRole('heading', { name: text('en', 'companies.advantages') })).toBeVisible();
  // The page is the same for everyone: no price of a flash offer is written into it.
  await expect(page.getByRole('main').getByText(/CHF\s*\d/)).toHaveCount(0);
  await expectAccessible(page);

  const membership = page.getByRole('complementary');
  await membership.getByRole('link', { name: text('en', 'companies.membership.signIn') }).click();
  await logInWithPassword(page, 'en', email);
  await expect(page).toHaveURL(/\/en\/acme$/);

  // An address at another domain is refused, and what was typed stays.
  const address = membership.getByLabel(text('en', 'companies.membership.workEmail'));
  await address.fill(email);
  await membership.getByRole('button', { name: text('en', 'companies.membership.sendCode') }).click();
  await expect(membership.getByRole('alert')).toContainText(
    'Enter your work address at one of this company’s domains.',
  );
  await expect(address).toHaveValue(email);

  const after = await lastMailId(request, workEmail);
  await address.fill(workEmail);
  await membership.getByRole('button', { name: text('en', 'companies.membership.sendCode') }).click();
  const { code } = await nextMail(request, workEmail, after);
  await membership.getByLabel(text('en', 'companies.membership.code')).fill(code);
  await membership.getByRole('button', { name: text('en', 'companies.membership.verify'), exact: true }).click();
  await expect(membership.getByRole('status')).toContainText('You are a member of Acme until');
  await expectAccessible(page);

  // Staff see the member and revoke the membership.
  const context = await browser.newContext();
  const staff = await context.newPage();
  await gotoInteractive(staff, '/admin'); // first page of the staff member
  await signInWithPassword(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(staff)
    .getByRole('link', { name: t('admin.nav.companies'), exact: true })
    .click();
  await staff.getByRole('link', { name: 'Members of Acme' }).click();
  const row = staff.getByRole('listitem').filter({ hasText: workEmail });
  await expect(row).toContainText('Member until');
  await expectAccessible(staff);
  await row.getByRole('button', { name: `Revoke the membership of ${workEmail}` }).click();
  await expect(staff.getByRole('status')).toContainText(t('admin.companies.revoked'));
  await expect(staff.getByRole('listitem').filter({ hasText: workEmail })).toContainText('Revoked on');
  await context.close();
});
