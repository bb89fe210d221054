import { swissLocalToInstant } from '@beast/domain/validation/swiss-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestEntries, contests } from '../../db/schema/contests';
import { uniqueEmail } from '../../test/accounts';
import { createContest, insertContestEntry } from '../../test/contests';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eraseByEmail, exportByEmail } from '../admin-customers/personal-data';

/**
 * The contests (spec §3, §4, §5, §8, §9): a contest's state on the server's clock, an entry while it is open and
 * once per person (the database decides), and the back office's draw, once, after the contest closed.
 * The clock is the test's: 20 August 2026, 12:00 in Zurich, inside this year's weight contest.
 */
let now = new Date(swissLocalToInstant('2026-08-20T12:00')!);
let harness: TestApp;
let sales: StaffHeaders;

beforeAll(async () => {
  harness = await createTestApp({ clock: () => now });
  sales = (await signedInStaff(harness, 'sales')).headers;
});
afterAll(() => harness.close());

const HOUR_MS = 60 * 60 * 1000;

async function enter(slug: string, body: Record<string, unknown> = {}, lang = 'en') {
  const formToken = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken;
  return harness.app.inject({
    method: 'POST',
    url: `/api/contests/${slug}/entries?lang=${lang}`,
    payload: {
      firstName: 'Anna',
      lastName: 'Muller',
      email: uniqueEmail('contest'),
      phoneNumber: '791234567',
      weightEstimateKg: '37,5',
      acceptRules: true,
      website: '',
      formToken,
      ...body,
    },
  });
}

function entriesOf(contestId: number) {
  return harness.database.db.select().from(contestEntries).where(eq(contestEntries.contestId, contestId));
}

describe('the imported contests (content/reference/contests.json)', () => {
  it('holds this year’s weight contest, 16 August 10:00 to 26 August 14:00 Swiss time, worth CHF 5,890', async () => {
    // Its introduction is public from the import, on the real clock.
    const before = now;
    now = new Date();
    const response = await harness.app
      .inject({ method: 'GET', url: '/api/contests/weight-contest?lang=fr' })
      .finally(() => {
        now = before;
      });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const year = new Date().getUTCFullYear();
    expect(response.json()).toMatchObject({
      kind: 'weight-estimate',
      opensAt: new Date(swissLocalToInstant(`${year}-08-16T10:00`)!).toISOString(),
      closesAt: new Date(swissLocalToInstant(`${year}-08-26T14:00`)!).toISOString(),
      prize: { value: 589_000, text: expect.stringContaining('5’890') },
      page: { title: 'Devinez le poids, gagnez le vélo' },
    });
  });

  it('holds the hotel contest drawn on 3 November 2025, its voucher valid to 1 June 2026', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/contests/hotel-competition?lang=en' });
    expect(response.json()).toMatchObject({
      kind: 'hotel-voucher',
      drawAt: '2025-11-03T09:00:00.000Z',
      prize: { value: null, text: expect.stringContaining('1 June 2026') },
    });
  });

  it('answers 404 for a contest that does not exist', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/contests/no-such-contest' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('CONTEST_NOT_FOUND');
  });
});

describe('a contest’s state on the server’s clock', () => {
  it('is upcoming before the window, open inside it, closed after it, and drawn once drawn', async () => {
    const contest = await createContest(harness, {
      opensAt: new Date(now.getTime() + HOUR_MS).toISOString(),
      closesAt: new Date(now.getTime() + 2 * HOUR_MS).toISOString(),
    });
    const state = async () =>
      (await harness.app.inject({ method: 'GET', url: `/api/contests/${contest.slug}` })).json().state;
    const before = now;
    try {
      expect(await state()).toBe('upcoming');
      now = new Date(before.getTime() + HOUR_MS);
      expect(await state()).toBe('open');
      now = new Date(before.getTime() + 2 * HOUR_MS);
      expect(await state()).toBe('closed');
      await insertContestEntry(harness, contest.id);
      const staff = (await signedInStaff(harness, 'sales')).headers;
      const drawn = await harness.app.inject({
        method: 'POST',
        url: `/api/admin/contests/${contest.slug}/draw`,
        headers: staff.change,
        payload: { realWeightKg: 37 },
      });
      expect(drawn.statusCode, drawn.body).toBe(200);
      expect(await state()).toBe('drawn');
    } finally {
      now = before;
    }
  });
});

