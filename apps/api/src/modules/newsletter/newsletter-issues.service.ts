import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import {
  missingNewsletterTexts,
  NEWSLETTER_SEND_BATCH_SIZE,
  type NewsletterIssue,
  type NewsletterIssueList,
  type NewsletterIssueText,
  type NewsletterIssueWrite,
  type NewsletterPreviews,
  writtenNewsletterLocales,
} from '@beast/domain/newsletter/newsletter-issues.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { renderMarkdown } from '../../lib/markdown';
import { recordAudit } from '../audit/audit';
import { editorName } from '../editorial/editorial-write';
import { createOutboxRepository } from '../mail/outbox.repository';
import type { NewsletterService } from './newsletter.service';
import { createNewsletterIssuesRepository, type IssueRow, type IssueWithEditors } from './newsletter-issues.repository';

interface Dependencies {
  db: Db;
  clock: Clock;
  publicOrigin: string;
  /** The subscriptions' side: each email is `newsletterEmail`'s, with the subscriber's own link to leave. */
  newsletter: NewsletterService;
}

/** What the audit log names an issue by. */
const ENTITY_TYPE = 'newsletter-issue';

/**
 * The newsletter's issues (content staff and admins): written as a draft in the three languages, previewed as the
 * email it will be, sent as a test to the member's own address, then sent to every confirmed subscriber in their
 * language — once each, whatever happens:
 *
 * - a send works in batches, each one transaction that locks the issue, picks confirmed subscribers without a
 *   delivery of it, and writes their deliveries and enqueues their emails together; the unique (issue,
 *   subscription) of the deliveries refuses a second one, so a batch either happens whole or not at all;
 * - a double click, a colleague's send or a send resumed after a crash (the issue stays `sending`) take turns on
 *   the issue's lock and each continue where the last batch stopped; the batch that finds nobody left marks it
 *   `sent` with its count;
 * - an unsubscribed subscriber is never picked (and one who leaves later has their waiting email withdrawn); an
 *   erased one has no subscription left.
 */
