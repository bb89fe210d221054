import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { text, uniqueEmail } from './support/accounts';
import { backOfficeNav, DEMO_ADMIN, signInWithPassword, t } from './support/admin';
import { CLOSED, createContest, enterContest, OPEN, setWindow } from './support/contests';
import { gotoInteractive } from './support/navigation';

/**
 * The Contests screen (spec §9 contests as data): staff find a closed weight contest with its entries, draw the
 * winner against the bike's real weight (the closest estimate wins), the winner is emailed, the draw cannot
 * happen twice, and the contest's page says the winner has been told.
 */
test('staff draw the weight contest’s winner: the closest estimate, emailed, and the page says so', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = `e2e-draw-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await createContest(request, slug, 'weight-estimate', OPEN());
  const far = uniqueEmail('far');
  const close = uniqueEmail('close');
  await enterContest(request, slug, { firstName: 'Lina', email: far, weightEstimateKg: '30' });
  await enterContest(request, slug, { firstName: 'Noah', email: close, weightEstimateKg: '37,2' });
  await setWindow(request, slug, CLOSED());

  await gotoInteractive(page, '/admin'); // first page
  await signInWithPassword(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.contests') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.contests.title'));
  await expectAccessible(page);

  const main = page.getByRole('main');
  await main.getByRole('link', { name: slug, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(slug);
  await expect(main.getByRole('cell', { name: close })).toBeVisible();
  await expect(main.getByRole('cell', { name: far })).toBeVisible();
  await expectAccessible(page);

  // Without the real weight the draw is refused; with it, the closest estimate wins.
  await main.getByRole('button', { name: t('admin.contests.drawButton') }).click();
  await expect(main.getByText(text('en', 'validation.contest.realWeight'))).toBeVisible();
  await main.getByLabel(t('admin.contests.realWeight'), { exact: true }).fill('37.1');
  await main.getByRole('button', { name: t('admin.contests.drawButton') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('admin.contests.done.drawn') })).toBeVisible();
  await expect(main.getByText(`Noah Keller (${close})`)).toBeVisible();
  await expect(main.getByRole('button', { name: t('admin.contests.drawButton') })).toHaveCount(0);
  await expectAccessible(page);

  // The winner's email, and a second draw refused.
  const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as { to: string; subject: string }[];
  expect(mailbox.filter((mail) => mail.to === close).map((mail) => mail.subject)).toEqual([
    'You have won the Beast contest',
  ]);
  const { csrfToken } = await (await request.get('/api/admin/session')).json();
  const again = await request.post(`/api/admin/contests/${slug}/draw?lang=en`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { realWeightKg: 30 },
  });
  expect(again.status()).toBe(409);

  // A visitor opening the contest's page reads that the winner has been told.
  const visitor = await context.newPage();
  await gotoInteractive(visitor, `/en/contest/${slug}`); // first page
  await expect(visitor.getByRole('status').getByText(text('en', 'contests.state.drawn'))).toBeVisible();
  await expect(visitor.getByRole('form', { name: text('en', 'contests.form.title') })).toHaveCount(0);
  await expectAccessible(visitor);
});
