import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickUpCenterClosedDays } from '../../db/schema/delivery';
import { inboxRequests } from '../../db/schema/inbox';
import { testRides } from '../../db/schema/test-rides';
import { translate } from '../../i18n/translate';
import { TEST_ACTOR } from '../../test/catalog';
import { centreIdOf, DAYS, swissClock } from '../../test/delivery';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eraseByEmail, exportByEmail } from '../admin-customers/personal-data';
import { sendTestRideReminders } from './test-ride-reminders';

/**
 * Test rides for visitors (spec §7 /test-drive, /test-drive/page, /test-drive-applications; issue: real slots,
 * demo fleets, the signed link, the reminder). Today is Friday 20 November 2026 in Switzerland; Geneva is open
 * Monday to Saturday, 9:00 to 18:00.
 */

const clock = swissClock(DAYS.friday, '12:00');
let harness: TestApp;
let geneva: number;
let lausanne: number;

async function formToken() {
  return (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken as string;
}

function application(overrides: Record<string, unknown> = {}) {
  return {
    model: 'mighty-beast',
    testDriveCenter: geneva,
    date: DAYS.monday,
    timeSlot: '10:00-11:00',
    firstName: 'Zoé',
    lastName: 'Favre',
    email: `zoe.${Math.random().toString(36).slice(2)}@example.ch`,
    countryCode: '+41',
    phoneNumber: '791234567',
    dataProcessingConsent: true,
    ...overrides,
  };
}

async function book(overrides: Record<string, unknown> = {}, lang = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: `/api/test-drive-applications?lang=${lang}`,
    payload: { ...application(overrides), formToken: await formToken(), website: '' },
  });
}

