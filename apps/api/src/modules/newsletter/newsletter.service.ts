import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import {
  NEWSLETTER_CONFIRMATION_DAYS,
  type NewsletterStatus,
  type NewsletterSubscriber,
  type NewsletterSubscriberList,
} from '@beast/domain/newsletter/newsletter-api.schema';
import { DomainError } from '../../errors/domain-error';
import { translate } from '../../i18n/translate';
import { CSV_BYTE_ORDER_MARK, csvRow } from '../../lib/csv';
import { createSigner } from '../../lib/signed-value';
import type { OutgoingEmail } from '../mail/outbox.repository';
import { createOutboxRepository } from '../mail/outbox.repository';
import { linkEmail, newsletterDocument } from '../mail/templates';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createNewsletterRepository, type SubscriptionRow } from './newsletter.repository';
import { createNewsletterIssuesRepository } from './newsletter-issues.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public paths the emailed links open (the storefront's pages) and the one-click endpoint (RFC 8058). */
export const NEWSLETTER_PATHS = {
  confirmation: '/newsletter-confirmation',
  unsubscribe: '/newsletter-unsubscribe',
  oneClick: '/api/news-letter-subscriptions/unsubscribe',
} as const;

type Dependencies = Pick<VisitorRequestDependencies, 'db' | 'clock' | 'secret' | 'brandName' | 'publicOrigin'>;

/** The consent's wording in a language, as the form shows it and the subscription keeps it. */
export function consentText(locale: Locale, brandName: string): string {
  return interpolate(translate(locale, 'newsletter.consent'), { brand: brandName });
}

/**
 * The newsletter with double opt-in (spec §3, §4, §5): a sign-up keeps the consent (wording and time) and
 * emails a signed link; only its opening confirms the subscription. Every newsletter email carries a link to
 * leave and the one-click List-Unsubscribe headers (RFC 8058); leaving needs no account either.
 */
