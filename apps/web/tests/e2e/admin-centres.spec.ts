import { type APIRequestContext, expect, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { expectAccessible } from './support/accessibility';
import { createConfirmedUser, PASSWORD, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { ownRun } from './support/delivery-places';
import { gotoInteractive } from './support/navigation';

/**
 * The Centres screen (spec §9): an admin opens a centre by clicking, closes a day (the checkout offers no
 * pick-up that day at once) and cannot lower the slots' places below what a coming slot has booked.
 */

/** Centres no other journey books at: one per project, so the two runs never share a slot. */
const OWN_CENTRES = ['fribourg', 'estavayer'] as const;

interface Centre {
  id: number;
  slug: string;
  name: string;
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function centreOf(request: APIRequestContext, slug: string): Promise<Centre> {
  const centres = (await (await request.get('/api/pick-up-center?lang=en')).json()) as Centre[];
  const centre = centres.find((candidate) => candidate.slug === slug);
  expect(centre, `the centre ${slug}`).toBeDefined();
  return centre!;
}

async function slotsOf(request: APIRequestContext, centre: Centre, date: string) {
  const answer = await request.get(`/api/delivery-time-slots?pickUpCenterId=${centre.id}&date=${date}&lang=en`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { slots: { id: string; remaining: number; capacity: number }[] }).slots;
}

/** The first coming slot of the centre with every place free, and the next open day after it. */
async function freeSlotAndOpenDay(request: APIRequestContext, centre: Centre) {
  for (let offset = 2; offset <= 20; offset += 1) {
    const date = isoDay(offset);
    const free = (await slotsOf(request, centre, date)).find((slot) => slot.remaining === slot.capacity);
    if (!free) continue;
    for (let later = offset + 1; later <= 21; later += 1) {
      if ((await slotsOf(request, centre, isoDay(later))).some((slot) => slot.remaining === slot.capacity)) {
        return { date, slot: free, openDay: isoDay(later) };
      }
    }
  }
  throw new Error(`no free pick-up slot at ${centre.slug} in the next three weeks`);
}

/** An unpaid order of a customer of the run's own, picked up in this slot (made through the API): it holds one place. */
async function bookPickUp(request: APIRequestContext, centre: Centre, date: string, timeSlot: string) {
  const email = uniqueEmail('pick-up');
  await createConfirmedUser(request, 'en', email);
  const login = await request.post('/api/auth/login?lang=en', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const added = await request.post('/api/carts/?lang=en', { headers, data: { productId: 13, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post('/api/orders?lang=en', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      type: 'accessory',
      contacts: {
        firstName: 'Lena',
        lastName: 'Keller',
        email,
        countryCode: '+41',
        phoneNumber: '791234567',
        country: 'CH',
        city: 'Fribourg',
        zipCode: '1700',
        address: 'Rue de Lausanne 1',
        registerUser: false,
        deliveryTypeId: 'pickup',
        odooInstanceId: '1',
        withShipping: false,
      },
      delivery: { method: 'pickup', pickUpCenterId: centre.id, date, timeSlot },
      paymentPlanMonths: null,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

test('an admin closes a day of a centre and cannot lower its places below the bookings', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { run } = ownRun(['centres'], 'centres');
  const centre = await centreOf(request, OWN_CENTRES[run % OWN_CENTRES.length]!);
  const { date, slot, openDay } = await freeSlotAndOpenDay(request, centre);
  await bookPickUp(request, centre, date, slot.id);
  await bookPickUp(request, centre, date, slot.id);
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin');
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.home.title'));
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.centres') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.centres.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page);

  await main.getByRole('link', { name: centre.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(centre.name);
  await expect(main.getByText(/^Busiest coming slot: 2 booked/)).toBeVisible();
  await expectAccessible(page);

  // A closed day: the checkout offers no pick-up slot that day any more.
  const closed = main.getByRole('region', { name: t('admin.centres.closedTitle') });
  await closed.getByLabel(t('admin.centres.date'), { exact: true }).fill(openDay);
  await closed.getByLabel(t('admin.centres.reasonEn'), { exact: true }).fill('Inventory');
  // A reason in one language only: the others are asked for, and what was typed stays.
  await closed.getByRole('button', { name: t('admin.centres.addClosed') }).click();
  await expect(closed.getByText('Please enter this text.').first()).toBeVisible();
  await expect(closed.getByLabel(t('admin.centres.reasonEn'), { exact: true })).toHaveValue('Inventory');
  await expectAccessible(page);
  await closed.getByLabel(t('admin.centres.reasonFr'), { exact: true }).fill('Inventaire');
  await closed.getByLabel(t('admin.centres.reasonDe'), { exact: true }).fill('Inventur');
  await closed.getByRole('button', { name: t('admin.centres.addClosed') }).click();
  await expect(closed.getByText('Inventory', { exact: true })).toBeVisible();
  expect(await slotsOf(request, centre, openDay)).toEqual([]);
  await expectAccessible(page);

  // Fewer places than the busiest coming slot holds: refused, naming it, and the number typed stays.
  const slots = main.getByRole('region', { name: t('admin.centres.slotsTitle') });
  const capacity = slots.getByLabel(t('admin.centres.capacityLabel'), { exact: true });
  await capacity.fill('1');
  await slots.getByRole('button', { name: t('admin.centres.save') }).click();
  await expect(slots.getByRole('alert').first()).toContainText(
    domainMessages['errors.CAPACITY_BELOW_BOOKED'].replace('{{booked}}', '2').split(' on ')[0]!,
  );
  await expect(capacity).toHaveValue('1');
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await capacity.fill('2');
  await slots.getByRole('button', { name: t('admin.centres.save') }).click();
  await expect(main.getByText(t('admin.centres.saved'))).toBeVisible();

  // The day opens again, as the shop had it.
  await closed.getByRole('button', { name: /^Open .* again$/ }).click();
  await expect(closed.getByText(t('admin.centres.closedEmpty'))).toBeVisible();
  expect((await slotsOf(request, centre, openDay)).length).toBeGreaterThan(0);
});