async function slots(centre: number, date: string, model?: string) {
  const query = new URLSearchParams({ date, testDriveCenter: String(centre), ...(model && { model }) });
  const response = await harness.app.inject({ method: 'GET', url: `/api/test-drive-applications?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().slots as { id: string; remaining: number; capacity: number }[];
}

const remainingOf = async (centre: number, date: string, slot: string, model?: string) =>
  (await slots(centre, date, model)).find((entry) => entry.id === slot)?.remaining;

/** The newest email to an address, with its calendar invitation decoded. */
async function mailTo(email: string, subject?: RegExp) {
  const mail = (await harness.outbox()).find(
    (entry) => entry.to === email && (!subject || subject.test(entry.subject)),
  );
  const attachment = mail?.attachments?.[0];
  return { mail, ics: attachment ? Buffer.from(attachment.content, 'base64').toString('utf8') : undefined };
}

function tokenOf(text: string): string {
  const match = /test-drive\/ride\?token=([^\s"&]+)/.exec(text);
  if (!match) throw new Error('no link to the ride in the email');
  return decodeURIComponent(match[1]!);
}

/** Sets a centre's test rides through the importer's use case (as content data does). */
async function setCentre(slug: string, slotCapacity: number, fleet: Record<string, number>) {
  await harness.app.writes.testRideCentres.importCentre(TEST_ACTOR, {
    centre: slug,
    slotMinutes: 60,
    slotCapacity,
    fleet: Object.entries(fleet).map(([model, bikes]) => ({ model, bikes })),
  });
}

beforeAll(async () => {
  harness = await createTestApp({ clock });
  geneva = await centreIdOf(harness.database.db, 'geneva');
  lausanne = await centreIdOf(harness.database.db, 'lausanne');
  await setCentre('geneva', 2, { 'mighty-beast': 2, 'classy-beast': 1, 'cargo-beast': 5 });
});
afterAll(() => harness.close());

describe('GET /test-drive and /test-drive/page (content)', () => {
  it('answers the points and the description in the request’s language', async () => {
    // Content is published when imported: read it on the real clock.
    const now = await createTestApp();
    try {
      for (const lang of ['en', 'fr', 'de']) {
        const points = (await now.app.inject({ method: 'GET', url: `/api/test-drive?lang=${lang}` })).json();
        expect(points.points.length).toBeGreaterThan(0);
        const page = (await now.app.inject({ method: 'GET', url: `/api/test-drive/page?lang=${lang}` })).json();
        expect(page).toMatchObject({ key: 'test-drive', locale: lang });
        expect(page.bodyHtml).toContain('<p>');
      }
      const fr = (await now.app.inject({ method: 'GET', url: '/api/test-drive?lang=fr' })).json();
      expect(fr.points[0].title).toMatch(/^Gratuit/);
    } finally {
      await now.close();
    }
  });
});

describe('GET /test-drive/centres', () => {
  it('lists the centres with demo bikes, their models and open days only', async () => {
    const offer = (await harness.app.inject({ method: 'GET', url: '/api/test-drive/centres?lang=de' })).json();
    const centre = offer.centres.find((entry: { id: number }) => entry.id === geneva);
    expect(centre.models).toEqual(expect.arrayContaining(['mighty-beast', 'classy-beast', 'cargo-beast']));
    expect(centre.days[0]).toBe(DAYS.saturday); // tomorrow; never today
    expect(centre.days).not.toContain(DAYS.sunday);
    expect(offer.models.find((model: { slug: string }) => model.slug === 'mighty-beast').name).toBeTruthy();
  });
});

describe('GET /test-drive-applications (slots of a day)', () => {
  it('cuts the opening hours into slots with their places', async () => {
    const monday = await slots(geneva, DAYS.monday);
    expect(monday[0]).toMatchObject({ id: '09:00-10:00', remaining: 2, capacity: 2 });
    expect(monday.at(-1)?.id).toBe('17:00-18:00');
  });

  it('has none on a closed weekday, a closed day, today or beyond the horizon', async () => {
    expect(await slots(geneva, DAYS.sunday)).toEqual([]);
    expect(await slots(geneva, DAYS.friday)).toEqual([]);
    expect(await slots(geneva, '2027-06-01')).toEqual([]);
    await harness.database.db.insert(pickUpCenterClosedDays).values({ pickUpCenterId: geneva, date: '2026-11-28' });
    expect(await slots(geneva, '2026-11-28')).toEqual([]);
  });

  it('counts a model’s places no higher than its free demo bikes', async () => {
    expect(await remainingOf(geneva, DAYS.monday, '09:00-10:00', 'classy-beast')).toBe(1);
    expect(await remainingOf(geneva, DAYS.monday, '09:00-10:00', 'xplorer-beast')).toBe(0);
  });

  it('refuses an unknown centre and an invalid day', async () => {
    const unknown = await harness.app.inject({
      method: 'GET',
      url: `/api/test-drive-applications?date=${DAYS.monday}&testDriveCenter=999999`,
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await harness.app.inject({
      method: 'GET',
      url: `/api/test-drive-applications?date=2026-02-30&testDriveCenter=${geneva}`,
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('POST /test-drive-applications', () => {
  it('books the ride, opens it in the inbox and emails the confirmation with a calendar invitation', async () => {
    const response = await book({ timeSlot: '11:00-12:00' }, 'fr');
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: 'booked',
      model: { slug: 'mighty-beast' },
      centre: { id: geneva },
      date: DAYS.monday,
      timeSlot: '11:00-12:00',
      changeable: true,
    });
    const [request] = await harness.database.db
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'test-ride'), eq(inboxRequests.refId, booking.id)));
    expect(request).toMatchObject({ status: 'booked', email: booking.email, locale: 'fr' });
    const { mail, ics } = await mailTo(booking.email);
    expect(mail?.subject).toBe('Votre essai du lundi, 23 novembre 2026');
    expect(mail?.attachments?.[0]).toMatchObject({ filename: `test-ride-${booking.id}.ics` });
    expect(mail?.attachments?.[0]?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Zurich\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20261123T110000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Zurich:20261123T120000\r\n');
    expect(ics).toMatch(new RegExp(`UID:test-ride-${booking.id}@[^\\r]+\\r\\n`));
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    expect(ics!.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(tokenOf(mail!.text)).toBeTruthy();
    expect(await remainingOf(geneva, DAYS.monday, '11:00-12:00')).toBe(1);
  });

  it.each([
    ['model', '', 'validation.testRide.modelRequired'],
    ['testDriveCenter', '', 'validation.testRide.centreRequired'],
    ['date', '', 'validation.delivery.dateRequired'],
    ['date', '2026-02-30', 'validation.delivery.dateRequired'],
    ['timeSlot', '', 'validation.time.required'],
    ['firstName', ' Zoé', 'validation.firstName.leadingSpace'],
    ['firstName', 'Zoé  Anne', 'validation.firstName.doubleSpace'],
    ['lastName', '', 'validation.lastName.required'],
    ['email', 'zoe@', 'validation.email.invalid'],
    ['countryCode', '', 'validation.dialCode.required'],
    ['phoneNumber', '79-123', 'validation.phoneNumber.digitsOnly'],
    ['phoneNumber', '', 'validation.phoneNumber.required'],
    ['dataProcessingConsent', false, 'validation.dataProcessingConsent.required'],
  ] as const)('answers an invalid %s (%j) with its §5 message', async (field, value, key) => {
    const response = await book({ [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields[field]).toBe(translate('en', key));
  });

  it('answers in the request’s language', async () => {
    const response = await book({ model: '', dataProcessingConsent: false }, 'de');
    expect(response.json().error.fields).toMatchObject({
      model: 'Bitte wählen Sie ein Modell.',
      dataProcessingConsent: 'Sie müssen der Verarbeitung Ihrer Daten zustimmen',
    });
  });

  it('refuses a closed day, today and a slot the day does not offer', async () => {
    const sunday = await book({ date: DAYS.sunday });
    expect(sunday.statusCode).toBe(422);
    expect(sunday.json().error).toMatchObject({ code: 'DAY_UNAVAILABLE', fields: { date: expect.any(String) } });
    expect((await book({ date: DAYS.friday })).json().error.code).toBe('DAY_UNAVAILABLE');
    const evening = await book({ timeSlot: '19:00-20:00' });
    expect(evening.statusCode).toBe(400);
    expect(evening.json().error.fields).toEqual({ timeSlot: 'Please select a time.' });
  });

  it('refuses a model the centre keeps no demo bike of', async () => {
    const response = await book({ model: 'xplorer-beast' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.model).toMatch(/no demo bike/);
  });

  it('offers a slot for a model only while its demo bike is free', async () => {
    expect((await book({ model: 'classy-beast', timeSlot: '14:00-15:00' })).statusCode).toBe(201);
    expect(await remainingOf(geneva, DAYS.monday, '14:00-15:00', 'classy-beast')).toBe(0);
    const second = await book({ model: 'classy-beast', timeSlot: '14:00-15:00' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'SLOT_TAKEN',
      fields: { timeSlot: expect.stringMatching(/demo bike/) },
    });
    // The slot still has a place for another model.
    expect(await remainingOf(geneva, DAYS.monday, '14:00-15:00', 'mighty-beast')).toBe(1);
    expect((await book({ model: 'mighty-beast', timeSlot: '14:00-15:00' })).statusCode).toBe(201);
    expect((await book({ model: 'cargo-beast', timeSlot: '14:00-15:00' })).json().error.code).toBe('SLOT_TAKEN');
  });

  it('refuses a robot', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test-drive-applications',
      payload: { ...application(), formToken: await formToken(), website: 'https://spam.example' },
    });
    expect(response.json().error.code).toBe('FORM_SUBMISSION_FAILED');
  });
});

describe('capacity taken concurrently', () => {
  it('gives the last 3 places of a slot to exactly 3 of 20 visitors', async () => {
    await setCentre('lausanne', 4, { 'cargo-beast': 10 });
    const date = '2026-11-24'; // a Tuesday
    const first = await book({ testDriveCenter: lausanne, model: 'cargo-beast', date, timeSlot: '15:00-16:00' });
    expect(first.statusCode, first.body).toBe(201);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => formToken()));
    const outcomes = await Promise.all(
      tokens.map((token) =>
        harness.app.inject({
          method: 'POST',
          url: '/api/test-drive-applications',
          payload: {
            ...application({ testDriveCenter: lausanne, model: 'cargo-beast', date, timeSlot: '15:00-16:00' }),
            formToken: token,
          },
        }),
      ),
    );
    const statuses = outcomes.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(await remainingOf(lausanne, date, '15:00-16:00')).toBe(0);
    const booked = await harness.database.db
      .select()
      .from(testRides)
      .where(and(eq(testRides.centreId, lausanne), eq(testRides.date, date), eq(testRides.timeSlot, '15:00-16:00')));
    expect(booked).toHaveLength(4);
  });
});

describe('the signed link: read, move, cancel', () => {
  async function booked(slot: string) {
    const response = await book({ timeSlot: slot, model: 'cargo-beast', date: '2026-11-25' });
    expect(response.statusCode, response.body).toBe(201);
    const { mail } = await mailTo(response.json().email);
    return { booking: response.json(), token: tokenOf(mail!.text) };
  }
  const ride = (token: string) =>
    harness.app.inject({ method: 'GET', url: `/api/test-drive-applications/ride?token=${encodeURIComponent(token)}` });
  const post = (step: 'cancel' | 'move', payload: object) =>
    harness.app.inject({ method: 'POST', url: `/api/test-drive-applications/ride/${step}`, payload });

  it('opens the ride it names, and nothing for a tampered link', async () => {
    const { booking, token } = await booked('09:00-10:00');
    expect((await ride(token)).json()).toMatchObject({ id: booking.id, changeable: true });
    const [value, signature] = token.split('.') as [string, string];
    for (const forged of [`${Number(value) + 1}.${signature}`, `${value}.${signature.slice(0, -1)}x`, value]) {
      const response = await ride(forged);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('TEST_RIDE_LINK_INVALID');
      expect((await post('cancel', { token: forged })).statusCode).toBe(404);
    }
  });

  it('moves the ride to a free slot: the new place is taken, the old one freed, the invitation updated', async () => {
    const { booking, token } = await booked('10:00-11:00');
    const before = await remainingOf(geneva, '2026-11-25', '12:00-13:00');
    const moved = await post('move', { token, date: '2026-11-25', timeSlot: '12:00-13:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: booking.id, timeSlot: '12:00-13:00' });
    expect(await remainingOf(geneva, '2026-11-25', '12:00-13:00')).toBe(before! - 1);
    expect(await remainingOf(geneva, '2026-11-25', '10:00-11:00')).toBe(2);
    const { ics } = await mailTo(booking.email, /moved|déplacé|verschoben/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20261125T120000');
    const [request] = await harness.database.db
      .select({ summary: inboxRequests.summary })
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'test-ride'), eq(inboxRequests.refId, booking.id)));
    expect(request?.summary).toMatch(/2026-11-25 12:00-13:00$/);
  });

  it('keeps the ride where it was when the new slot is full, or the day closed', async () => {
    const { token } = await booked('13:00-14:00');
    await book({ model: 'cargo-beast', date: '2026-11-25', timeSlot: '16:00-17:00' });
    await book({ model: 'cargo-beast', date: '2026-11-25', timeSlot: '16:00-17:00' });
    const full = await post('move', { token, date: '2026-11-25', timeSlot: '16:00-17:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SLOT_TAKEN');
    const closed = await post('move', { token, date: DAYS.sunday, timeSlot: '10:00-11:00' });
    expect(closed.json().error.code).toBe('DAY_UNAVAILABLE');
    expect((await ride(token)).json()).toMatchObject({ date: '2026-11-25', timeSlot: '13:00-14:00' });
  });

  it('cancels the ride: the place is freed, the inbox follows, the calendar event is cancelled', async () => {
    const { booking, token } = await booked('15:00-16:00');
    expect(await remainingOf(geneva, '2026-11-25', '15:00-16:00')).toBe(1);
    const cancelled = await post('cancel', { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', changeable: false });
    expect(await remainingOf(geneva, '2026-11-25', '15:00-16:00')).toBe(2);
    const [request] = await harness.database.db
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'test-ride'), eq(inboxRequests.refId, booking.id)));
    expect(request?.status).toBe('cancelled');
    const { mail, ics } = await mailTo(booking.email, /cancelled/);
    expect(mail?.attachments?.[0]?.contentType).toContain('method=CANCEL');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:test-ride-${booking.id}@`);
    const again = await post('cancel', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TEST_RIDE_FINAL');
    expect((await post('move', { token, date: '2026-11-26', timeSlot: '10:00-11:00' })).statusCode).toBe(409);
  });
});