describe('POST /contests/:slug/entries', () => {
  it('keeps a valid entry: the estimate in grams, the person by email, the rules’ wording and time, the language', async () => {
    const contest = await createContest(harness);
    const email = `Anna.Keller+${Date.now()}@Example.ch`;
    const response = await enter(contest.slug, { email, weightEstimateKg: '37,125' }, 'de');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ status: 'submitted' });
    expect(await entriesOf(contest.id)).toEqual([
      expect.objectContaining({
        email,
        emailKey: 'anna.keller@example.ch',
        weightGrams: 37_125,
        locale: 'de',
        rulesAcceptedAt: now,
        rulesText: 'Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.',
      }),
    ]);
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: ' Muller' }, undefined],
    ['email', { email: 'not-an-email' }, undefined],
    ['phoneNumber', { phoneNumber: '' }, undefined],
    ['weightEstimateKg', { weightEstimateKg: '' }, 'Please enter your weight estimate.'],
    ['weightEstimateKg', { weightEstimateKg: 'heavy' }, 'Please enter the weight as a number of kilograms.'],
    ['weightEstimateKg', { weightEstimateKg: '-3' }, 'The weight must be more than 0\u00a0kg.'],
    [
      'weightEstimateKg',
      { weightEstimateKg: '1200' },
      'This weight cannot be right: please check the figure in kilograms.',
    ],
    ['acceptRules', { acceptRules: false }, 'Please accept the contest rules.'],
  ])('refuses an invalid %s with its §5 message (%j)', async (field, change, message) => {
    const contest = await createContest(harness);
    const response = await enter(contest.slug, change);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual([field]);
    if (message) expect(error.fields[field]).toBe(message);
    expect(await entriesOf(contest.id)).toEqual([]);
  });

  it('answers every invalid field at once, in the request’s language', async () => {
    const contest = await createContest(harness);
    const response = await enter(contest.slug, { firstName: '', weightEstimateKg: '', acceptRules: false }, 'fr');
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['acceptRules', 'firstName', 'weightEstimateKg']);
    expect(response.json().error.fields.acceptRules).toBe('Veuillez accepter le règlement du concours.');
  });

  it('asks no weight in the hotel contest', async () => {
    const contest = await createContest(harness, { kind: 'hotel-voucher' });
    const response = await enter(contest.slug, { weightEstimateKg: undefined });
    expect(response.statusCode, response.body).toBe(201);
    expect((await entriesOf(contest.id))[0]?.weightGrams).toBeNull();
  });

  it('refuses a second entry with the same email, in any case (spec §8 "Email already exists!")', async () => {
    const contest = await createContest(harness, { kind: 'hotel-voucher' });
    const email = uniqueEmail('twice');
    expect((await enter(contest.slug, { email })).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email.replace('@', '+second@')}`.trim()]) {
      const response = await enter(contest.slug, { email: again });
      expect(response.statusCode, again).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'EMAIL_ALREADY_EXISTS', message: 'Email already exists!' });
    }
    expect(await entriesOf(contest.id)).toHaveLength(1);
  });

  it('takes the same person in another contest', async () => {
    const email = uniqueEmail('both');
    const first = await createContest(harness);
    const second = await createContest(harness);
    expect((await enter(first.slug, { email })).statusCode).toBe(201);
    expect((await enter(second.slug, { email })).statusCode).toBe(201);
  });

  it('refuses an entry before the window opens and after it closes, with a translated 422', async () => {
    const contest = await createContest(harness, {
      opensAt: new Date(now.getTime() + HOUR_MS).toISOString(),
      closesAt: new Date(now.getTime() + 2 * HOUR_MS).toISOString(),
    });
    const early = await enter(contest.slug, {}, 'de');
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({
      code: 'CONTEST_NOT_OPEN',
      message: 'Dieser Wettbewerb ist noch nicht eröffnet.',
    });
    const before = now;
    try {
      now = new Date(before.getTime() + HOUR_MS);
      expect((await enter(contest.slug)).statusCode).toBe(201);
      now = new Date(before.getTime() + 2 * HOUR_MS);
      const late = await enter(contest.slug, {}, 'fr');
      expect(late.statusCode).toBe(422);
      expect(late.json().error.code).toBe('CONTEST_CLOSED');
      expect(late.json().error.message).toMatch(/^Ce concours est terminé/);
    } finally {
      now = before;
    }
    expect(await entriesOf(contest.id)).toHaveLength(1);
  });

  it('keeps exactly one of 10 entries sent at once with the same email', async () => {
    const contest = await createContest(harness);
    const email = uniqueEmail('burst');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => enter(contest.slug, { email: index % 2 ? email.toUpperCase() : email })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(await entriesOf(contest.id)).toHaveLength(1);
  });

  it('refuses a robot through the public forms’ guard ("Form submission failed!")', async () => {
    const contest = await createContest(harness);
    const response = await enter(contest.slug, { website: 'https://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'FORM_SUBMISSION_FAILED', message: 'Form submission failed!' });
  });
});

describe('the draw', () => {
  async function closedContest(kind: 'weight-estimate' | 'hotel-voucher' = 'weight-estimate') {
    return createContest(harness, {
      kind,
      opensAt: new Date(now.getTime() - 10 * HOUR_MS).toISOString(),
      closesAt: new Date(now.getTime() - HOUR_MS).toISOString(),
    });
  }

  function draw(slug: string, payload: Record<string, unknown>, headers = sales.change) {
    return harness.app.inject({ method: 'POST', url: `/api/admin/contests/${slug}/draw?lang=en`, headers, payload });
  }

  it('gives the weight contest to the closest estimate, above or below, emails the winner and audits it', async () => {
    const contest = await closedContest();
    const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    await insertContestEntry(harness, contest.id, { weightGrams: 30_000, createdAt: at(9) });
    const winner = await insertContestEntry(harness, contest.id, {
      weightGrams: 37_400,
      createdAt: at(8),
      locale: 'fr',
    });
    await insertContestEntry(harness, contest.id, { weightGrams: 36_500, createdAt: at(7) });
    const response = await draw(contest.slug, { realWeightKg: '37,1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'drawn',
      realWeightKg: 37.1,
      winner: { entryId: winner.id, email: winner.email, weightEstimateKg: 37.4 },
    });
    const mails = (await harness.outbox()).filter((mail) => mail.to === winner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vous avez gagné le concours Beast');
    expect(mails[0]?.text).toContain('/fr/contest/');
    const audit = await auditEntriesOf(harness, 'contest', contest.slug);
    expect(audit.map((entry) => entry.action)).toEqual(['drawn']);
    expect(audit[0]?.after).toMatchObject({ winnerEntryId: winner.id, realWeightKg: 37.1, entries: 3 });
  });

  it('breaks a tie for the earlier entry', async () => {
    const contest = await closedContest();
    const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    await insertContestEntry(harness, contest.id, { weightGrams: 38_000, createdAt: at(5) });
    const earlier = await insertContestEntry(harness, contest.id, { weightGrams: 36_000, createdAt: at(6) });
    await insertContestEntry(harness, contest.id, { weightGrams: 36_000, createdAt: at(4) });
    const response = await draw(contest.slug, { realWeightKg: 37 });
    expect(response.json().winner.entryId).toBe(earlier.id);
  });

  it('needs the real weight for the weight contest', async () => {
    const contest = await closedContest();
    await insertContestEntry(harness, contest.id);
    const response = await draw(contest.slug, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ realWeightKg: 'Enter the bike’s real weight in kilograms.' });
  });

  it('is refused before the contest closes, and when nobody entered', async () => {
    const open = await createContest(harness);
    await insertContestEntry(harness, open.id);
    const early = await draw(open.slug, { realWeightKg: 37 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('CONTEST_NOT_CLOSED');
    const empty = await closedContest();
    expect((await draw(empty.slug, { realWeightKg: 37 })).json().error.code).toBe('CONTEST_NO_ENTRIES');
  });

  it('happens once: a second draw, even at the same moment, is refused and changes nothing', async () => {
    const contest = await closedContest('hotel-voucher');
    for (let index = 0; index < 5; index += 1) await insertContestEntry(harness, contest.id, { weightGrams: null });
    const answers = await Promise.all([draw(contest.slug, {}), draw(contest.slug, {})]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [first] = answers.filter((answer) => answer.statusCode === 200);
    const again = await draw(contest.slug, {});
    expect(again.json().error.code).toBe('CONTEST_ALREADY_DRAWN');
    const [row] = await harness.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row?.winnerEntryId).toBe(first!.json().winner.entryId);
    expect(await auditEntriesOf(harness, 'contest', contest.slug)).toHaveLength(1);
    // A drawn contest is final: its window no longer changes.
    const moved = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/contests/${contest.slug}`,
      headers: sales.change,
      payload: {
        opensAt: new Date(now.getTime()).toISOString(),
        closesAt: new Date(now.getTime() + HOUR_MS).toISOString(),
        prizeText: { en: 'x', fr: 'x', de: 'x' },
      },
    });
    expect(moved.json().error.code).toBe('CONTEST_ALREADY_DRAWN');
  });

  it.each(['content', 'support'] as const)('is not for %s staff', async (role) => {
    const contest = await closedContest('hotel-voucher');
    await insertContestEntry(harness, contest.id, { weightGrams: null });
    const { headers } = await signedInStaff(harness, role);
    expect((await draw(contest.slug, {}, headers.change)).statusCode).toBe(403);
    const admin = (await signedInStaff(harness, 'admin')).headers;
    expect((await draw(contest.slug, {}, admin.change)).statusCode).toBe(200);
  });
});

