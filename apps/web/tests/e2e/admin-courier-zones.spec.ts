import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { gotoInteractive } from './support/navigation';
import { placeUnpaidOrder } from './support/orders';

/**
 * The Courier zones screen (spec §9): an admin opens a zone by clicking and cannot give a window fewer places
 * than a coming day has booked in it; the refusal sits next to that window's places, with the number typed.
 */

/** Zones no other journey delivers to, one per project, with a ZIP code and a town of each. */
const OWN_ZONES = [
  { name: 'Jura and Biel', zipCode: '2502', city: 'Biel' },
  { name: 'Basel and Solothurn', zipCode: '4051', city: 'Basel' },
] as const;

/** A coming day and window of the ZIP code with every place free. */
async function freeWindow(request: APIRequestContext, zipCode: string) {
  for (let offset = 2; offset <= 21; offset += 1) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await request.get(`/api/delivery-time-slots?zipcode=${zipCode}&date=${date}&lang=en`);
    expect(answer.ok(), await answer.text()).toBe(true);
    const { slots } = (await answer.json()) as { slots: { id: string; remaining: number; capacity: number }[] };
    const free = slots.find((slot) => slot.capacity >= 2 && slot.remaining === slot.capacity);
    if (free) return { date, window: free };
  }
  throw new Error(`no free courier window for ${zipCode} in the next three weeks`);
}

test('an admin cannot give a courier window fewer places than a coming day has booked', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = testInfo.config.projects.findIndex((project) => project.name === testInfo.project.name);
  const zone = OWN_ZONES[run % OWN_ZONES.length]!;
  const { date, window } = await freeWindow(request, zone.zipCode);
  const address = { city: zone.city, zipCode: zone.zipCode, address: 'Bahnhofstrasse 1' };
  const delivery = { method: 'courier', date, timeWindow: window.id } as const;
  await placeUnpaidOrder(request, delivery, address);
  await placeUnpaidOrder(request, delivery, address);
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.courierZones') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.courierZones.title'));
  await expectAccessible(page);

  await main.getByRole('link', { name: zone.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zone.name);
  await expectAccessible(page);

  const booked = main.getByRole('group', { name: new RegExp(`^Window \\d+: ${window.id}$`) });
  const places = booked.getByLabel(t('admin.courierZones.capacity'), { exact: true });
  await places.fill('1');
  await main.getByRole('button', { name: t('admin.courierZones.save') }).click();
  await expect(booked.getByText(/^At least 2: that many places are booked on /)).toBeVisible();
  await expect(places).toHaveValue('1');
  await expect(places).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // The shop still offers the window's other places.
  const answer = await request.get(`/api/delivery-time-slots?zipcode=${zone.zipCode}&date=${date}&lang=en`);
  const slots = ((await answer.json()) as { slots: { id: string; remaining: number; capacity: number }[] }).slots;
  expect(slots.find((slot) => slot.id === window.id)).toMatchObject({ capacity: window.capacity });
});