describe('the reminder the day before', () => {
  it('is sent once per ride, however many rounds run, also at once', async () => {
    const response = await book({ model: 'cargo-beast', date: '2026-11-27', timeSlot: '09:00-10:00' });
    const { email } = response.json();
    const reminders = async () =>
      (await harness.outbox()).filter((mail) => mail.to === email && /^Tomorrow/.test(mail.subject));
    await sendTestRideReminders(harness.database.db, harness.app.testRides, new Date('2026-11-25T12:00:00+01:00'));
    expect(await reminders()).toHaveLength(0);
    const dayBefore = new Date('2026-11-26T08:00:00+01:00');
    await Promise.all([
      sendTestRideReminders(harness.database.db, harness.app.testRides, dayBefore),
      sendTestRideReminders(harness.database.db, harness.app.testRides, dayBefore),
    ]);
    await sendTestRideReminders(harness.database.db, harness.app.testRides, dayBefore);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('test-drive/ride?token=');
  });
});

describe('the back office: schedule, check-in, no-show, fleets', () => {
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, headers: StaffHeaders, payload?: object) =>
    harness.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: method === 'GET' ? headers.read : headers.change,
      ...(payload && { payload }),
    });

  it('shows a centre’s day slot by slot with places used and left, to sales but not to content staff', async () => {
    const sales = await signedInStaff(harness, 'sales');
    const content = await signedInStaff(harness, 'content');
    const booking = (await book({ model: 'cargo-beast', date: '2026-11-30', timeSlot: '10:00-11:00' })).json();
    const schedule = await admin('GET', `/test-rides?centre=${geneva}&from=2026-11-30&days=1`, sales.headers);
    expect(schedule.statusCode, schedule.body).toBe(200);
    const slot = schedule.json().days[0].slots.find((entry: { id: string }) => entry.id === '10:00-11:00');
    expect(slot).toMatchObject({ capacity: 2, booked: 1, remaining: 1 });
    expect(slot.rides).toEqual([expect.objectContaining({ id: booking.id, status: 'booked', email: booking.email })]);
    const week = await admin('GET', `/test-rides?centre=${geneva}&from=2026-11-30&days=7`, sales.headers);
    expect(week.json().days.map((day: { date: string }) => day.date)).toHaveLength(7);
    expect(week.json().days[6].slots).toEqual([]); // Sunday
    // The inbox links a ride to its centre's day.
    const ofRide = (await admin('GET', `/test-rides?ride=${booking.id}`, sales.headers)).json();
    expect(ofRide).toMatchObject({ centre: { id: geneva }, from: '2026-11-30' });
    expect((await admin('GET', '/test-rides', content.headers)).statusCode).toBe(403);
  });

  it('checks a rider in or marks a no-show once, audited, the inbox following', async () => {
    const sales = await signedInStaff(harness, 'sales');
    const arrived = (await book({ model: 'cargo-beast', date: '2026-11-30', timeSlot: '11:00-12:00' })).json();
    const missed = (await book({ model: 'cargo-beast', date: '2026-11-30', timeSlot: '12:00-13:00' })).json();
    expect((await admin('POST', `/test-rides/${arrived.id}/check-in`, sales.headers)).json()).toEqual({
      id: arrived.id,
      status: 'checked-in',
    });
    expect((await admin('POST', `/test-rides/${missed.id}/no-show`, sales.headers)).statusCode).toBe(200);
    const again = await admin('POST', `/test-rides/${arrived.id}/no-show`, sales.headers);
    expect(again.statusCode).toBe(409);
    const statuses = await harness.database.db
      .select({ refId: inboxRequests.refId, status: inboxRequests.status })
      .from(inboxRequests)
      .where(eq(inboxRequests.kind, 'test-ride'));
    expect(statuses).toEqual(
      expect.arrayContaining([
        { refId: arrived.id, status: 'checked-in' },
        { refId: missed.id, status: 'no-show' },
      ]),
    );
    const audit = await auditEntriesOf(harness, 'test-ride', String(arrived.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'status-changed', staffId: sales.id })]);
  });

  it('lets admins set a centre’s fleet and places, never below what a coming slot holds', async () => {
    const sales = await signedInStaff(harness, 'sales');
    const owner = await signedInStaff(harness, 'admin');
    const read = await admin('GET', `/test-rides/centres/${lausanne}`, sales.headers);
    expect(read.statusCode).toBe(200);
    const settings = { slotMinutes: 60, slotCapacity: 4, fleet: [{ model: 'cargo-beast', bikes: 10 }] };
    expect((await admin('PUT', `/test-rides/centres/${lausanne}`, sales.headers, settings)).statusCode).toBe(403);
    // The concurrency test filled a Lausanne slot with 4 riders.
    const lower = await admin('PUT', `/test-rides/centres/${lausanne}`, owner.headers, {
      ...settings,
      slotCapacity: 3,
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().error.code).toBe('CAPACITY_BELOW_BOOKED');
    const fewerBikes = await admin('PUT', `/test-rides/centres/${lausanne}`, owner.headers, {
      ...settings,
      fleet: [{ model: 'cargo-beast', bikes: 2 }],
    });
    expect(fewerBikes.statusCode).toBe(409);
    const more = await admin('PUT', `/test-rides/centres/${lausanne}`, owner.headers, {
      ...settings,
      fleet: [...settings.fleet, { model: 'classy-beast', bikes: 3 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().fleet).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ model: 'classy-beast', bikes: 3 }),
        expect.objectContaining({ model: 'mighty-beast', bikes: 0 }),
      ]),
    );
    expect(await auditEntriesOf(harness, 'test-ride-centre', String(lausanne))).not.toEqual([]);
  });
});

describe('a rider’s personal data (decision 17)', () => {
  it('is in the export by email, and erased in place: the ride keeps its slot without the person', async () => {
    const booking = (await book({ model: 'cargo-beast', date: '2026-12-01', timeSlot: '16:00-17:00' })).json();
    const exported = await exportByEmail(harness.database.db, booking.email.toUpperCase());
    expect(exported.testRides).toEqual([
      expect.objectContaining({
        date: '2026-12-01',
        timeSlot: '16:00-17:00',
        email: booking.email,
        phone: '+41 791234567',
      }),
    ]);
    const counts = await eraseByEmail(harness.database.db, booking.email, 'erased@example.invalid');
    expect(counts.testRides).toBe(1);
    const [ride] = await harness.database.db.select().from(testRides).where(eq(testRides.id, booking.id));
    expect(ride).toMatchObject({ firstName: '', lastName: '', phoneNumber: '', email: 'erased@example.invalid' });
    expect(ride?.status).toBe('booked');
    const mails = await harness.outbox();
    expect(mails.some((mail) => mail.to === booking.email)).toBe(false);
  });
});