describe('the Contests screen’s other calls', () => {
  it('changes a contest’s window and prize, audited, and refuses a window that closes before it opens', async () => {
    const contest = await createContest(harness);
    const details = {
      opensAt: '2027-08-16T10:00:00+02:00',
      closesAt: '2027-08-26T14:00:00+02:00',
      drawAt: null,
      prizeValue: 600_000,
      prizeText: { en: 'A bike', fr: 'Un vélo', de: 'Ein Velo' },
    };
    const saved = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/contests/${contest.slug}`,
      headers: sales.change,
      payload: details,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ opensAt: '2027-08-16T08:00:00.000Z', prizeValue: 600_000, state: 'upcoming' });
    const audit = await auditEntriesOf(harness, 'contest', contest.slug);
    expect(audit.map((entry) => entry.action)).toEqual(['updated']);
    const refused = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/contests/${contest.slug}`,
      headers: sales.change,
      payload: { ...details, closesAt: '2027-08-16T09:00:00+02:00' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ closesAt: 'The contest must close after it opens.' });
  });

  it('lists the contests with their entries, and hands the entries over as CSV', async () => {
    const contest = await createContest(harness);
    const email = uniqueEmail('csv');
    await enter(contest.slug, { email, firstName: '=Anna' });
    const list = await harness.app.inject({ method: 'GET', url: '/api/admin/contests', headers: sales.read });
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: contest.slug, entries: 1, state: 'open' })]),
    );
    const entries = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.slug}/entries`,
      headers: sales.read,
    });
    expect(entries.json()).toMatchObject({ total: 1, data: [{ email, weightEstimateKg: 37.5 }] });
    const csv = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.slug}/entries.csv`,
      headers: sales.read,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('entered_at,first_name,last_name,email,phone_number,weight_estimate_kg');
    expect(csv.body).toContain(`'=Anna,Muller,${email},791234567,37.5,en`);
  });
});

describe('an entrant’s personal data (decision 17)', () => {
  it('is in the export by email (any case), and erased in place: a drawn contest keeps its winner', async () => {
    const contest = await createContest(harness);
    const email = uniqueEmail('erase');
    await enter(contest.slug, { email });
    const exported = await exportByEmail(harness.database.db, email.toUpperCase());
    expect(exported.contestEntries).toEqual([
      expect.objectContaining({ contest: contest.slug, email, weightEstimateKg: 37.5, phoneNumber: '791234567' }),
    ]);
    const counts = await eraseByEmail(harness.database.db, email, 'erased-1@erased.invalid');
    expect(counts.contestEntries).toBe(1);
    const [entry] = await entriesOf(contest.id);
    expect(entry).toMatchObject({ firstName: '', lastName: '', phoneNumber: '', email: 'erased-1@erased.invalid' });
    expect(entry?.weightGrams).toBe(37_500);
    expect((await exportByEmail(harness.database.db, email)).contestEntries).toEqual([]);
    // The address may enter again: the erased entry no longer holds it.
    expect((await enter(contest.slug, { email })).statusCode).toBe(201);
  });
});
