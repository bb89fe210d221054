import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { type Lang, text } from './accounts';

/**
 * Helpers of the back-office journeys: the demo admin (content/demo/staff.json: demo mode lets them in with the
 * password alone), the codes a member's authenticator app would show, and the steps every journey repeats. Like
 * navigation.ts, they click; no helper opens an address.
 */

export const DEMO_ADMIN = { email: 'admin@beast.example', password: 'DemoAdmin2026', name: 'Demo Admin' };
export const STAFF_PASSWORD = 'Alpen-Velo-2026';

export const t = (key: string) => text('en', key);

/**
 * The code the member's app shows `aheadSeconds` from now. A code is accepted once: the enrolment spends the
 * current one, so signing in right after it uses the next one, which the shop accepts as its clocks may drift by
 * one step.
 */
export function appCode(secret: string, aheadSeconds = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    timestamp: Date.now() + aheadSeconds * 1000,
  });
}

export function backOfficeNav(page: Page): Locator {
  return page.getByRole('navigation', { name: t('admin.nav.label') });
}

/** The first step of signing in, on the sign-in page (in English unless told). */
export async function signInWithPassword(page: Page, email: string, password: string, lang: Lang = 'en') {
  const main = page.getByRole('main');
  await main.getByLabel(text(lang, 'admin.signIn.email'), { exact: true }).fill(email);
  await main.getByLabel(text(lang, 'admin.signIn.password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: text(lang, 'admin.signIn.submit') }).click();
}

/** The second step: the app's code. */
export async function signInWithCode(page: Page, code: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.signIn.codeTitle'));
  await main.getByLabel(t('admin.signIn.code'), { exact: true }).fill(code);
  await main.getByRole('button', { name: t('admin.signIn.codeSubmit') }).click();
}

/**
 * An enrolment on its page: the password, then the app's first code from the key the page shows. Answers the
 * key (what the app keeps) and the recovery codes the page shows once.
 */
export async function enrol(
  page: Page,
  password = STAFF_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const main = page.getByRole('main');
  await main.getByLabel(t('admin.enrol.password'), { exact: true }).fill(password);
  await main.getByLabel(t('admin.enrol.passwordConfirmation'), { exact: true }).fill(password);
  await main.getByRole('button', { name: t('admin.enrol.passwordSubmit') }).click();
  await expect(main.getByRole('heading', { name: t('admin.enrol.scanTitle') })).toBeVisible();
  await expect(main.getByRole('img', { name: t('admin.enrol.qrAlt') })).toBeVisible();
  const secret = ((await main.locator('.admin-enrol__secret code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await main.getByLabel(t('admin.enrol.code'), { exact: true }).fill(appCode(secret));
  await main.getByRole('button', { name: t('admin.enrol.confirm') }).click();
  await expect(main.getByRole('heading', { name: t('admin.enrol.recoveryTitle') })).toBeVisible();
  const recoveryCodes = await main.locator('.admin-codes code').allTextContents();
  return { secret, recoveryCodes };
}

/**
 * A new member invited by the demo admin through the API (what an admin's Staff screen does): their one-time
 * enrolment link, as the admin would hand it over.
 */
export async function invitedMember(
  request: APIRequestContext,
  member: { email: string; name: string; role: string },
): Promise<string> {
  const signIn = await request.post('/api/admin/auth/sign-in', { data: DEMO_ADMIN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const session = await (await request.get('/api/admin/session')).json();
  const invited = await request.post('/api/admin/staff', {
    data: member,
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return (await invited.json()).enrolmentLink;
}
