import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { projectToMap } from '../../app/features/centres/swiss-projection';
import { expectAccessible } from './support/accessibility';
import { text } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { ownRun } from './support/delivery-places';
import { gotoInteractive } from './support/navigation';
import { placeUnpaidOrder } from './support/orders';

/**
 * The Centres screen (spec §9): an admin opens a centre by clicking, closes a day (the checkout offers no
 * pick-up that day at once), cannot lower the slots' places below what a coming slot has booked, and places
 * a centre on the centres page's map with its description (decision 18).
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

test('an admin closes a day of a centre and cannot lower its places below the bookings', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { run } = ownRun(['centres'], 'centres');
  const centre = await centreOf(request, OWN_CENTRES[run % OWN_CENTRES.length]!);
  const { date, slot, openDay } = await freeSlotAndOpenDay(request, centre);
  const delivery = { method: 'pickup', pickUpCenterId: centre.id, date, timeSlot: slot.id } as const;
  await placeUnpaidOrder(request, delivery);
  await placeUnpaidOrder(request, delivery);
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin'); // first page
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

/** Signs the demo admin in on the sign-in page shown, opens the centre from the Centres screen, and gives its details form. */
async function openCentreDetails(page: Page, centre: Centre): Promise<Locator> {
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.centres') })
    .click();
  const main = page.getByRole('main');
  await main.getByRole('link', { name: centre.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(centre.name);
  return main.getByRole('region', { name: t('admin.centres.detailsTitle') });
}

/** Centres no other journey books at or edits: one per project. */
const EDITED_CENTRES = ['basel', 'biel'] as const;

/** The next Monday at least two days away (today is never a pick-up day). */
function comingMonday(): string {
  for (let offset = 2; ; offset += 1) {
    const day = isoDay(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 1) return day;
  }
}

test('an admin changes a centre’s opening hours, and the shop’s centres and pick-up slots follow', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = testInfo.config.projects.findIndex((project) => project.name === testInfo.project.name);
  const centre = await centreOf(request, EDITED_CENTRES[run % EDITED_CENTRES.length]!);
  const monday = comingMonday();
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin'); // first page
  const details = await openCentreDetails(page, centre);
  const mondayHours = details.getByLabel('Monday', { exact: true });
  const before = await mondayHours.inputValue();
  await expectAccessible(page);

  // A time that is none: refused next to the weekday, with what was typed kept.
  await mondayHours.fill('10:00-25:00');
  await details.getByRole('button', { name: t('admin.centres.saveDetails') }).click();
  await expect(mondayHours).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByText(domainMessages['validation.time.format'])).toBeVisible();
  await expect(mondayHours).toHaveValue('10:00-25:00');
  await expectAccessible(page);

  await mondayHours.fill('10:00 - 12:00');
  await details.getByRole('button', { name: t('admin.centres.saveDetails') }).click();
  await expect(main.getByText(t('admin.centres.saved'))).toBeVisible();
  await expect(mondayHours).toHaveValue('10:00-12:00');
  await expectAccessible(page);

  const shown = (await (await request.get('/api/pick-up-center?lang=en')).json()) as {
    slug: string;
    workHours: { weekday: number; opens: string; closes: string }[];
  }[];
  expect(
    shown.find((candidate) => candidate.slug === centre.slug)?.workHours.filter((hours) => hours.weekday === 1),
  ).toEqual([{ weekday: 1, opens: '10:00', closes: '12:00' }]);
  expect((await slotsOf(request, centre, monday)).map((slot) => slot.id)).toEqual(['10:00-11:00', '11:00-12:00']);

  // The hours as they were, for the next run.
  await mondayHours.fill(before);
  await details.getByRole('button', { name: t('admin.centres.saveDetails') }).click();
  await expect(main.getByText(t('admin.centres.saved'))).toBeVisible();
});

/** Centres no other journey edits or books at: one per project. */
const PLACED_CENTRES = ['vernier', 'meyrin'] as const;

test('an admin moves a centre on the map and rewrites its description, and the centres page shows it at once', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = testInfo.config.projects.findIndex((project) => project.name === testInfo.project.name);
  const slug = PLACED_CENTRES[run % PLACED_CENTRES.length]!;
  const centre = await centreOf(page.request, slug);
  const main = page.getByRole('main');

  await gotoInteractive(page, '/admin'); // first page
  const details = await openCentreDetails(page, centre);
  const latitude = details.getByLabel(t('admin.centres.latitude'), { exact: true });
  const longitude = details.getByLabel(t('admin.centres.longitude'), { exact: true });
  const description = details
    .getByRole('group', { name: new RegExp(`^${t('admin.catalogue.column.en')}`) })
    .getByLabel(t('admin.centres.description'), { exact: true });
  const before = {
    latitude: await latitude.inputValue(),
    longitude: await longitude.inputValue(),
    description: await description.inputValue(),
  };
  await expectAccessible(page);

  // A point outside Switzerland: refused next to the field, with what was typed kept.
  await latitude.fill('45.46');
  await description.fill('Moved for the test.');
  await details.getByRole('button', { name: t('admin.centres.saveDetails') }).click();
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByText(domainMessages['validation.position.switzerland'])).toBeVisible();
  await expect(latitude).toHaveValue('45.46');
  await expect(description).toHaveValue('Moved for the test.');
  await expectAccessible(page);

  // Nyon, between Geneva and Lausanne, typed with a decimal comma as many keyboards give it.
  const moved = { latitude: 46.38, longitude: 6.24, description: `Our place by the lake (${testInfo.project.name}).` };
  await latitude.fill('46,38');
  await longitude.fill(String(moved.longitude));
  await description.fill(moved.description);
  await details.getByRole('button', { name: t('admin.centres.saveDetails') }).click();
  await expect(main.getByText(t('admin.centres.saved'))).toBeVisible();
  await expect(latitude).toHaveValue(String(moved.latitude));

  // The shop's centres page, in another tab: the new description and the marker at its new place.
  const shop = await context.newPage();
  await gotoInteractive(shop, '/en/experience-center'); // first page: the shop in a second tab
  const card = shop.getByRole('main').getByRole('article', { name: centre.name });
  await expect(card).toContainText(moved.description);
  const expected = projectToMap(moved);
  const marker = shop
    .getByRole('group', { name: text('en', 'centres.mapTitle') })
    .getByRole('link', { name: centre.name, exact: true })
    .locator('.map-marker__target');
  await expect(marker).toHaveAttribute('cx', String(expected.x));
  await expect(marker).toHaveAttribute('cy', String(expected.y));
  await expectAccessible(shop);
  await shop.close();

  // As it was, for the next run.
  await latitude.fill(before.latitude);
  await longitude.fill(before.longitude);
  await description.fill(before.description);
  await details.getByRole('button', { name: t('admin.centres.saveDetails') }).click();
  await expect(main.getByText(t('admin.centres.saved'))).toBeVisible();
});
