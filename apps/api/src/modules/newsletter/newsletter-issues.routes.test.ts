import type { Locale } from '@beast/domain/i18n/locale';
import type { NewsletterIssue, NewsletterIssueText } from '@beast/domain/newsletter/newsletter-issues.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/accounts';
import { newsletterDeliveries } from '../../db/schema/newsletter';
import { uniqueEmail } from '../../test/accounts';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNewsletterRepository, type SubscriptionRow } from './newsletter.repository';
import { newsletterPersonalData } from './newsletter-personal-data';

const now = new Date('2026-04-14T08:00:00Z');
let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  harness = await createTestApp({ clock: () => now });
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

const ISSUES = '/api/admin/newsletter/issues';

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: StaffHeaders = content.headers) {
  return harness.app.inject({
    method,
    url,
    payload,
    headers: method === 'GET' ? headers.read : headers.change,
  });
}

/** An issue's texts, each subject marked with the test's word so its emails can be told apart. */
function written(marker: string, skip: Locale[] = []): NewsletterIssueText {
  const text = {
    en: { subject: `Spring rides ${marker}`, body: `## New routes\n\nRide the [new trails](/blog) ${marker}.` },
    fr: { subject: `Balades de printemps ${marker}`, body: `Nouveaux parcours ${marker} !` },
    de: { subject: `Frühlingstouren ${marker}`, body: `Neue Routen ${marker}.` },
  };
  for (const locale of skip) text[locale] = { subject: '', body: '' };
  return text;
}

async function draft(text: NewsletterIssueText): Promise<NewsletterIssue> {
  const response = await call('POST', ISSUES, { text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function subscriber(status: SubscriptionRow['status'], locale: Locale = 'en'): Promise<SubscriptionRow> {
  return createNewsletterRepository(harness.database.db).insert({
    email: uniqueEmail(`reader-${status}`),
    locale,
    status,
    consentText: 'I agree.',
    consentAt: now,
    confirmedAt: status === 'pending' ? null : now,
  });
}

async function mailsAbout(marker: string) {
  return (await harness.outbox()).filter((mail) => mail.subject.includes(marker));
}

async function confirmedCount(): Promise<number> {
  return (await createNewsletterRepository(harness.database.db).confirmed()).length;
}

describe('who may write and send the newsletter', () => {
  it('is content staff and admins; sales and support are refused, and nobody signed out', async () => {
    const sales = await signedInStaff(harness, 'sales');
    const support = await signedInStaff(harness, 'support');
    const admin = await signedInStaff(harness, 'admin');
    expect((await call('GET', ISSUES, undefined, sales.headers)).statusCode).toBe(403);
    expect((await call('POST', ISSUES, { text: written('x') }, support.headers)).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: ISSUES })).statusCode).toBe(401);
    expect((await call('GET', ISSUES, undefined, admin.headers)).statusCode).toBe(200);
    const issue = await draft(written('roles'));
    expect((await call('POST', `${ISSUES}/${issue.id}/send`, undefined, sales.headers)).statusCode).toBe(403);
    expect((await call('POST', `${ISSUES}/${issue.id}/test`, undefined, support.headers)).statusCode).toBe(403);
  });
});

