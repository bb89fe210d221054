import { expect, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { expectAccessible } from './support/accessibility';
import { text, uniqueEmail } from './support/accounts';
import { backOfficeNav, enrol, invitedMember, t } from './support/admin';
import { gotoInteractive, openCard, openCart } from './support/navigation';

/**
 * The Coupons screen (spec §5 Coupon): a sales member creates a coupon for one kind of bike; a customer then
 * applies it in the cart. A refused form keeps what was typed, with the message next to its field.
 */

test('a sales member creates a coupon, and a customer applies it in the cart', async ({ page, request }) => {
  test.setTimeout(150_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}${test.info().project.name === 'mobile' ? 'M' : 'D'}`;
  const enrolmentLink = await invitedMember(request, {
    email: uniqueEmail('coupon-sales'),
    name: 'Sandra Sales',
    role: 'sales',
  });
  const main = page.getByRole('main');

  await gotoInteractive(page, enrolmentLink); // email link
  await enrol(page);
  await main.getByRole('link', { name: t('admin.enrol.continue') }).click();
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.coupons') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.coupons.title'));
  await expectAccessible(page);

  await main.getByRole('link', { name: t('admin.coupons.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.coupons.newTitle'));
  const form = main.getByRole('region', { name: t('admin.coupons.newTitle') });
  const discount = form.getByLabel(t('admin.coupons.value'), { exact: true });
  await discount.fill('10');
  await form.getByLabel(t('admin.coupons.perCustomerLimit'), { exact: true }).fill('1');
  await form.getByLabel(t('admin.coupons.types.mighty_beast'), { exact: true }).check();
  await expectAccessible(page);

  // Without a code: refused next to the code, and the rest stays as typed.
  await form.getByRole('button', { name: t('admin.coupons.create') }).click();
  const codeField = form.getByLabel(t('admin.coupons.code'), { exact: true });
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(domainMessages['validation.coupon.required'])).toBeVisible();
  await expect(discount).toHaveValue('10');
  await expect(form.getByLabel(t('admin.coupons.types.mighty_beast'), { exact: true })).toBeChecked();
  await expectAccessible(page);

  await codeField.fill(code);
  await form.getByRole('button', { name: t('admin.coupons.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);
  await expect(main.getByText(t('admin.coupons.done.created'))).toBeVisible();
  await expect(main.getByText(t('admin.coupons.redemptions.empty'))).toBeVisible();
  await expectAccessible(page);

  // The list finds it by its code, active.
  await main.getByRole('link', { name: t('admin.coupons.back') }).click();
  await main.getByLabel(t('admin.coupons.search'), { exact: true }).fill(code);
  await main.getByRole('button', { name: t('admin.coupons.apply') }).click();
  const row = main.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText(t('admin.coupons.state.active'));
  await expectAccessible(page);

  // A customer on the shop (the staff session is a cookie of the back office only) applies it to a Mighty Beast.
  await gotoInteractive(page, '/en'); // first page
  await openCard(page, 'Mighty Beast');
  await main.getByRole('button', { name: text('en', 'cart.add') }).click();
  await expect(page.locator('.toast-region')).toContainText('Mighty Beast');
  await openCart(page, 'en');
  const bike = main.getByRole('article', { name: 'Mighty Beast', exact: true });
  await bike.getByLabel(text('en', 'cart.coupon'), { exact: true }).fill(code);
  await expect(bike).toContainText(text('en', 'cart.couponApplied').replace('{{code}}', code));
  await expectAccessible(page);
});
