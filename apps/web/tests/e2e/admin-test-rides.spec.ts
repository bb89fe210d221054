import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The Test rides screen (issue: a day and week view per centre, check-in and no-show, demo fleets): a rider
 * booked on the storefront is on the centre's day with the places used; staff check them in from there and
 * set the centre's demo fleet from its Centres screen.
 */

interface Offer {
  centres: { id: number; name: string; models: string[]; days: string[] }[];
}

/** Books a Lausanne ride on a day of its own through the API, as the storefront's form does. */
async function bookRide(request: APIRequestContext, name: string) {
  const offer = (await (await request.get('/api/test-drive/centres?lang=en')).json()) as Offer;
  const centre = offer.centres.find((entry) => entry.name.includes('Lausanne'))!;
  const date = centre.days[12]!;
  const slots = (await (
    await request.get(`/api/test-drive-applications?date=${date}&testDriveCenter=${centre.id}&model=mighty-beast`)
  ).json()) as { slots: { id: string; remaining: number }[] };
  const slot = slots.slots.find((entry) => entry.remaining > 0)!;
  const { formToken } = await (await request.get('/api/forms/token')).json();
  const booked = await request.post('/api/test-drive-applications?lang=en', {
    data: {
      model: 'mighty-beast',
      testDriveCenter: centre.id,
      date,
      timeSlot: slot.id,
      firstName: name,
      lastName: 'Keller',
      email: uniqueEmail('admin-test-ride'),
      countryCode: '+41',
      phoneNumber: '791234567',
      dataProcessingConsent: true,
      formToken,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { centre, date, slot: slot.id };
}

test('staff find a booked rider on the centre’s day, check them in, and set the centre’s demo fleet', async ({
  page,
  request,
}) => {
  const name = `Lina${Date.now().toString(36).slice(-4)}`.replace(/\d/g, 'x');
  const ride = await bookRide(request, name);

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.testRides') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.testRides.title'));
  await expectAccessible(page);

  const main = page.getByRole('main');
  await main.getByLabel(t('admin.testRides.centre'), { exact: true }).selectOption(String(ride.centre.id));
  await main.getByLabel(t('admin.testRides.from'), { exact: true }).fill(ride.date);
  await main.getByRole('button', { name: t('admin.testRides.show') }).click();
  await expect(main.getByText(`${name} Keller · Mighty Beast`)).toBeVisible();
  await expect(main.getByText(/1 of 2 places taken, 1 left/).first()).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('button', { name: `Check in ${name} Keller` }).click();
  await expect(page.getByRole('status').filter({ hasText: t('admin.testRides.checkedIn') })).toBeVisible();
  await expect(main.getByRole('button', { name: `Check in ${name} Keller` })).toHaveCount(0);
  await expectAccessible(page);

  // The rider's request in the inbox says so too.
  await main.getByRole('link', { name: `${name} Keller · Mighty Beast` }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(t('inbox.status.checked-in'));
  await expectAccessible(page);
  await main.getByRole('link', { name: t('admin.inbox.record.test-ride') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.testRides.title'));

  // The centre's demo fleet, from the schedule's link.
  await main.getByRole('link', { name: t('admin.testRides.fleet') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.testRides.fleetTitle'));
  await expectAccessible(page);
  await main.getByLabel('Cruisy Beast', { exact: true }).fill('2');
  await main.getByRole('button', { name: t('admin.testRides.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('admin.testRides.saved') })).toBeVisible();
  await expect(main.getByLabel('Cruisy Beast', { exact: true })).toHaveValue('2');
  await expectAccessible(page);
});
