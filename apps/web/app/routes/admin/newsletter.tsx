import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  NewsletterSubscriberListSchema,
} from '@beast/domain/newsletter/newsletter-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/newsletter';

function statusOf(value: string | null): NewsletterStatus {
  return NEWSLETTER_STATUSES.find((status) => status === value) ?? 'confirmed';
}

export async function loader(args: Route.LoaderArgs) {
  const status = statusOf(new URL(args.request.url).searchParams.get('status'));
  const list = await backOfficeApi(args).load('/api/admin/newsletter/subscribers', NewsletterSubscriberListSchema, {
    status,
    limit: 500,
  });
  return { status, list };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.newsletter.title');

/**
 * The newsletter's subscribers, by status, with the consent each gave (its time and wording), and the
 * confirmed ones as CSV for the mailing tool. Sales and admins use it ('leads').
 */
export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, list } = loaderData;
  return (
    <>
      <ScreenHeading title={t('admin.newsletter.title')} lead={t('admin.newsletter.lead')}>
        <p className="admin-links">
          <a href="/api/admin/newsletter/subscribers.csv" download>
            {t('admin.newsletter.export')}
          </a>
        </p>
      </ScreenHeading>
      <nav className="admin-card admin-tabs" aria-label={t('admin.newsletter.statuses')}>
        <ul className="admin-tabs__list">
          {NEWSLETTER_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={`${BACK_OFFICE_PATHS.newsletter}?status=${each}`}
                className="admin-tabs__link"
                aria-current={each === status ? 'page' : undefined}
              >
                {t(`admin.newsletter.status.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin-card" aria-labelledby="newsletter-results">
        <h2 id="newsletter-results" className="admin-section__title">
          {t('admin.newsletter.count', { count: list.total })}
        </h2>
        {list.data.length === 0 ? (
          <p>{t('admin.newsletter.empty')}</p>
        ) : (
          <ol className="admin-list">
            {list.data.map((subscriber) => (
              <li key={subscriber.id} className="admin-row admin-entry">
                <p className="admin-entry__what">
                  <strong>{subscriber.email}</strong>{' '}
                  <span lang={subscriber.locale}>{subscriber.locale.toUpperCase()}</span>
                </p>
                <p className="admin-entry__when">
                  {t('admin.newsletter.consentAt', { at: subscriber.consentAt.slice(0, 16).replace('T', ' ') })}
                  {subscriber.confirmedAt
                    ? ` · ${t('admin.newsletter.confirmedAt', { at: subscriber.confirmedAt.slice(0, 16).replace('T', ' ') })}`
                    : ''}
                </p>
                <p className="admin-entry__who" lang={subscriber.locale}>
                  {subscriber.consentText}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
