import { expect, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import type { OrderStatus } from '../../../../packages/domain/src/orders/order-status';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, uniqueEmail } from './support/accounts';
import {
  appCode,
  backOfficeNav,
  enrol,
  invitedMember,
  STAFF_PASSWORD,
  signInWithCode,
  signInWithPassword,
  t,
} from './support/admin';
import { gotoInteractive, openMyOrders, signInFromHeader } from './support/navigation';
import { paidOrder } from './support/orders';

const statusText = (status: OrderStatus) => domainMessages[`orders.status.${status}`];

test('an admin moves a paid order on towards dispatch, and the customer’s My orders shows the new status', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const customerEmail = uniqueEmail('admin-orders');
  await createConfirmedUser(request, 'en', customerEmail);
  const order = await paidOrder(request, customerEmail);
  const adminEmail = uniqueEmail('orders-admin');
  const enrolmentLink = await invitedMember(request, { email: adminEmail, name: 'Otto Orders', role: 'admin' });

  // The admin enrols, then signs in with the password and a code of the app.
  await gotoInteractive(page, enrolmentLink); // email link
  const { secret } = await enrol(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: t('admin.enrol.continue') })
    .click();
  await page.getByRole('button', { name: t('admin.account.signOut'), exact: true }).click();
  await signInWithPassword(page, adminEmail, STAFF_PASSWORD);
  await signInWithCode(page, appCode(secret, 30));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.home.title'));

  // Orders: the list finds the order by its number, with its status as a text.
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.orders') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.orders.title'));
  await expectAccessible(page);
  const main = page.getByRole('main');
  await main.getByLabel(t('admin.orders.search'), { exact: true }).fill(order.number);
  await main.getByRole('button', { name: t('admin.orders.apply') }).click();
  await expect(page).toHaveURL(new RegExp(`search=${order.number}`));
  const row = main.getByRole('listitem').filter({ hasText: order.number });
  await expect(row).toContainText(statusText('PAYMENT_SENT'));
  await row.getByRole('link', { name: order.number }).click();

  // The order page offers only the next statuses; the change is recorded with the admin's name.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  await expectAccessible(page);
  const next = main.getByLabel(t('admin.order.nextStatus'), { exact: true });
  await expect(next.locator('option')).toHaveText([statusText('ORDER_BEING_PROCESS'), statusText('CANCELED')]);
  await next.selectOption('ORDER_BEING_PROCESS');
  await main.getByRole('button', { name: t('admin.order.applyStatus') }).click();
  await expect(main.getByText(t('admin.order.statusChanged'))).toBeVisible();
  const history = main.getByRole('region', { name: t('admin.order.history') });
  await expect(history.getByRole('listitem').last()).toContainText('Otto Orders');
  // The customer is emailed about the change, as with every status change.
  const emails = main.getByRole('region', { name: t('admin.order.emails') }).getByRole('listitem');
  await expect(emails.last()).toContainText(statusText('ORDER_BEING_PROCESS'));
  await expectAccessible(page);

  // The customer, in a browser of their own, sees the new status in My orders.
  const customer = await browser.newPage();
  await gotoInteractive(customer, '/en'); // first page: the customer's own browser
  await signInFromHeader(customer, 'en', customerEmail);
  const orders = await openMyOrders(customer, 'en');
  await expect(orders.getByRole('article').filter({ hasText: order.number })).toContainText(
    statusText('ORDER_BEING_PROCESS'),
  );
  await customer.close();
});
