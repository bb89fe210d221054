import { type NewsletterIssue, NewsletterIssueListSchema } from '@beast/domain/newsletter/newsletter-issues.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { utcMinute } from '../../features/back-office/utc-minute';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/newsletter-issues';

export async function loader(args: Route.LoaderArgs) {
  return { list: await backOfficeApi(args).load('/api/admin/newsletter/issues', NewsletterIssueListSchema) };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.newsletterIssues.title');

/** The newsletter's issues, newest first: drafts to finish, and those sent with how many they reached. */
export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list } = loaderData;
  return (
    <>
      <ScreenHeading title={t('admin.newsletterIssues.title')} lead={t('admin.newsletterIssues.lead')}>
        <p className="admin-links">
          <Link to={BACK_OFFICE_PATHS.newNewsletterIssue}>{t('admin.newsletterIssues.new')}</Link>
        </p>
      </ScreenHeading>
      <section className="admin-card" aria-labelledby="newsletter-issues-results">
        <h2 id="newsletter-issues-results" className="admin-section__title">
          {t('admin.newsletterIssues.count', { count: list.total })}
        </h2>
        {list.data.length === 0 ? (
          <p>{t('admin.newsletterIssues.empty')}</p>
        ) : (
          <ol className="admin-list">
            {list.data.map((issue) => (
              <IssueRow key={issue.id} issue={issue} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function IssueRow({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation();
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.newsletterIssues}/${issue.id}`}>
          <strong>{issue.text.en.subject || t('admin.newsletterIssues.untitled')}</strong>
        </Link>{' '}
        <span className="badge">{t(`admin.newsletterIssues.status.${issue.status}`)}</span>
      </p>
      <p className="admin-entry__when">
        {issue.sentAt && issue.sentBy
          ? t('admin.newsletterIssues.sentFacts', {
              at: utcMinute(issue.sentAt),
              by: issue.sentBy,
              count: issue.recipients,
            })
          : t('admin.newsletterIssues.changed', { at: utcMinute(issue.updatedAt), by: issue.updatedBy })}
      </p>
    </li>
  );
}
