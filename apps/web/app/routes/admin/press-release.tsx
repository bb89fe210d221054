import { type AdminPressRelease, AdminPressReleaseSchema } from '@beast/domain/content/press-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { AdminWrittenSchema, UploadedDocumentSchema } from '@beast/domain/staff/catalogue-api.schema';
import { swissIsoDay } from '@beast/domain/validation/calendar-date';
import { Link, redirect } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextArea, AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { AttachedFileField } from '../../features/back-office/attached-file-field';
import { backOfficeApi, type FormFailure, textFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { editorialFieldErrors, textField } from '../../features/back-office/editorial/editorial-form';
import { RefusalDetails } from '../../features/back-office/editorial/editorial-form-notes';
import { EditorialLanguages } from '../../features/back-office/editorial/editorial-languages';
import {
  asksForPreview,
  type PreviewAnswer,
  previewAnswer,
} from '../../features/back-office/editorial/editorial-preview.server';
import { MarkdownField } from '../../features/back-office/editorial/markdown-field';
import {
  newPressValues,
  PRESS_FIELDS,
  PRESS_FILE_FIELD,
  PRESS_TEXT_FIELDS,
  pressFromForm,
  pressValues,
  REMOVE_FILE_FIELD,
} from '../../features/back-office/editorial/press-form';
import { PublicationFields } from '../../features/back-office/editorial/publication-fields';
import { hasFile, uploadFormFile } from '../../features/back-office/file-upload.server';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/press-release';

/** `/admin/press/new` writes a press release; `/admin/press/:id` changes one. */
const NEW = 'new';
const releasePath = (id: string) => `/api/admin/press-releases/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  const editing =
    args.params.id === NEW
      ? null
      : await backOfficeApi(args).load(releasePath(args.params.id), AdminPressReleaseSchema);
  const created = new URL(args.request.url).searchParams.get('done') === 'created';
  return { editing, created, today: swissIsoDay(new Date()) };
}

type Answer = {
  done?: 'created' | 'saved';
  failure?: FormFailure;
  conflict?: boolean;
  /** The Preview button without scripts: what was typed and each body's preview, nothing saved. */
  preview?: PreviewAnswer;
};

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const form = await args.request.formData();
  const { csrf: csrfToken, ...values } = textFields(form);
  if (asksForPreview(values)) return previewAnswer(api, values, csrfToken);
  try {
    if (hasFile(form, PRESS_FILE_FIELD)) {
      const path = '/api/admin/editorial/uploads/documents';
      const stored = await uploadFormFile(api, {
        form,
        field: PRESS_FILE_FIELD,
        path,
        csrfToken,
        schema: UploadedDocumentSchema,
      });
      values.fileUrl = stored.url;
      delete values[REMOVE_FILE_FIELD];
    }
    const release = pressFromForm(values);
    if (args.params.id === NEW) {
      const body = release;
      const { id } = await api.change('POST', '/api/admin/press-releases', {
        body,
        csrfToken,
        schema: AdminWrittenSchema,
      });
      return redirect(`${BACK_OFFICE_PATHS.press}/${id}?done=created`, { headers: api.cookieHeaders() });
    }
    const body = { revision: values.revision, release };
    await api.change('PUT', releasePath(args.params.id), { body, csrfToken, schema: AdminWrittenSchema });
    return { done: 'saved' } satisfies Answer;
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, values, { conflict });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.press.title');

export default function PressReleasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const locale = i18n.language as Locale;
  const { editing, created, today } = loaderData;
  const answer = actionData as Answer | undefined;
  const done = answer?.done ?? (created ? 'created' : undefined);
  const title = editing ? (editing.release.text[locale]?.title ?? editing.release.key) : t('admin.press.newTitle');
  return (
    <>
      <ScreenHeading
        title={title}
        lead={editing ? t('admin.press.changedBy', { name: editing.updatedBy }) : t('admin.press.newLead')}
      >
        <p>
          <Link to={BACK_OFFICE_PATHS.press}>{t('admin.press.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={done ? t(`admin.press.done.${done}`) : null} />
      <PressForm
        key={editing?.revision ?? NEW}
        editing={editing}
        today={today}
        csrfToken={session.csrfToken}
        failure={answer?.failure}
        conflict={Boolean(answer?.conflict)}
        preview={answer?.preview}
      />
    </>
  );
}

function PressForm({
  editing,
  today,
  csrfToken,
  failure,
  conflict,
  preview,
}: {
  editing: AdminPressRelease | null;
  today: string;
  csrfToken: string;
  failure: FormFailure | undefined;
  conflict: boolean;
  preview: Answer['preview'];
}) {
  const { t } = useTranslation();
  const values = failure?.values ?? preview?.values ?? (editing ? pressValues(editing.release) : newPressValues(today));
  const { byField: errors, elsewhere } = editorialFieldErrors(failure?.fields, PRESS_FIELDS, 'release');
  const focus = firstRefused(errors, PRESS_FIELDS);
  const fieldOf = (name: string) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
    focus: focus === name,
  });
  return (
    <section className="admin-card" aria-labelledby="press-form-title">
      <h2 id="press-form-title" className="admin-section__title">
        {t(editing ? 'admin.press.formTitle' : 'admin.press.newTitle')}
      </h2>
      <ActionForm
        failure={failure}
        encType="multipart/form-data"
        hidden={{
          csrf: csrfToken,
          // A refused save keeps the revision it was made from: saving again must not overwrite a change made meanwhile.
          revision: values.revision ?? editing?.revision ?? '',
          fileUrl: values.fileUrl ?? '',
          ...(editing && { key: editing.release.key }),
        }}
        submit={t(editing ? 'admin.press.save' : 'admin.press.create')}
        alertDetails={
          <RefusalDetails
            messages={elsewhere}
            reload={
              conflict && editing
                ? { to: `${BACK_OFFICE_PATHS.press}/${editing.id}`, label: t('admin.press.reload') }
                : undefined
            }
          />
        }
      >
        {preview ? <p className="field__hint">{t('admin.editorial.previewShown')}</p> : null}
        <fieldset className="admin-fieldset">
          <legend>{t('admin.press.aboutLegend')}</legend>
          {editing ? null : (
            <AdminTextField label={t('admin.press.key')} hint={t('admin.press.keyHint')} {...fieldOf('key')} />
          )}
          <AdminTextField type="date" label={t('admin.press.releasedOn')} {...fieldOf('releasedOn')} />
          <AttachedFileField
            current={
              values.fileUrl ? (
                <p>
                  <a href={values.fileUrl}>{t('admin.press.file')}</a>
                </p>
              ) : null
            }
            remove={{
              name: REMOVE_FILE_FIELD,
              label: t('admin.press.removeFile'),
              checked: values[REMOVE_FILE_FIELD] === 'on',
            }}
            file={{
              name: PRESS_FILE_FIELD,
              accept: 'application/pdf',
              label: t(values.fileUrl ? 'admin.press.replaceFile' : 'admin.press.fileField'),
              hint: t('admin.press.fileHint'),
              error: errors[PRESS_FILE_FIELD],
              focus: focus === PRESS_FILE_FIELD,
            }}
          />
        </fieldset>
        <EditorialLanguages fields={PRESS_TEXT_FIELDS} values={values} errors={errors}>
          {(language) => (
            <>
              <AdminTextField
                lang={language}
                label={t('admin.press.releaseTitle')}
                {...fieldOf(textField(language, 'title'))}
              />
              <AdminTextArea
                lang={language}
                rows={3}
                label={t('admin.press.summary')}
                {...fieldOf(textField(language, 'summary'))}
              />
              <MarkdownField
                label={t('admin.press.body')}
                lang={language}
                previewHtml={preview?.html[textField(language, 'body')]}
                {...fieldOf(textField(language, 'body'))}
              />
            </>
          )}
        </EditorialLanguages>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.press.publicationLegend')}</legend>
          <PublicationFields values={values} errors={errors} focus={focus} />
        </fieldset>
      </ActionForm>
    </section>
  );
}