export function createNewsletterIssuesService(deps: Dependencies) {
  const { db, clock } = deps;

  /** An issue's email in one language, before the subscriber's own link to leave is added. */
  function contentIn(text: NewsletterIssueText, locale: Locale) {
    const { subject, body } = text[locale];
    // The editorial Markdown renderer and sanitiser; an email's links and pictures need the shop's full address.
    const bodyHtml = renderMarkdown(body, { locale }).replace(
      /\b(href|src)="\//g,
      (_match, attribute: string) => `${attribute}="${deps.publicOrigin}/`,
    );
    // The plain-text part is the Markdown itself: written to be read as it is.
    return { subject, text: body, bodyHtml };
  }

  function view(row: IssueWithEditors): NewsletterIssue {
    return {
      id: row.id,
      status: row.status,
      text: row.text,
      recipients: row.recipients,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedByEmail,
      sentAt: row.sentAt?.toISOString() ?? null,
      sentBy: row.sentByEmail,
    };
  }

  async function read(id: number): Promise<NewsletterIssue> {
    const row = await createNewsletterIssuesRepository(db).find(id);
    if (!row) throw new DomainError('NOT_FOUND');
    return view(row);
  }

  /** The issue, locked; a sent (or sending) issue is no longer a draft anyone may change. */
  async function draftForUpdate(tx: Db, id: number): Promise<IssueRow> {
    const issue = await createNewsletterIssuesRepository(tx).findForUpdate(id);
    if (!issue) throw new DomainError('NOT_FOUND');
    if (issue.status !== 'draft') throw new DomainError('NEWSLETTER_ISSUE_SENT');
    return issue;
  }

  /**
   * Starts a send (a draft becomes `sending`, audited once), or finds it started or done. Refused while a language
   * lacks its subject or body (the rule and why: `missingNewsletterTexts`).
   */
  async function startSending(staffId: number, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const issues = createNewsletterIssuesRepository(tx);
      const issue = await issues.findForUpdate(id);
      if (!issue) throw new DomainError('NOT_FOUND');
      if (issue.status !== 'draft') return;
      const missing = missingNewsletterTexts(issue.text);
      if (Object.keys(missing).length > 0) throw new DomainError('NEWSLETTER_ISSUE_INCOMPLETE', missing);
      await issues.update(id, { status: 'sending', sentBy: staffId });
      await recordAudit(tx, {
        staffId,
        action: 'sent',
        entityType: ENTITY_TYPE,
        entityKey: String(id),
        before: { status: 'draft' },
        after: { status: 'sending' },
      });
    });
  }

  /** One batch: answers whether the issue is sent (nobody is left). */
  async function sendBatch(id: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const issues = createNewsletterIssuesRepository(tx);
      const issue = await issues.findForUpdate(id);
      if (issue?.status !== 'sending') return true;
      const at = clock();
      const recipients = await issues.nextRecipients(id, NEWSLETTER_SEND_BATCH_SIZE);
      if (recipients.length === 0) {
        await issues.update(id, { status: 'sent', sentAt: at, recipients: await issues.countDeliveries(id) });
        return true;
      }
      const contents = new Map(LOCALES.map((locale) => [locale, contentIn(issue.text, locale)]));
      const outbox = createOutboxRepository(tx);
      const deliveries = [];
      for (const subscription of recipients) {
        const email = deps.newsletter.newsletterEmail(subscription, contents.get(subscription.locale)!);
        const outboxId = await outbox.enqueue(email, at);
        deliveries.push({ issueId: id, subscriptionId: subscription.id, locale: subscription.locale, outboxId });
      }
      await issues.insertDeliveries(deliveries);
      await issues.addRecipients(id, deliveries.length);
      return false;
    });
  }

  return {
    read,

    async list(offset: number, limit: number): Promise<NewsletterIssueList> {
      const { rows, total } = await createNewsletterIssuesRepository(db).list(offset, limit);
      return { data: rows.map(view), offset, limit, total };
    },

    async create(staffId: number, write: NewsletterIssueWrite): Promise<NewsletterIssue> {
      const id = await db.transaction(async (tx) => {
        const at = clock();
        const row = await createNewsletterIssuesRepository(tx).insert({
          text: write.text,
          createdBy: staffId,
          updatedBy: staffId,
          createdAt: at,
          updatedAt: at,
        });
        await recordAudit(tx, {
          staffId,
          action: 'created',
          entityType: ENTITY_TYPE,
          entityKey: String(row.id),
          before: null,
          after: { text: row.text },
        });
        return row.id;
      });
      return read(id);
    },

    async update(staffId: number, id: number, write: NewsletterIssueWrite): Promise<NewsletterIssue> {
      await db.transaction(async (tx) => {
        const before = await draftForUpdate(tx, id);
        await createNewsletterIssuesRepository(tx).update(id, {
          text: write.text,
          updatedBy: staffId,
          updatedAt: clock(),
        });
        await recordAudit(tx, {
          staffId,
          action: 'updated',
          entityType: ENTITY_TYPE,
          entityKey: String(id),
          before: { text: before.text },
          after: { text: write.text },
        });
      });
      return read(id);
    },

    /** The issue in each language as the email a subscriber of that language receives (a sample link to leave). */
    async previews(id: number): Promise<NewsletterPreviews> {
      const issue = await read(id);
      return {
        data: LOCALES.map((locale) => {
          const content = contentIn(issue.text, locale);
          // A subscription that does not exist: the sample's link to leave leads nobody out.
          const email = deps.newsletter.newsletterEmail({ id: 0, email: '', locale }, content);
          return { locale, subject: email.subject, bodyHtml: content.bodyHtml, text: email.text };
        }),
      };
    },

    /**
     * The issue in each language it is written in, to the member's own address, as subscribers will receive it
     * (its link to leave names no subscription). Audited: staff account for every email they make the shop send.
     */
    async sendTest(staffId: number, id: number): Promise<{ to: string; locales: Locale[] }> {
      return db.transaction(async (tx) => {
        const issue = await createNewsletterIssuesRepository(tx).findForUpdate(id);
        if (!issue) throw new DomainError('NOT_FOUND');
        const locales = writtenNewsletterLocales(issue.text);
        if (locales.length === 0)
          throw new DomainError('NEWSLETTER_ISSUE_INCOMPLETE', missingNewsletterTexts(issue.text));
        const to = await editorName(tx, { kind: 'staff', staffId });
        const outbox = createOutboxRepository(tx);
        for (const locale of locales) {
          await outbox.enqueue(
            deps.newsletter.newsletterEmail({ id: 0, email: to, locale }, contentIn(issue.text, locale)),
            clock(),
          );
        }
        await recordAudit(tx, {
          staffId,
          action: 'test-sent',
          entityType: ENTITY_TYPE,
          entityKey: String(id),
          before: null,
          after: { to, locales },
        });
        return { to, locales };
      });
    },

    /**
     * Sends the issue to every confirmed subscriber, in batches, exactly once each (see above); answers the issue as
     * it is then, `sent` with its count. Sending a sent issue again sends nothing.
     */
    async send(staffId: number, id: number): Promise<NewsletterIssue> {
      await startSending(staffId, id);
      while (!(await sendBatch(id))) {
        // The next batch, in a transaction of its own.
      }
      return read(id);
    },
  };
}

export type NewsletterIssuesService = ReturnType<typeof createNewsletterIssuesService>;