export function createNewsletterService(deps: Dependencies) {
  const confirmations = createSigner(deps.secret, 'newsletter-confirm');
  const departures = createSigner(deps.secret, 'newsletter-unsubscribe');
  const text = (locale: Locale, key: MessageKey) => interpolate(translate(locale, key), { brand: deps.brandName });

  function confirmationEmail(row: SubscriptionRow, token: string): OutgoingEmail {
    const locale = row.locale;
    const link = `${deps.publicOrigin}/${locale}${NEWSLETTER_PATHS.confirmation}?${new URLSearchParams({ token })}`;
    return {
      to: row.email,
      ...linkEmail({
        locale,
        brandName: deps.brandName,
        link,
        lines: {
          subject: text(locale, 'email.newsletterConfirm.subject'),
          greeting: text(locale, 'email.inboxNew.greeting'),
          paragraphs: [text(locale, 'email.newsletterConfirm.intro'), text(locale, 'email.newsletterConfirm.ignore')],
          linkIntro: text(locale, 'email.newsletterConfirm.linkIntro'),
          button: text(locale, 'email.newsletterConfirm.button'),
          signature: deps.brandName,
        },
      }),
    };
  }

  /** The subscription a signed link names, locked; refused when the link is not ours or has expired. */
  async function subscriptionOf(tx: Dependencies['db'], token: string, signer: typeof confirmations) {
    const [id, expires] = (signer.verify(token) ?? '').split('.').map(Number);
    const expired = expires !== undefined && deps.clock().getTime() > expires;
    const row = id && !expired ? await createNewsletterRepository(tx).findForUpdate(id) : undefined;
    if (!row) throw new DomainError('NEWSLETTER_LINK_INVALID');
    return row;
  }

  return {
    /**
     * A sign-up: a new or pending address (or one that left) gets the consent anew and a confirmation link.
     * An address already confirmed is answered the same, without an email: the answer tells nobody who
     * subscribes.
     */
    async subscribe(locale: Locale, email: string): Promise<void> {
      const at = deps.clock();
      await deps.db.transaction(async (tx) => {
        const subscriptions = createNewsletterRepository(tx);
        const existing = await subscriptions.findByEmailForUpdate(email);
        if (existing?.status === 'confirmed') return;
        const consent = { locale, consentText: consentText(locale, deps.brandName), consentAt: at };
        const row = existing
          ? await subscriptions.update(existing.id, { ...consent, status: 'pending', unsubscribedAt: null })
          : await subscriptions.insert({ email, status: 'pending', ...consent, createdAt: at });
        const token = confirmations.sign(`${row.id}.${at.getTime() + NEWSLETTER_CONFIRMATION_DAYS * DAY_MS}`);
        await createOutboxRepository(tx).enqueue(confirmationEmail(row, token), at);
      });
    },

    /** The emailed link opened: the subscription is confirmed (again, harmlessly, on a second opening). */
    async confirm(token: string): Promise<Exclude<NewsletterStatus, 'pending'>> {
      return deps.db.transaction(async (tx) => {
        const row = await subscriptionOf(tx, token, confirmations);
        // A link from before the person left does not bring them back.
        if (row.status === 'unsubscribed') return 'unsubscribed';
        if (row.status === 'pending') {
          await createNewsletterRepository(tx).update(row.id, { status: 'confirmed', confirmedAt: deps.clock() });
        }
        return 'confirmed';
      });
    },

    /** Leaving, from the link or the one-click header of a newsletter: no account, no question asked. */
    async unsubscribe(token: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await subscriptionOf(tx, token, departures);
        if (row.status === 'unsubscribed') return;
        await createNewsletterRepository(tx).update(row.id, { status: 'unsubscribed', unsubscribedAt: deps.clock() });
        // An issue enqueued a moment ago and not sent yet is not sent: they left.
        await createNewsletterIssuesRepository(tx).withdrawWaitingEmails(row.id, 'unsubscribed before it was sent');
      });
    },

    /**
     * A newsletter as it is sent to one subscriber: its text and HTML end with the link to leave, and it carries
     * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so mail programs offer to leave in one click.
     * `bodyHtml` is the issue's body as the shop rendered and sanitised it; the email's frame is drawn here.
     */
    newsletterEmail(
      row: Pick<SubscriptionRow, 'id' | 'email' | 'locale'>,
      content: { subject: string; text: string; bodyHtml: string },
    ): OutgoingEmail {
      const token = departures.sign(String(row.id));
      const page = `${deps.publicOrigin}/${row.locale}${NEWSLETTER_PATHS.unsubscribe}?${new URLSearchParams({ token })}`;
      const oneClick = `${deps.publicOrigin}${NEWSLETTER_PATHS.oneClick}?${new URLSearchParams({ token })}`;
      const footer = text(row.locale, 'email.newsletter.unsubscribe');
      return {
        to: row.email,
        subject: content.subject,
        text: `${content.text}\n\n--\n${footer}\n${page}\n`,
        html: newsletterDocument({
          locale: row.locale,
          brandName: deps.brandName,
          subject: content.subject,
          bodyHtml: content.bodyHtml,
          footer,
          unsubscribeLink: page,
        }),
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    },

    async list(status: NewsletterStatus | undefined, offset: number, limit: number): Promise<NewsletterSubscriberList> {
      const { rows, total } = await createNewsletterRepository(deps.db).list(status, offset, limit);
      return { data: rows.map(toSubscriber), offset, limit, total };
    },

    /** The confirmed subscribers as CSV: address, language, when and to what wording they agreed, when confirmed. */
    async confirmedCsv(): Promise<string> {
      const rows = await createNewsletterRepository(deps.db).confirmed();
      const header = csvRow(['email', 'language', 'consent_at', 'consent_text', 'confirmed_at']);
      const lines = rows.map((row) =>
        csvRow([row.email, row.locale, row.consentAt.toISOString(), row.consentText, row.confirmedAt?.toISOString()]),
      );
      return CSV_BYTE_ORDER_MARK + header + lines.join('');
    },
  };
}

function toSubscriber(row: SubscriptionRow): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    status: row.status,
    consentText: row.consentText,
    consentAt: row.consentAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
