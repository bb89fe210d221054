import { FAQ_CATEGORIES } from '@beast/domain/content/editorial';
import { AdminFaqEntrySchema } from '@beast/domain/content/faq-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { AdminWrittenSchema } from '@beast/domain/staff/catalogue-api.schema';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AdminSelectField, AdminTextField, CsrfField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { editorialFieldErrors, textField } from '../../features/back-office/editorial/editorial-form';
import { RefusalDetails } from '../../features/back-office/editorial/editorial-form-notes';
import { EditorialLanguages } from '../../features/back-office/editorial/editorial-languages';
import { asksForPreview, previewBodies } from '../../features/back-office/editorial/editorial-preview.server';
import {
  FAQ_BODIES,
  FAQ_FORM_FIELDS,
  FAQ_TEXT_FIELDS,
  faqCategoryOf,
  faqFromForm,
  faqValues,
  newFaqValues,
} from '../../features/back-office/editorial/faq-form';
import { MarkdownField } from '../../features/back-office/editorial/markdown-field';
import { PublicationFields } from '../../features/back-office/editorial/publication-fields';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/faq-entry';

/** `/admin/faq/new` writes a new entry (last in its category); `/admin/faq/:id` changes one. */
const NEW = 'new';
const entryPath = (id: string) => `/api/admin/faq/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  if (args.params.id === NEW) {
    return { editing: null, category: faqCategoryOf(url.searchParams.get('category')), created: false };
  }
  const editing = await backOfficeApi(args).load(entryPath(args.params.id), AdminFaqEntrySchema);
  return { editing, category: editing.entry.category, created: url.searchParams.get('done') === 'created' };
}

/**
 * Saves the entry whole, from the revision the page was read at; the Preview button (without scripts) renders
 * the answers and gives back what was typed, saving nothing.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, revision = '', ...values } = await formFields(args.request);
  try {
    if (asksForPreview(values)) {
      return { previews: await previewBodies(api, values, FAQ_BODIES, csrfToken), values };
    }
    const entry = faqFromForm(values);
    if (args.params.id === NEW) {
      const { id } = await api.change('POST', '/api/admin/faq', { body: entry, csrfToken, schema: AdminWrittenSchema });
      return redirect(`${BACK_OFFICE_PATHS.faq}/${id}?done=created`, { headers: api.cookieHeaders() });
    }
    await api.change('PUT', entryPath(args.params.id), {
      body: { revision, entry },
      csrfToken,
      schema: AdminWrittenSchema,
    });
    return { done: 'saved' as const };
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, { ...values, revision }, { conflict });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.faq.editTitle');

type Answer = {
  done?: 'saved';
  failure?: FormFailure;
  conflict?: boolean;
  previews?: Record<string, string>;
  values?: Record<string, string>;
};

export default function FaqEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { editing, category, created } = loaderData;
  const answer = actionData as Answer | undefined;
  const locale = i18n.language as Locale;
  const done = answer?.done ?? (created ? 'created' : undefined);
  const title = editing
    ? (editing.entry.text[locale]?.question ?? editing.entry.text.en?.question ?? editing.entry.key)
    : t('admin.faq.newTitle');
  return (
    <>
      <ScreenHeading title={title} lead={t(`faq.categories.${category}`)}>
        <p>
          <Link to={`${BACK_OFFICE_PATHS.faq}?category=${category}`}>{t('admin.faq.back')}</Link>
        </p>
      </ScreenHeading>
      {done ? (
        <div className="admin-card admin-done">
          <FormStatus message={t(`admin.faq.done.${done}`)} />
        </div>
      ) : (
        <FormStatus message={answer?.previews ? t('admin.editorial.previewShown') : null} />
      )}
      <FaqEntryForm
        // A new revision (the change saved) shows the entry as stored; a refusal or a preview keeps what was typed.
        key={`${editing?.revision ?? NEW}-${answer?.previews ? 'preview' : ''}`}
        values={
          answer?.failure?.values ?? answer?.values ?? (editing ? faqValues(editing.entry) : newFaqValues(category))
        }
        revision={answer?.failure?.values.revision ?? editing?.revision ?? ''}
        csrfToken={session.csrfToken}
        failure={answer?.failure}
        conflict={Boolean(answer?.conflict)}
        previews={answer?.previews}
        reloadTo={editing ? `${BACK_OFFICE_PATHS.faq}/${editing.id}` : undefined}
        submit={t(editing ? 'admin.faq.save' : 'admin.faq.create')}
      />
    </>
  );
}

function FaqEntryForm({
  values,
  revision,
  csrfToken,
  failure,
  conflict,
  previews,
  reloadTo,
  submit,
}: {
  values: Record<string, string>;
  revision: string;
  csrfToken: string;
  failure: FormFailure | undefined;
  conflict: boolean;
  previews: Record<string, string> | undefined;
  reloadTo: string | undefined;
  submit: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { byField, elsewhere } = editorialFieldErrors(failure?.fields, FAQ_FORM_FIELDS, 'entry');
  const focus = FAQ_FORM_FIELDS.find((name) => byField[name]);
  return (
    <Form method="post" className="form admin-card admin-editorial" noValidate aria-labelledby="faq-form-title">
      <h2 id="faq-form-title" className="admin-section__title">
        {t('admin.faq.formTitle')}
      </h2>
      <FormAlert message={failure?.formError ?? null}>
        <RefusalDetails
          messages={elsewhere}
          reload={conflict && reloadTo ? { to: reloadTo, label: t('admin.faq.reload') } : undefined}
        />
      </FormAlert>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="revision" value={revision} />
      <div className="admin-fields">
        <AdminTextField
          name="key"
          label={t('admin.faq.key')}
          hint={t('admin.faq.keyHint')}
          defaultValue={values.key ?? ''}
          error={byField.key}
          focus={focus === 'key'}
        />
        <AdminSelectField
          name="category"
          label={t('admin.faq.category')}
          options={FAQ_CATEGORIES.map((category) => ({ value: category, label: t(`faq.categories.${category}`) }))}
          defaultValue={values.category}
          error={byField.category}
          focus={focus === 'category'}
        />
      </div>
      <PublicationFields values={values} errors={byField} focus={focus} />
      <EditorialLanguages fields={FAQ_TEXT_FIELDS} values={values} errors={byField}>
        {(language) => (
          <>
            <AdminTextField
              name={textField(language, 'question')}
              label={t('admin.faq.question')}
              lang={language}
              defaultValue={values[textField(language, 'question')] ?? ''}
              error={byField[textField(language, 'question')]}
              focus={focus === textField(language, 'question')}
            />
            <MarkdownField
              name={textField(language, 'answer')}
              label={t('admin.faq.answer')}
              rows={8}
              lang={language}
              defaultValue={values[textField(language, 'answer')] ?? ''}
              previewHtml={previews?.[textField(language, 'answer')]}
              error={byField[textField(language, 'answer')]}
              focus={focus === textField(language, 'answer')}
            />
          </>
        )}
      </EditorialLanguages>
      <button type="submit" className="button button--primary form__submit" aria-disabled={busy || undefined}>
        {submit}
      </button>
    </Form>
  );
}
