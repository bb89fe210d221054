import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { AdminCompanyMembersSchema } from '@beast/domain/partners/partners-admin.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../features/back-office/admin-fields';
import { backOfficeApi, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert } from '../../ui/field';
import type { Route } from './+types/company-members';

const membersPath = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}/members`;

export async function loader(args: Route.LoaderArgs) {
  return backOfficeApi(args).load(membersPath(args.params.id), AdminCompanyMembersSchema);
}

/** A revocation: the membership ends at once, audited. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, membership = '', ...values } = await formFields(args.request);
  try {
    await api.change('POST', `${membersPath(args.params.id)}/${encodeURIComponent(membership)}/revoke`, {
      csrfToken,
      schema: AdminCompanyMembersSchema,
    });
    return { done: true };
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.companies.membersTitle');

/** A company's members (sales, support and admins): who, at which work address, until when; revoke one. */
export default function CompanyMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const session = useStaffSession();
  if (!session) return null;
  const { company, members } = loaderData;
  const answer = actionData as { done?: boolean; failure?: { formError: string } } | undefined;
  return (
    <>
      <ScreenHeading
        title={t('admin.companies.membersOf', { company: company.name })}
        lead={t('admin.companies.membersLead')}
      >
        <p>
          <Link to={BACK_OFFICE_PATHS.companies}>{t('admin.companies.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ? t('admin.companies.revoked') : null} />
      <FormAlert message={answer?.failure?.formError ?? null} />
      <section className="admin-card" aria-labelledby="members-list">
        <h2 id="members-list" className="admin-section__title">
          {t('admin.companies.membersTitle')}
        </h2>
        {members.length === 0 ? (
          <p>{t('admin.companies.noMembers')}</p>
        ) : (
          <ul className="admin-list">
            {members.map((member) => (
              <li key={member.id} className="admin-row admin-entry">
                <p className="admin-entry__what">
                  <strong>{member.name}</strong> · {member.email} · {member.workEmail}
                </p>
                <p className="admin-entry__when">
                  {t(`admin.companies.state.${member.state}`, {
                    date: formatSwissDate(member.revokedAt ?? member.expiresAt, locale),
                  })}
                </p>
                {member.state === 'live' ? (
                  <Form method="post">
                    <CsrfField token={session.csrfToken} />
                    <input type="hidden" name="membership" value={member.id} />
                    <button type="submit" className="button button--secondary">
                      {t('admin.companies.revoke', { email: member.workEmail })}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
