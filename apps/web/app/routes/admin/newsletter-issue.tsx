import { LOCALES } from '@beast/domain/i18n/locale';
import {
  type NewsletterIssue,
  NewsletterIssueSchema,
  type NewsletterIssueText,
  type NewsletterPreviews,
  NewsletterPreviewsSchema,
  NewsletterTestSentSchema,
} from '@beast/domain/newsletter/newsletter-issues.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link, redirect } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextArea, AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { utcMinute } from '../../features/back-office/utc-minute';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { RenderedHtml } from '../../ui/rendered-html';
import type { Route } from './+types/newsletter-issue';

const NEW = 'new';
const issuePath = (id: string | number) => `/api/admin/newsletter/issues/${id}`;
const FIELD_NAMES = LOCALES.flatMap((locale) => [`text.${locale}.subject`, `text.${locale}.body`]);

export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const { id } = args.params;
  const saved = new URL(args.request.url).searchParams.get('done') === 'saved';
  if (id === NEW) return { issue: null, previews: null, saved: false };
  const [issue, previews] = await Promise.all([
    api.load(issuePath(id), NewsletterIssueSchema),
    api.load(`${issuePath(id)}/preview`, NewsletterPreviewsSchema),
  ]);
  return { issue, previews, saved };
}

/** The form's fields as the issue's texts. */
function textOf(values: Record<string, string>): NewsletterIssueText {
  const part = (locale: string, name: string) => values[`text.${locale}.${name}`] ?? '';
  return {
    en: { subject: part('en', 'subject'), body: part('en', 'body') },
    fr: { subject: part('fr', 'subject'), body: part('fr', 'body') },
    de: { subject: part('de', 'subject'), body: part('de', 'body') },
  };
}

