import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import {
  createConfirmedUser,
  type Lang,
  labelled,
  lastMailId,
  logInWithPassword,
  nextMail,
  PASSWORD,
  TINY_PNG,
  text,
  uniqueEmail,
} from './support/accounts';
import { gotoInteractive, signInFromHeader } from './support/navigation';

const NAMES: Record<Lang, { first: string; renamed: string; city: string; street: string }> = {
  en: { first: 'Anna', renamed: 'Annette', city: 'Zurich', street: 'Bahnhofstrasse 1' },
  fr: { first: 'Chloé', renamed: 'Camille', city: 'Genève', street: 'Rue du Rhône 12' },
  de: { first: 'Jürg', renamed: 'Reto', city: 'Zürich', street: 'Limmatquai 3' },
};

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`register, confirm, log in, edit the profile and photo, log out (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = (key: string) => text(lang, key);
    const main = page.getByRole('main');
    const email = uniqueEmail(`journey-${lang}`);
    const names = NAMES[lang];

    // Registration: the empty form shows its first errors and focuses the first invalid field.
    await gotoInteractive(page, `/${lang}/register`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.title'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);
    await main.getByRole('button', { name: t('register.submit') }).click();
    const firstName = main.getByLabel(t('auth.fields.firstName'), { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await firstName.fill(names.first);
    await main.getByLabel(t('auth.fields.lastName'), { exact: true }).fill('Favre');
    await main.getByLabel(t('auth.fields.gender'), { exact: true }).selectOption('female');
    // spec §5: the date of birth is formatted while typing.
    const birth = main.getByLabel(labelled(lang, 'auth.fields.dateOfBirthday'));
    await birth.pressSequentially('24051990');
    await expect(birth).toHaveValue('24/05/1990');
    await main.getByLabel(t('auth.fields.email'), { exact: true }).fill(email);
    await main.getByLabel(t('auth.fields.country'), { exact: true }).selectOption('CH');
    await main.getByLabel(t('auth.fields.city'), { exact: true }).fill(names.city);
    await expect(main.getByLabel(t('auth.fields.countryCode'), { exact: true })).toHaveValue('+41');
    await main.getByLabel(t('auth.fields.phoneNumber'), { exact: true }).fill('79 123 45 67');
    await main.getByLabel(t('auth.fields.password'), { exact: true }).fill(PASSWORD);
    // A mismatch is shown under the confirmation, and what was typed stays.
    const confirmation = main.getByLabel(t('auth.fields.passwordConfirmation'), { exact: true });
    await confirmation.fill('Another-one1');
    await confirmation.blur();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await confirmation.fill(PASSWORD);
    await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');
    await main.getByLabel(t('register.acceptTerms')).check();
    const mailsBefore = await lastMailId(request, email);
    await main.getByRole('button', { name: t('register.submit') }).click();

    // Email confirmation: the code from the mailbox, typed in.
    await expect(page).toHaveURL(new RegExp(`/${lang}/emailConfirm\\?email=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('emailConfirm.title'));
    await expect(main.getByLabel(t('auth.fields.email'), { exact: true })).toHaveValue(email);
    await expectAccessible(page);
    const { code } = await nextMail(request, email, mailsBefore);
    await main.getByLabel(t('auth.fields.code'), { exact: true }).fill(code);
    await main.getByRole('button', { name: t('emailConfirm.submit') }).click();

    // Login after confirmation, with its banner.
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?status=confirmed$`));
    await expect(main.getByText(t('login.status.confirmed'))).toBeVisible();
    await expectAccessible(page);
    await logInWithPassword(page, lang, email);

    // The account.
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('account.greeting').replace('{{name}}', names.first),
    );
    await expect(page.getByRole('banner').getByRole('link', { name: t('nav.account') })).toBeVisible();
    await expectAccessible(page);

    // Personal information: edit and save (spec §4 personalInfoFormSaved).
    await main.getByRole('button', { name: t('account.profile.edit') }).click();
    const editName = main.getByLabel(t('auth.fields.firstName'), { exact: true });
    await expect(editName).toHaveValue(names.first);
    await expect(main.getByLabel(labelled(lang, 'auth.fields.dateOfBirthday'))).toHaveValue('24/05/1990');
    await editName.fill(' ');
    await editName.blur();
    await expect(editName).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await editName.fill(names.renamed);
    await main.getByLabel(labelled(lang, 'auth.fields.nationality')).fill('Suisse');
    await main.getByRole('button', { name: t('account.save'), exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: t('account.profile.saved') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('account.greeting').replace('{{name}}', names.renamed),
    );

    // Photo: a preview first, then the upload.
    await main.getByLabel(t('account.photo.choose'), { exact: true }).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(main.getByRole('img', { name: t('account.photo.previewAlt') })).toBeVisible();
    await main.getByRole('button', { name: t('account.photo.upload') }).click();
    await expect(main.getByRole('status').filter({ hasText: t('account.photo.saved') })).toBeVisible();
    await expect(main.getByRole('img', { name: t('account.photo.currentAlt') })).toHaveAttribute('src', /^\/files\//);

    // A file of the wrong type is refused in the browser before any upload.
    await main.getByLabel(t('account.photo.choose'), { exact: true }).setInputFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(main.getByLabel(t('account.photo.choose'), { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Delivery address: its own form (spec §4 deliveryAddressFormSaved).
    await main.getByRole('button', { name: t('account.address.edit') }).click();
    await main.getByLabel(t('auth.fields.address'), { exact: true }).fill(names.street);
    await main.getByLabel(t('auth.fields.zipCode'), { exact: true }).fill('8001');
    await main.getByRole('button', { name: t('account.save'), exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: t('account.address.saved') })).toBeVisible();
    await expect(main.getByText(names.street)).toBeVisible();

    // Orders: active and history tabs, both empty for now, with a way to the bikes.
    await main.getByRole('tab', { name: t('account.orders.history') }).click();
    await expect(main.getByText(t('account.orders.emptyHistory'))).toBeVisible();
    await expect(main.getByText(t('account.vehicles.empty'))).toBeVisible();

    // Logout, after a confirmation.
    await main.getByRole('button', { name: t('account.logout.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('account.logout.title') });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t('account.logout.confirm'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    await expect(page.getByRole('banner').getByRole('link', { name: t('nav.login') })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
  });
}

for (const lang of ['en', 'fr', 'de'] as const) {
  test(`a forgotten password is reset with a code sent by email (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = (key: string) => text(lang, key);
    const main = page.getByRole('main');
    const email = uniqueEmail('reset');
    await createConfirmedUser(request, lang, email);

    await gotoInteractive(page, `/${lang}/login`);
    await main.getByRole('link', { name: t('login.forgot') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/reset-password$`));
    await expectAccessible(page);
    await main.getByLabel(t('auth.fields.email'), { exact: true }).fill(email);
    const before = await lastMailId(request, email);
    await main.getByRole('button', { name: t('resetPassword.sendCode') }).click();

    const codeField = main.getByLabel(t('auth.fields.code'), { exact: true });
    await expect(codeField).toBeVisible();
    // spec §4: the code can be sent again only after about a minute.
    await expect(main.getByRole('button', { name: /\d+ s$/ })).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page);
    const { code } = await nextMail(request, email, before);
    // A wrong code is refused with the server's message, and what was typed stays.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await main.getByRole('button', { name: t('resetPassword.verify') }).click();
    await expect(main.getByRole('alert')).not.toBeEmpty();
    await expect(codeField).toHaveValue(wrong);
    await codeField.fill(code);
    await main.getByRole('button', { name: t('resetPassword.verify') }).click();

    const newPassword = 'Glacier-run22';
    await main.getByLabel(t('auth.fields.newPassword'), { exact: true }).fill(newPassword);
    await main.getByLabel(t('auth.fields.passwordConfirmation'), { exact: true }).fill(newPassword);
    await expectAccessible(page);
    await main.getByRole('button', { name: t('resetPassword.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?status=reset-password$`));
    await expect(main.getByText(t('login.status.reset'))).toBeVisible();
    await logInWithPassword(page, lang, email, PASSWORD);
    await expect(main.getByRole('alert')).not.toBeEmpty();
    await logInWithPassword(page, lang, email, newPassword);
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));
    expect(await page.evaluate(() => localStorage.getItem('resetPasswordToken'))).toBeNull();
  });

  test(`signing in with a code sent by email (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = (key: string) => text(lang, key);
    const main = page.getByRole('main');
    const email = uniqueEmail('code');
    await createConfirmedUser(request, lang, email);

    await gotoInteractive(page, `/${lang}/login`);
    await main.getByRole('radio', { name: t('login.mode.code') }).check();
    await main.getByLabel(t('auth.fields.email'), { exact: true }).fill(email);
    const before = await lastMailId(request, email);
    await main.getByRole('button', { name: t('login.sendCode') }).click();
    await expect(main.getByRole('status')).toContainText(email);
    await expectAccessible(page);
    const { code } = await nextMail(request, email, before);
    await main.getByLabel(t('auth.fields.code'), { exact: true }).fill(code);
    await main.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lena');
    await expectAccessible(page);
  });
}

test('the guards: a guest is sent to log in and back, a signed-in visitor away from the sign-in pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const lang = 'en';
  const t = (key: string) => text(lang, key);
  const main = page.getByRole('main');
  const email = uniqueEmail('guard');
  await createConfirmedUser(request, lang, email);

  // The server renders a loading state for /account, never private data, and nobody may cache it.
  const response = await request.get('/en/account');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain(email);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\/(login|register|account|emailConfirm|reset-password)</);

  // Guest → /account → /login?redirectTo=/account (unprefixed URLs stay unprefixed).
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.title'));
  await expectAccessible(page);

  // A wrong password: the server's message (spec §8), the email kept.
  await logInWithPassword(page, lang, email, 'Wrong-password9');
  await expect(main.getByRole('alert')).not.toBeEmpty();
  await expect(main.getByLabel(t('auth.fields.email'), { exact: true })).toHaveValue(email);

  // …and back to /account after signing in.
  await logInWithPassword(page, lang, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lena');

  // Signed in: the sign-in pages lead to the account.
  await page.goto('/en/login'); // typed address
  await expect(page).toHaveURL(/\/en\/account$/);
  await page.goto('/fr/register'); // typed address
  await expect(page).toHaveURL(/\/fr\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lena');

  // An expired access token is renewed with the refresh token (spec §4), without a new sign-in.
  await page.evaluate(() => {
    const expired = `e30.${btoa(JSON.stringify({ exp: 1 }))}.x`;
    localStorage.setItem('accessToken', expired);
  });
  await page.goto('/en/account'); // typed address
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lena');

  // Signing out in another tab signs this one out too.
  const other = await page.context().newPage();
  await gotoInteractive(other, '/en/account'); // first page
  await other
    .getByRole('main')
    .getByRole('button', { name: t('account.logout.button'), exact: true })
    .click();
  await other
    .getByRole('dialog')
    .getByRole('button', { name: t('account.logout.confirm'), exact: true })
    .click();
  await expect(other).toHaveURL(/\/en\/?$/);
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Faccount$/);
  await other.close();
});

test('log out everywhere: this device goes to the login page, another device is logged out at its next step', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const t = (key: string) => text(lang, key);
  const email = uniqueEmail('everywhere');
  await createConfirmedUser(request, lang, email);
  // The other device: a browser of its own, logged in to the same account.
  const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await otherDevice.newPage();
    await gotoInteractive(other, `/${lang}`); // first page (of the other device)
    await signInFromHeader(other, lang, email);

    await gotoInteractive(page, `/${lang}`); // first page (of this device)
    await signInFromHeader(page, lang, email);
    await page.getByRole('button', { name: t('account.logoutEverywhere.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('account.logoutEverywhere.title') });
    await expect(dialog).toContainText(t('account.logoutEverywhere.text'));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t('account.logoutEverywhere.confirm'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?status=logged-out-everywhere$`));
    await expect(page.getByRole('status')).toContainText(t('login.status.everywhere'));
    await expectAccessible(page);
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);

    // The other device still holds unexpired tokens; its next step finds them refused.
    await other
      .getByRole('banner')
      .getByRole('link', { name: t('nav.account'), exact: true })
      .click();
    await expect(other).toHaveURL(new RegExp(`/${lang}/login\\?redirectTo=`), { timeout: 15_000 });
    await expect
      .poll(() => other.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]))
      .toEqual([null, null]);
  } finally {
    await otherDevice.close();
  }
});
