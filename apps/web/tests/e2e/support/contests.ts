import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_ADMIN } from './admin';

/**
 * Contests set up through the staff API, as the Contests screen would (spec §9 windows are data): a journey
 * needs a contest open, or one not open yet or closed, whatever the day the suite runs.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

interface Window {
  opensAt: string;
  closesAt: string;
}

/** Open since yesterday, for a month. */
export const OPEN: () => Window = () => ({
  opensAt: new Date(Date.now() - DAY_MS).toISOString(),
  closesAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
});
/** Opens in a week. */
export const UPCOMING: () => Window = () => ({
  opensAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  closesAt: new Date(Date.now() + 14 * DAY_MS).toISOString(),
});
/** Closed a minute ago. */
export const CLOSED: () => Window = () => ({
  opensAt: new Date(Date.now() - 7 * DAY_MS).toISOString(),
  closesAt: new Date(Date.now() - 60_000).toISOString(),
});

/** Signs the demo admin in on this request context and answers the session's CSRF token. */
export async function staffSession(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/admin/auth/sign-in', { data: DEMO_ADMIN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return (await (await request.get('/api/admin/session')).json()).csrfToken;
}

const PRIZE = { en: 'A Cargo Beast', fr: 'Un Cargo Beast', de: 'Ein Cargo Beast' };

/** A contest of the test's own (its page is /{lang}/contest/<slug>). */
export async function createContest(
  request: APIRequestContext,
  slug: string,
  kind: 'weight-estimate' | 'hotel-voucher',
  window: Window,
) {
  const csrfToken = await staffSession(request);
  const created = await request.post('/api/admin/contests?lang=en', {
    headers: { 'x-csrf-token': csrfToken },
    data: { slug, kind, ...window, prizeValue: 589_000, prizeText: PRIZE },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Moves a contest's window, its prize kept. */
export async function setWindow(request: APIRequestContext, slug: string, window: Window) {
  const csrfToken = await staffSession(request);
  const contest = await (await request.get(`/api/admin/contests/${slug}`)).json();
  const saved = await request.put(`/api/admin/contests/${slug}?lang=en`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { ...window, drawAt: contest.drawAt, prizeValue: contest.prizeValue, prizeText: contest.prizeText },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** An entry sent as the contest's form sends it. */
export async function enterContest(
  request: APIRequestContext,
  slug: string,
  entry: { firstName: string; email: string; weightEstimateKg?: string },
) {
  const { formToken } = await (await request.get('/api/forms/token')).json();
  const sent = await request.post(`/api/contests/${slug}/entries?lang=en`, {
    data: { lastName: 'Keller', phoneNumber: '0791234567', acceptRules: true, website: '', formToken, ...entry },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}
