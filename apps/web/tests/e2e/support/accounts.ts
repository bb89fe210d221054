import { readFileSync } from 'node:fs';
import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'fr' | 'de';

const catalogues = Object.fromEntries(
  (['en', 'fr', 'de'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../../app/i18n/locales/${lang}.json`, import.meta.url), 'utf8')),
  ]),
) as Record<Lang, Record<string, unknown>>;

/** The domain's messages (validation, errors, notices, the inbox's kinds): flat keys, merged into the pages' texts. */
const messages: Record<Lang, Record<string, string>> = { en, fr, de };

/** A UI string of the storefront's catalogue, so the journeys read the page as a visitor of that language does. */
export function text(lang: Lang, key: string): string {
  const value =
    messages[lang][key] ??
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[lang]);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return value;
}

/** A label that may carry "(optional)" after it. */
export function labelled(lang: Lang, key: string): RegExp {
  return new RegExp(`^${text(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.ch`;
}

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Mail[]).filter((mail) => mail.to === email);
}

/** The newest mail's id for an address (0 when none), to wait for the next one. */
export async function lastMailId(request: APIRequestContext, email: string): Promise<number> {
  return Math.max(0, ...(await mailsTo(request, email)).map((mail) => mail.id));
}

/** Waits for a mail newer than `after` and returns its 6-digit code and text (the development mailbox). */
export async function nextMail(
  request: APIRequestContext,
  email: string,
  after = 0,
): Promise<{ code: string; text: string }> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, email)).find((mail) => mail.id > after);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const code = found?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in the mail to ${email}`).toBeTruthy();
  return { code: code ?? '', text: found?.text ?? '' };
}

/**
 * Waits for a mail newer than `after` with a link to a path matching `path`, and answers that link's path
 * and query: the shop under test is the link's shop, whatever host the email names.
 */
export async function nextMailLink(
  request: APIRequestContext,
  email: string,
  after: number,
  path: RegExp,
): Promise<string> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(request, email))
          .filter((mail) => mail.id > after)
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .map((found) => new URL(found));
        link = links.find((url) => path.test(url.pathname));
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return `${link?.pathname}${link?.search}`;
}

export const PASSWORD = 'Alpine-ride1';

/** A confirmed account made through the API itself (for the journeys that start signed out with an account). */
export async function createConfirmedUser(request: APIRequestContext, lang: Lang, email: string): Promise<void> {
  const registered = await request.post(`/api/users?lang=${lang}`, {
    data: {
      firstName: 'Lena',
      lastName: 'Keller',
      gender: 'female',
      country: 'CH',
      city: 'Bern',
      nationality: null,
      countryCode: '+41',
      phoneNumber: '791234567',
      dateOfBirthday: null,
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { code } = await nextMail(request, email);
  const confirmed = await request.post(`/api/auth/confirm/email?lang=${lang}`, { data: { email, code } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Signs in on the login page with email and password. */
export async function logInWithPassword(page: Page, lang: Lang, email: string, password = PASSWORD): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel(text(lang, 'auth.fields.email'), { exact: true }).fill(email);
  await form.getByLabel(text(lang, 'auth.fields.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text(lang, 'login.submit'), exact: true }).click();
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
