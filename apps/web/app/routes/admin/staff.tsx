import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import {
  EnrolmentLinkSchema,
  StaffListSchema,
  type StaffMember,
  StaffMemberSchema,
} from '@beast/domain/staff/staff-api.schema';
import { STAFF_ROLES } from '@beast/domain/staff/staff-roles';
import { Form } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminSelectField, AdminTextField, CsrfField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/staff';

/** Members are few: one page of them, newest first (the API pages larger lists). */
const MEMBERS_SHOWN = 200;

export async function loader(args: Route.LoaderArgs) {
  return { members: await backOfficeApi(args).load('/api/admin/staff', StaffListSchema, { limit: MEMBERS_SHOWN }) };
}

/** What a change did, said above the list; an enrolment link is shown this once. */
type Done =
  | { kind: 'invited' | 'reset'; email: string; link: string; expiresAt: string }
  | { kind: 'roleChanged'; email: string; role: StaffMember['role'] }
  | { kind: 'disabled' | 'enabled'; email: string };

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', id = '', csrf: csrfToken, ...values } = await formFields(args.request);
  const member = `/api/admin/staff/${encodeURIComponent(id)}`;
  try {
    switch (intent) {
      case 'invite': {
        const link = await api.change('POST', '/api/admin/staff', {
          body: values,
          csrfToken,
          schema: EnrolmentLinkSchema,
        });
        return { done: enrolment('invited', link) };
      }
      case 'reset': {
        const link = await api.change('POST', `${member}/reset-second-factor`, {
          csrfToken,
          schema: EnrolmentLinkSchema,
        });
        return { done: enrolment('reset', link) };
      }
      case 'role': {
        const changed = await api.change('PUT', `${member}/role`, {
          body: { role: values.role ?? '' },
          csrfToken,
          schema: StaffMemberSchema,
        });
        return { done: { kind: 'roleChanged', email: changed.email, role: changed.role } as Done };
      }
      default: {
        const kind = intent === 'enable' ? 'enabled' : 'disabled';
        const changed = await api.change('POST', `${member}/${intent === 'enable' ? 'enable' : 'disable'}`, {
          csrfToken,
          schema: StaffMemberSchema,
        });
        return { done: { kind, email: changed.email } as Done };
      }
    }
  } catch (error) {
    return api.failure(error, values, { intent, id });
  }
}

function enrolment(kind: 'invited' | 'reset', link: { staff: StaffMember; enrolmentLink: string; expiresAt: string }) {
  return { kind, email: link.staff.email, link: link.enrolmentLink, expiresAt: link.expiresAt } as Done;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.staff.title');

export default function StaffScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const answer = actionData as { done?: Done; failure?: FormFailure; intent?: string; id?: string } | undefined;
  const failureOf = (intent: string, id = '') =>
    answer?.failure && answer.intent === intent && (answer.id ?? '') === id ? answer.failure : undefined;
  return (
    <>
      <ScreenHeading title={t('admin.staff.title')} lead={t('admin.staff.lead')} />
      <DoneNotice done={answer?.done} />
      <InviteForm csrfToken={session.csrfToken} failure={failureOf('invite')} />
      <section className="admin-card" aria-labelledby="members-title">
        <h2 id="members-title" className="admin-section__title">
          {t('admin.staff.listTitle')}
        </h2>
        <ul className="admin-list">
          {loaderData.members.data.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              self={member.id === session.staff.id}
              csrfToken={session.csrfToken}
              failure={
                failureOf('role', String(member.id)) ??
                failureOf('disable', String(member.id)) ??
                failureOf('enable', String(member.id)) ??
                failureOf('reset', String(member.id))
              }
            />
          ))}
        </ul>
      </section>
    </>
  );
}

