import { expect, test } from '@playwright/test';
import { formatMoney, francsText } from '../../../../packages/domain/src/money/money';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';
import { paidOrder } from './support/orders';

/**
 * The dashboard and refunds: the overview counts the new paid order among those waiting, its link opens the
 * Orders list filtered on that status; the admin opens the order from the list, refunds part of it after a
 * confirmation step, and sees the refund listed with what is left; the customer is emailed.
 */
test('an admin follows a waiting order from the dashboard and refunds part of it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customerEmail = uniqueEmail('admin-refunds');
  await createConfirmedUser(request, 'en', customerEmail);
  const order = await paidOrder(request, customerEmail);
  const part = Math.floor(order.total.amount / 4);

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.home.title'));
  const main = page.getByRole('main');
  const waiting = main.getByRole('region', { name: t('admin.dashboard.waitingTitle') });
  const paidWaiting = waiting.getByRole('link', { name: new RegExp(t('admin.dashboard.waiting.PAYMENT_SENT')) });
  await expect(paidWaiting).toBeVisible();
  await expect(main.getByRole('img', { name: new RegExp(t('admin.dashboard.chartTitle')) })).toBeVisible();
  await main.getByText(t('admin.dashboard.chartTable')).click();
  await expect(main.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await paidWaiting.click();
  await expect(page).toHaveURL(/status=PAYMENT_SENT/);
  await expect(backOfficeNav(page).getByRole('link', { name: t('admin.nav.orders') })).toBeVisible();
  await main.getByLabel(t('admin.orders.search'), { exact: true }).fill(order.number);
  await main.getByRole('button', { name: t('admin.orders.apply') }).click();
  await main.getByRole('listitem').filter({ hasText: order.number }).getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);

  // The form offers what is left: the whole payment. Too much is refused next to the field, as typed.
  const amount = main.getByLabel(t('admin.refund.amount'), { exact: true });
  await expect(amount).toHaveValue(francsText(order.total.amount));
  await amount.fill(francsText(order.total.amount + 100));
  await main.getByLabel(t('admin.refund.reason')).fill('Scratched on delivery');
  await main.getByRole('button', { name: t('admin.refund.review') }).click();
  await main.getByRole('button', { name: /^Refund / }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue(francsText(order.total.amount + 100));
  await expectAccessible(page);

  // A quarter, checked, then confirmed.
  await amount.fill(francsText(part));
  await main.getByRole('button', { name: t('admin.refund.review') }).click();
  await expect(main.getByRole('heading', { name: t('admin.refund.confirmTitle') })).toBeVisible();
  await expect(main.getByText('Scratched on delivery')).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('button', { name: `Refund ${formatMoney(part, 'en')}` }).click();

  await expect(main.getByText(t('admin.refund.done'))).toBeVisible();
  const payments = main.getByRole('region', { name: t('admin.order.payments') });
  await expect(payments.getByRole('listitem').filter({ hasText: 'Scratched on delivery' })).toContainText(
    formatMoney(part, 'en'),
  );
  await expect(payments).toContainText(`${t('admin.refund.refunded')}: ${formatMoney(part, 'en')}`);
  // What is left is offered next.
  await expect(main.getByLabel(t('admin.refund.amount'), { exact: true })).toHaveValue(
    francsText(order.total.amount - part),
  );
  const emails = main.getByRole('region', { name: t('admin.order.emails') }).getByRole('listitem');
  await expect(emails.last()).toContainText(formatMoney(part, 'en'));
  await expectAccessible(page);
});