describe('an issue from draft to sent', () => {
  it('is kept as a draft, previewed and tested as the email it will be, then sent to the confirmed subscribers', async () => {
    const marker = `m${Date.now().toString(36)}`;
    const french = await subscriber('confirmed', 'fr');
    const german = await subscriber('confirmed', 'de');
    const pending = await subscriber('pending', 'en');
    const left = await subscriber('unsubscribed', 'en');

    // Drafted in English only: kept, and tested in English, but not sendable.
    const issue = await draft(written(marker, ['fr', 'de']));
    expect(issue).toMatchObject({ status: 'draft', recipients: 0, updatedBy: content.email, sentAt: null });
    const test = await call('POST', `${ISSUES}/${issue.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({ to: content.email, locales: ['en'] });
    const [tested] = await mailsAbout(marker);
    expect(tested).toMatchObject({ to: content.email, subject: `Spring rides ${marker}` });
    expect(tested!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const refused = await call('POST', `${ISSUES}/${issue.id}/send`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('NEWSLETTER_ISSUE_INCOMPLETE');
    expect(Object.keys(refused.json().error.fields)).toEqual([
      'text.fr.subject',
      'text.fr.body',
      'text.de.subject',
      'text.de.body',
    ]);

    // Written whole, previewed in each language with its link to leave.
    const saved = await call('PUT', `${ISSUES}/${issue.id}`, { text: written(marker) });
    expect(saved.statusCode, saved.body).toBe(200);
    const previews = (await call('GET', `${ISSUES}/${issue.id}/preview`)).json().data;
    expect(previews.map((each: { locale: string }) => each.locale)).toEqual(['en', 'fr', 'de']);
    expect(previews[0].bodyHtml).toContain(`<a href="${harness.config.publicUrl}/blog">new trails</a>`);
    expect(previews[1].subject).toBe(`Balades de printemps ${marker}`);
    expect(previews[2].text).toMatch(/\/de\/newsletter-unsubscribe\?token=/);

    const sent = await call('POST', `${ISSUES}/${issue.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'sent',
      recipients: await confirmedCount(),
      sentBy: content.email,
      sentAt: now.toISOString(),
    });

    // Each confirmed subscriber in their language, nobody pending or gone.
    const mails = await mailsAbout(marker);
    const to = (email: string) => mails.filter((mail) => mail.to === email);
    expect(to(french.email).map((mail) => mail.subject)).toEqual([`Balades de printemps ${marker}`]);
    expect(to(german.email).map((mail) => mail.subject)).toEqual([`Frühlingstouren ${marker}`]);
    expect(to(german.email)[0]!.html).toContain(`Neue Routen ${marker}.`);
    expect(to(pending.email)).toEqual([]);
    expect(to(left.email)).toEqual([]);

    // A sent issue is no longer a draft; sending it again sends nothing.
    expect((await call('PUT', `${ISSUES}/${issue.id}`, { text: written('late') })).statusCode).toBe(409);
    expect((await call('POST', `${ISSUES}/${issue.id}/send`)).json().status).toBe('sent');
    expect(await mailsAbout(marker)).toHaveLength(mails.length);

    const actions = (await auditEntriesOf(harness, 'newsletter-issue', String(issue.id))).map((entry) => [
      entry.staffId,
      entry.action,
    ]);
    expect(actions).toEqual([
      [content.id, 'created'],
      [content.id, 'test-sent'],
      [content.id, 'updated'],
      [content.id, 'sent'],
    ]);
    const listed = (await call('GET', ISSUES)).json().data;
    expect(listed.find((each: NewsletterIssue) => each.id === issue.id)).toMatchObject({ status: 'sent' });
  });

  it('gives each recipient their own link to leave, which unsubscribes them and withdraws what still waits', async () => {
    const marker = `u${Date.now().toString(36)}`;
    const first = await subscriber('confirmed', 'fr');
    const second = await subscriber('confirmed', 'en');
    const issue = await draft(written(marker));
    await call('POST', `${ISSUES}/${issue.id}/send`);
    const mails = await mailsAbout(marker);
    const [mine] = mails.filter((mail) => mail.to === first.email);
    const [theirs] = mails.filter((mail) => mail.to === second.email);
    const leaveOf = (mail: typeof mine) => mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(leaveOf(mine)).not.toBe(leaveOf(theirs));
    expect(mine!.text).toMatch(/\/fr\/newsletter-unsubscribe\?token=/);
    expect(mine!.html).toContain('/fr/newsletter-unsubscribe?token=');

    // Their next newsletter is still waiting in the outbox when they leave: it is not sent.
    const delivery = await harness.database.db
      .select()
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issue.id), eq(newsletterDeliveries.subscriptionId, first.id)));
    await harness.database.db
      .update(emailOutbox)
      .set({ status: 'pending' })
      .where(eq(emailOutbox.id, delivery[0]!.outboxId!));
    const oneClick = new URL(leaveOf(mine));
    const left = await harness.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    const rows = createNewsletterRepository(harness.database.db);
    expect((await rows.findForUpdate(first.id))?.status).toBe('unsubscribed');
    expect((await rows.findForUpdate(second.id))?.status).toBe('confirmed');
    const [withdrawn] = await harness.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, delivery[0]!.outboxId!));
    expect(withdrawn).toMatchObject({ status: 'failed', lastError: 'unsubscribed before it was sent' });
  });

  it('sends nothing to an erased subscriber', async () => {
    const marker = `e${Date.now().toString(36)}`;
    const erased = await subscriber('confirmed', 'de');
    await harness.database.db.transaction((tx) =>
      newsletterPersonalData.erase(tx, erased.email.toUpperCase(), 'erased@erased.invalid'),
    );
    const issue = await draft(written(marker));
    await call('POST', `${ISSUES}/${issue.id}/send`);
    expect((await mailsAbout(marker)).filter((mail) => mail.to === erased.email)).toEqual([]);
  });
});

describe('sending exactly once', () => {
  it('emails each confirmed subscriber once when five sends of the issue run at the same time', async () => {
    const marker = `c${Date.now().toString(36)}`;
    for (let index = 0; index < 7; index++) await subscriber('confirmed', (['en', 'fr', 'de'] as const)[index % 3]);
    const admin = await signedInStaff(harness, 'admin');
    const issue = await draft(written(marker));
    const answers = await Promise.all(
      [content, admin, content, admin, content].map((member) =>
        call('POST', `${ISSUES}/${issue.id}/send`, undefined, member.headers),
      ),
    );
    const expected = await confirmedCount();
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'sent', recipients: expected });
    }
    const mails = await mailsAbout(marker);
    expect(mails).toHaveLength(expected);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(expected);
    const deliveries = await harness.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    expect(deliveries).toHaveLength(expected);
    const sends = (await auditEntriesOf(harness, 'newsletter-issue', String(issue.id))).filter(
      (entry) => entry.action === 'sent',
    );
    expect(sends).toHaveLength(1);
  });
});