function DoneNotice({ done }: { done: Done | undefined }) {
  const { t, i18n } = useTranslation();
  if (!done) return <FormStatus message={null} />;
  const message =
    done.kind === 'roleChanged'
      ? t('admin.staff.roleChanged', { email: done.email, role: t(`admin.account.role.${done.role}`) })
      : t(`admin.staff.${done.kind}`, { email: done.email });
  return (
    <div className="admin-card admin-done">
      <FormStatus message={message} />
      {'link' in done ? (
        <>
          <p>{t('admin.staff.linkLead', { until: formatSwissMoment(done.expiresAt, i18n.language) })}</p>
          <AdminTextField
            name="enrolmentLink"
            label={t('admin.staff.linkLabel')}
            defaultValue={done.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : null}
    </div>
  );
}

function InviteForm({ csrfToken, failure }: { csrfToken: string; failure: FormFailure | undefined }) {
  const { t } = useTranslation();
  const focus = firstRefused(failure?.fields, ['email', 'name', 'role']);
  return (
    <section className="admin-card" aria-labelledby="invite-title">
      <h2 id="invite-title" className="admin-section__title">
        {t('admin.staff.inviteTitle')}
      </h2>
      <ActionForm
        failure={failure}
        hidden={{ intent: 'invite', csrf: csrfToken }}
        submit={t('admin.staff.invite')}
        className="admin-invite"
      >
        <AdminTextField
          name="email"
          type="email"
          label={t('admin.staff.email')}
          autoComplete="off"
          defaultValue={failure?.values.email ?? ''}
          error={failure?.fields.email}
          focus={focus === 'email'}
        />
        <AdminTextField
          name="name"
          label={t('admin.staff.name')}
          autoComplete="off"
          defaultValue={failure?.values.name ?? ''}
          error={failure?.fields.name}
          focus={focus === 'name'}
        />
        <RoleSelect
          label={t('admin.staff.role')}
          defaultValue={failure?.values.role}
          error={failure?.fields.role}
          focus={focus === 'role'}
        />
      </ActionForm>
    </section>
  );
}

function RoleSelect(props: {
  label: string;
  defaultValue?: string;
  error?: string;
  focus?: boolean;
  placeholder?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AdminSelectField
      name="role"
      label={props.label}
      placeholder={props.placeholder === false ? undefined : t('admin.staff.rolePlaceholder')}
      options={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.account.role.${role}`) }))}
      defaultValue={props.defaultValue}
      error={props.error}
      focus={props.focus}
    />
  );
}

function MemberRow({
  member,
  self,
  csrfToken,
  failure,
}: {
  member: StaffMember;
  self: boolean;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const hidden = (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={member.id} />
    </>
  );
  return (
    <li className="admin-row admin-member">
      <div className="admin-member__who">
        <p className="admin-member__name">
          {member.name}
          {self ? <span className="badge badge--accent">{t('admin.staff.you')}</span> : null}
        </p>
        <p className="admin-member__email">{member.email}</p>
      </div>
      <dl className="admin-member__facts">
        <div>
          <dt>{t('admin.staff.columns.role')}</dt>
          <dd>{t(`admin.account.role.${member.role}`)}</dd>
        </div>
        <div>
          <dt>{t('admin.staff.columns.status')}</dt>
          <dd>{t(`admin.staff.status.${member.status}`)}</dd>
        </div>
        <div>
          <dt>{t('admin.staff.columns.secondFactor')}</dt>
          <dd>{t(member.secondFactor ? 'admin.staff.secondFactorOn' : 'admin.staff.secondFactorOff')}</dd>
        </div>
        <div>
          <dt>{t('admin.staff.columns.lastSignIn')}</dt>
          <dd>
            {member.lastSignInAt ? formatSwissMoment(member.lastSignInAt, i18n.language) : t('admin.staff.never')}
          </dd>
        </div>
      </dl>
      {self ? null : (
        <div className="admin-member__actions">
          <FormAlert message={failure?.formError ?? null} />
          <Form method="post" className="admin-inline-form">
            {hidden}
            <RoleSelect
              label={t('admin.staff.roleOf', { name: member.name })}
              defaultValue={member.role}
              placeholder={false}
            />
            <button type="submit" name="intent" value="role" className="button button--secondary">
              {t('admin.staff.saveRole')}
            </button>
          </Form>
          <Form method="post" className="admin-inline-form">
            {hidden}
            <button
              type="submit"
              name="intent"
              value={member.status === 'disabled' ? 'enable' : 'disable'}
              className="button button--ghost"
            >
              {t(member.status === 'disabled' ? 'admin.staff.enable' : 'admin.staff.disable')}
            </button>
            {member.status === 'disabled' ? null : (
              <button type="submit" name="intent" value="reset" className="button button--ghost">
                {t('admin.staff.resetSecondFactor')}
              </button>
            )}
          </Form>
        </div>
      )}
    </li>
  );
}