/**
 * Saves the draft (a new one gets its address), sends the member a test, or sends the issue to the subscribers:
 * each a plain form, so every step works before the page's scripts load.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { id } = args.params;
  const { csrf: csrfToken, intent, ...values } = await formFields(args.request);
  try {
    if (intent === 'test') {
      const sent = await api.change('POST', `${issuePath(id)}/test`, { csrfToken, schema: NewsletterTestSentSchema });
      return { intent, done: api.t('admin.newsletterIssues.done.tested', { to: sent.to }) };
    }
    if (intent === 'send') {
      const sent = await api.change('POST', `${issuePath(id)}/send`, { csrfToken, schema: NewsletterIssueSchema });
      return { intent, done: api.t('admin.newsletterIssues.done.sent', { count: sent.recipients }) };
    }
    const body = { text: textOf(values) };
    const issue =
      id === NEW
        ? await api.change('POST', '/api/admin/newsletter/issues', { body, csrfToken, schema: NewsletterIssueSchema })
        : await api.change('PUT', issuePath(id), { body, csrfToken, schema: NewsletterIssueSchema });
    return redirect(`${BACK_OFFICE_PATHS.newsletterIssues}/${issue.id}?done=saved`);
  } catch (error) {
    return api.failure(error, values, { intent });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.newsletterIssues.title');

interface Answer {
  intent?: string;
  done?: string;
  failure?: FormFailure;
}

export default function NewsletterIssueEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { issue, previews, saved } = loaderData;
  const answer = actionData as Answer | undefined;
  const failureOf = (intent: string) => (answer?.intent === intent ? answer.failure : undefined);
  const editing = answer?.failure && answer.intent !== 'test' && answer.intent !== 'send' ? answer.failure : undefined;
  const title = issue
    ? issue.text.en.subject || t('admin.newsletterIssues.untitled')
    : t('admin.newsletterIssues.newTitle');
  return (
    <>
      <ScreenHeading title={title} lead={issue ? t(`admin.newsletterIssues.status.${issue.status}`) : undefined}>
        <p>
          <Link to={BACK_OFFICE_PATHS.newsletterIssues}>{t('admin.newsletterIssues.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ?? (saved ? t('admin.newsletterIssues.done.saved') : null)} />
      {issue?.sentAt && issue.sentBy ? (
        <p className="admin-card">
          {t('admin.newsletterIssues.sentFacts', {
            at: utcMinute(issue.sentAt),
            by: issue.sentBy,
            count: issue.recipients,
          })}
        </p>
      ) : null}
      {!issue || issue.status === 'draft' ? (
        <IssueForm issue={issue} csrfToken={session.csrfToken} failure={editing} />
      ) : null}
      {issue && previews ? <Previews previews={previews} /> : null}
      {issue && issue.status !== 'sent' ? (
        <>
          <StepForm
            intent="test"
            title={t('admin.newsletterIssues.testTitle')}
            lead={t('admin.newsletterIssues.testLead')}
            submit={t('admin.newsletterIssues.test')}
            csrfToken={session.csrfToken}
            failure={failureOf('test')}
          />
          <StepForm
            intent="send"
            title={t('admin.newsletterIssues.sendTitle')}
            lead={t('admin.newsletterIssues.sendLead')}
            submit={t(issue.status === 'sending' ? 'admin.newsletterIssues.resume' : 'admin.newsletterIssues.send')}
            csrfToken={session.csrfToken}
            failure={failureOf('send')}
          />
        </>
      ) : null}
    </>
  );
}

function IssueForm({
  issue,
  csrfToken,
  failure,
}: {
  issue: NewsletterIssue | null;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const value = (name: string) =>
    failure?.values[name] ??
    (issue
      ? (name.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], issue) as string)
      : '');
  const errors = failure?.fields ?? {};
  const focus = firstRefused(errors, FIELD_NAMES);
  return (
    <section className="admin-card" aria-labelledby="issue-form-title">
      <h2 id="issue-form-title" className="admin-section__title">
        {t('admin.newsletterIssues.formTitle')}
      </h2>
      <ActionForm
        failure={failure}
        hidden={{ csrf: csrfToken, intent: 'save' }}
        submit={t('admin.newsletterIssues.save')}
      >
        {LOCALES.map((locale) => {
          const subject = `text.${locale}.subject`;
          const body = `text.${locale}.body`;
          return (
            <fieldset key={locale} className="admin-fieldset" lang={locale}>
              <legend>{t(`admin.catalogue.column.${locale}`)}</legend>
              <AdminTextField
                name={subject}
                label={t('admin.newsletterIssues.subject')}
                defaultValue={value(subject)}
                error={errors[subject]}
                focus={focus === subject}
              />
              <AdminTextArea
                name={body}
                label={t('admin.newsletterIssues.body')}
                hint={t('admin.newsletterIssues.bodyHint')}
                rows={8}
                defaultValue={value(body)}
                error={errors[body]}
                focus={focus === body}
              />
            </fieldset>
          );
        })}
      </ActionForm>
    </section>
  );
}

/** Each language as the email it will be: its subject, its body as the shop renders it, its plain-text part. */
function Previews({ previews }: { previews: NewsletterPreviews }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="issue-preview-title">
      <h2 id="issue-preview-title" className="admin-section__title">
        {t('admin.newsletterIssues.previewTitle')}
      </h2>
      <p>{t('admin.newsletterIssues.previewLead')}</p>
      {previews.data.map((preview) => (
        <article key={preview.locale} lang={preview.locale} aria-labelledby={`preview-${preview.locale}`}>
          <h3 id={`preview-${preview.locale}`}>{t(`admin.catalogue.column.${preview.locale}`)}</h3>
          {preview.subject ? (
            <>
              <p>
                <strong>{t('admin.newsletterIssues.previewSubject', { subject: preview.subject })}</strong>
              </p>
              <RenderedHtml html={preview.bodyHtml} className="prose" />
              <details>
                <summary>{t('admin.newsletterIssues.plainText')}</summary>
                <pre className="admin-pre">{preview.text}</pre>
              </details>
            </>
          ) : (
            <p>{t('admin.newsletterIssues.notWritten')}</p>
          )}
        </article>
      ))}
    </section>
  );
}

function StepForm({
  intent,
  title,
  lead,
  submit,
  csrfToken,
  failure,
}: {
  intent: 'test' | 'send';
  title: string;
  lead: string;
  submit: string;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  return (
    <section className="admin-card" aria-labelledby={`issue-${intent}-title`}>
      <h2 id={`issue-${intent}-title`} className="admin-section__title">
        {title}
      </h2>
      <p>{lead}</p>
      <ActionForm failure={failure} hidden={{ csrf: csrfToken, intent }} submit={submit}>
        {null}
      </ActionForm>
    </section>
  );
}
