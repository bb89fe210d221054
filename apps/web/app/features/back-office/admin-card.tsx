import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { SentEmail } from '@beast/domain/staff/sent-email.schema';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';

/** One titled part of a back-office page (an order's lines, a customer's profile), named by its heading. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id} className="admin-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The emails the shop wrote (to a customer, or about an order): when, what, and whether they went out. */
export function SentEmails({
  id,
  title,
  empty,
  emails,
  children,
}: {
  id: string;
  title: string;
  /** What the card says when there is no email. */
  empty: string;
  emails: readonly SentEmail[];
  /** The actions below the list (send the confirmation again). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card id={id} title={title}>
      {emails.length === 0 ? <p>{empty}</p> : null}
      <ul className="admin-list">
        {emails.map((email) => (
          <li key={email.id} className="admin-row">
            <time dateTime={email.createdAt}>{formatSwissMoment(email.createdAt, i18n.language)}</time> ·{' '}
            {email.subject} · {t(`admin.order.emailStatus.${email.status}`)}
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
