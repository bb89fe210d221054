import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';
import { placeUnpaidOrder } from './support/orders';

/**
 * The order page's delivery change (spec §9): an admin moves a customer's pick-up to another slot with a place
 * left, chosen among those the page offers; the order holds the new place and gives the old one back.
 */

/** Centres no other journey books at: one per project. */
const OWN_CENTRES = ['bern', 'solothurn'] as const;

interface Slot {
  id: string;
  remaining: number;
  capacity: number;
}

async function slotsOf(request: APIRequestContext, centreId: number, date: string): Promise<Slot[]> {
  const answer = await request.get(`/api/delivery-time-slots?pickUpCenterId=${centreId}&date=${date}&lang=en`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { slots: Slot[] }).slots;
}

test('an admin moves an order’s pick-up to another slot with a place left', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const run = testInfo.config.projects.findIndex((project) => project.name === testInfo.project.name);
  const centres = (await (await request.get('/api/pick-up-center?lang=en')).json()) as { id: number; slug: string }[];
  const centre = centres.find((candidate) => candidate.slug === OWN_CENTRES[run % OWN_CENTRES.length])!;
  // The first coming day with a free slot: the order is booked in its first free slot.
  let booked: { date: string; slot: Slot } | undefined;
  for (let offset = 2; offset <= 21 && !booked; offset += 1) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const free = (await slotsOf(request, centre.id, date)).find((slot) => slot.remaining > 0);
    if (free) booked = { date, slot: free };
  }
  expect(booked, 'a free pick-up slot in the next three weeks').toBeDefined();
  const { date, slot } = booked!;
  const order = await placeUnpaidOrder(request, {
    method: 'pickup',
    pickUpCenterId: centre.id,
    date,
    timeSlot: slot.id,
  });
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.orders') })
    .click();
  await main.getByLabel(t('admin.orders.search'), { exact: true }).fill(order.number);
  await main.getByRole('button', { name: t('admin.orders.apply') }).click();
  await main.getByRole('listitem').filter({ hasText: order.number }).getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);

  const change = main.getByRole('region', { name: t('admin.order.deliveryChange.changePickUp') });
  const choice = change.getByLabel(t('admin.order.deliveryChange.newSlot'), { exact: true });
  // The order's own slot is not offered; the first one offered is taken.
  const offered = await choice
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' })),
    );
  expect(offered.map((option) => option.value)).not.toContain(`${date} ${slot.id}`);
  const target = offered[0]!;
  const [targetDate, targetSlot] = target.value.split(' ') as [string, string];
  const before = (await slotsOf(request, centre.id, targetDate)).find((candidate) => candidate.id === targetSlot)!;
  await expectAccessible(page);

  await choice.selectOption(target.value);
  await change.getByRole('button', { name: t('admin.order.deliveryChange.movePickUp') }).click();
  await expect(main.getByText(t('admin.order.deliveryChange.done'))).toBeVisible();
  const delivery = main.getByRole('region', { name: t('admin.order.delivery') });
  await expect(delivery).toContainText(`${targetDate}, ${targetSlot}`);
  await expectAccessible(page);

  // The new slot holds the order's place, the old one has it back.
  const after = (await slotsOf(request, centre.id, targetDate)).find((candidate) => candidate.id === targetSlot)!;
  expect(after.remaining).toBe(before.remaining - 1);
  const old = (await slotsOf(request, centre.id, date)).find((candidate) => candidate.id === slot.id)!;
  expect(old.remaining).toBe(slot.remaining);
});
