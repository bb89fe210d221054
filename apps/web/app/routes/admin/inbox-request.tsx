import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import { HAND_SET_STATUS_KINDS, INBOX_STATUSES } from '@beast/domain/inbox/inbox';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { type InboxDetail, InboxDetailSchema } from '@beast/domain/staff/inbox-api.schema';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { Card } from '../../features/back-office/admin-card';
import { AdminSelectField, AdminTextArea, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { INBOX_RECORD_SCREENS } from '../../features/back-office/inbox';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/inbox-request';
import { InboxStatusBadge } from './inbox';

const path = (id: string) => `/api/admin/inbox/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  return { request: await backOfficeApi(args).load(path(args.params.id), InboxDetailSchema) };
}

type Intent = 'owner' | 'status' | 'note';
const DONE: Record<Intent, string> = {
  owner: 'admin.inbox.ownerChanged',
  status: 'admin.inbox.statusChanged',
  note: 'admin.inbox.noteAdded',
};

/** Each form names its intent: give the request to someone, set its status, or write a note. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, ...values } = await formFields(args.request);
  try {
    if (intent === 'note') {
      await api.change('POST', `${path(args.params.id)}/notes`, { body: { text: values.text ?? '' }, csrfToken });
    } else if (intent === 'owner') {
      const ownerStaffId = values.owner ? Number(values.owner) : null;
      await api.change('PATCH', path(args.params.id), { body: { ownerStaffId }, csrfToken });
    } else {
      await api.change('PATCH', path(args.params.id), { body: { status: values.status }, csrfToken });
    }
    return { done: DONE[intent as Intent] ?? DONE.status };
  } catch (error) {
    return api.failure(error, values, { intent });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.inbox.title');

type Answer = { done?: string; failure?: FormFailure; intent?: Intent };

export default function InboxRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const { request } = loaderData;
  const answer = actionData as Answer | undefined;
  const failureOf = (intent: Intent) => (answer?.intent === intent ? answer.failure : undefined);
  const recordScreen = request.refId === null ? undefined : INBOX_RECORD_SCREENS[request.kind]?.(request.refId);
  if (!session) return null;
  return (
    <>
      <p>
        <Link to={BACK_OFFICE_PATHS.inbox}>{t('admin.inbox.back')}</Link>
      </p>
      <ScreenHeading
        title={`${t(`inbox.kind.${request.kind}`)} · ${request.name}`}
        lead={
          <>
            <time dateTime={request.createdAt}>{formatSwissMoment(request.createdAt, i18n.language)}</time>{' '}
            <InboxStatusBadge status={request.status} />
          </>
        }
      />
      <DoneNotice message={answer?.done ? t(answer.done) : null} />
      <Card id="request-sent" title={t('admin.inbox.sent')}>
        <dl className="admin-facts">
          <dt>{t('admin.inbox.email')}</dt>
          <dd>
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </dd>
          <dt>{t('admin.inbox.language')}</dt>
          <dd>{t(`admin.inbox.languages.${request.locale}`)}</dd>
          {Object.entries(request.payload)
            .filter(([name]) => name !== 'email')
            .map(([name, value]) => (
              <PayloadFact key={name} name={name} value={value} />
            ))}
        </dl>
        {recordScreen ? (
          <p>
            <Link to={recordScreen}>{t(`admin.inbox.record.${request.kind}`)}</Link>
          </p>
        ) : null}
      </Card>
      <Card id="request-handling" title={t('admin.inbox.handling')}>
        <ChoiceForm
          intent="owner"
          current={request.owner ? String(request.owner.id) : ''}
          options={request.staff.map((member) => ({ value: String(member.id), label: member.name }))}
          placeholder={t('admin.inbox.nobody')}
          errorField="ownerStaffId"
          csrfToken={session.csrfToken}
          failure={failureOf('owner')}
        />
        {HAND_SET_STATUS_KINDS.includes(request.kind) ? (
          <ChoiceForm
            intent="status"
            current={request.status}
            options={INBOX_STATUSES[request.kind].map((status) => ({
              value: status,
              label: t(`inbox.status.${status}`),
            }))}
            errorField="status"
            csrfToken={session.csrfToken}
            failure={failureOf('status')}
          />
        ) : null}
      </Card>
      <Notes request={request} csrfToken={session.csrfToken} failure={failureOf('note')} />
    </>
  );
}

/** One thing the visitor sent: its label when the catalogue has one, yes/no for a tick, a list as a list. */
function PayloadFact({ name, value }: { name: string; value: unknown }) {
  const { t } = useTranslation();
  const key = `admin.inbox.field.${name}`;
  const label = t(key) === key ? name : t(key);
  const shown =
    typeof value === 'boolean'
      ? t(value ? 'admin.inbox.yes' : 'admin.inbox.no')
      : Array.isArray(value)
        ? value.join(', ')
        : value === null || value === undefined || value === ''
          ? '—'
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
  return (
    <>
      <dt>{label}</dt>
      <dd>{shown}</dd>
    </>
  );
}

const CHOICE_TEXTS = {
  owner: ['admin.inbox.owner', 'admin.inbox.giveTo'],
  status: ['admin.inbox.status', 'admin.inbox.setStatus'],
} as const;

/** One choice the staff make about a request (its owner, its status), posted on its own with its intent. */
function ChoiceForm({
  intent,
  current,
  options,
  placeholder,
  errorField,
  csrfToken,
  failure,
}: {
  intent: 'owner' | 'status';
  current: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  /** The API's name of the field a refusal names. */
  errorField: string;
  csrfToken: string;
  failure?: FormFailure;
}) {
  const { t } = useTranslation();
  const [label, submit] = CHOICE_TEXTS[intent];
  return (
    <ActionForm failure={failure} hidden={{ intent, csrf: csrfToken }} submit={t(submit)}>
      <AdminSelectField
        name={intent}
        label={t(label)}
        placeholder={placeholder}
        options={options}
        defaultValue={failure?.values[intent] ?? current}
        error={failure?.fields[errorField]}
      />
    </ActionForm>
  );
}

function Notes({ request, csrfToken, failure }: { request: InboxDetail; csrfToken: string; failure?: FormFailure }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="request-notes" title={t('admin.inbox.notes')}>
      {request.notes.length === 0 ? <p>{t('admin.inbox.noNotes')}</p> : null}
      {request.notes.length > 0 ? (
        <ol className="admin-list">
          {request.notes.map((note) => (
            <li key={note.id} className="admin-row">
              <time dateTime={note.createdAt}>{formatSwissMoment(note.createdAt, i18n.language)}</time> ·{' '}
              {note.staff?.name ?? t('admin.inbox.formerStaff')}: {note.text}
            </li>
          ))}
        </ol>
      ) : null}
      <ActionForm failure={failure} hidden={{ intent: 'note', csrf: csrfToken }} submit={t('admin.inbox.addNote')}>
        <AdminTextArea
          name="text"
          label={t('admin.inbox.noteText')}
          defaultValue={failure?.values.text ?? ''}
          error={failure?.fields.text}
          focus={firstRefused(failure?.fields, ['text']) === 'text'}
        />
      </ActionForm>
    </Card>
  );
}
