import {
  type AdminArticle,
  AdminArticleCategoryListSchema,
  AdminArticleSchema,
} from '@beast/domain/content/articles-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { AdminWrittenSchema, UploadedImageSchema } from '@beast/domain/staff/catalogue-api.schema';
import { Link, redirect } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminSelectField, AdminTextArea, AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { AttachedFileField } from '../../features/back-office/attached-file-field';
import { backOfficeApi, type FormFailure, textFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import {
  ARTICLE_FIELDS,
  ARTICLE_TEXT_FIELDS,
  articleFromForm,
  articleValues,
  COVER_ALT_FIELD,
  COVER_FILE_FIELD,
  newArticleValues,
  REMOVE_COVER_FIELD,
} from '../../features/back-office/editorial/article-form';
import { editorialFieldErrors, textField } from '../../features/back-office/editorial/editorial-form';
import { RefusalDetails } from '../../features/back-office/editorial/editorial-form-notes';
import { EditorialLanguages } from '../../features/back-office/editorial/editorial-languages';
import {
  asksForPreview,
  type PreviewAnswer,
  previewAnswer,
} from '../../features/back-office/editorial/editorial-preview.server';
import { MarkdownField } from '../../features/back-office/editorial/markdown-field';
import { PublicationBadge, PublicationFields } from '../../features/back-office/editorial/publication-fields';
import { hasFile, uploadFormFile } from '../../features/back-office/file-upload.server';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/article';

/** `/admin/articles/new` writes an article; `/admin/articles/:id` changes or deletes one. */
const NEW = 'new';
const articlePath = (id: string) => `/api/admin/articles/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const [editing, categories] = await Promise.all([
    args.params.id === NEW ? null : api.load(articlePath(args.params.id), AdminArticleSchema),
    api.load('/api/admin/article-categories', AdminArticleCategoryListSchema),
  ]);
  const created = new URL(args.request.url).searchParams.get('done') === 'created';
  return { editing, categories: categories.data.map(({ category }) => category), created };
}

type Done = 'created' | 'saved';
type Answer = {
  done?: Done;
  failure?: FormFailure;
  intent?: string;
  conflict?: boolean;
  /** The Preview button without scripts: what was typed and each body's preview, nothing saved. */
  preview?: PreviewAnswer;
};

/**
 * A new cover is stored by the API's upload first, then named by the article saved with it; a save refused
 * afterwards keeps the stored cover, so the file need not be chosen again.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const form = await args.request.formData();
  const typed = textFields(form);
  const { intent = '', csrf: csrfToken, ...values } = typed;
  const isNew = args.params.id === NEW;
  if (asksForPreview(values)) return previewAnswer(api, values, csrfToken);
  try {
    const path = articlePath(args.params.id);
    if (intent === 'delete') {
      await api.change('DELETE', path, { query: { revision: values.revision ?? '' }, csrfToken });
      return redirect(`${BACK_OFFICE_PATHS.articles}?done=deleted`, { headers: api.cookieHeaders() });
    }
    if (hasFile(form, COVER_FILE_FIELD)) {
      const cover = await uploadFormFile(api, {
        form,
        field: COVER_FILE_FIELD,
        path: '/api/admin/editorial/uploads/images',
        csrfToken,
        schema: UploadedImageSchema,
      });
      values.coverUrl = cover.url;
      delete values[REMOVE_COVER_FIELD];
    }
    const article = articleFromForm(values);
    if (isNew) {
      const { id } = await api.change('POST', '/api/admin/articles', {
        body: article,
        csrfToken,
        schema: AdminWrittenSchema,
      });
      return redirect(`${BACK_OFFICE_PATHS.articles}/${id}?done=created`, { headers: api.cookieHeaders() });
    }
    await api.change('PUT', path, {
      body: { revision: values.revision, article },
      csrfToken,
      schema: AdminWrittenSchema,
    });
    return { done: 'saved' } satisfies Answer;
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, values, { intent, conflict });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.articles.title');

export default function ArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const locale = i18n.language as Locale;
  const { editing, categories, created } = loaderData;
  const answer = actionData as Answer | undefined;
  const failureOf = (intent: string) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  const done = answer?.done ?? (created ? 'created' : undefined);
  const title = editing ? (editing.article.text[locale]?.title ?? editing.article.key) : t('admin.articles.newTitle');
  return (
    <>
      <ScreenHeading title={title} lead={editing ? <ArticleState editing={editing} /> : t('admin.articles.newLead')}>
        <p>
          <Link to={BACK_OFFICE_PATHS.articles}>{t('admin.articles.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={done ? t(`admin.articles.done.${done}`) : null} />
      <ArticleForm
        key={editing?.revision ?? NEW}
        editing={editing}
        categories={categories.map((category) => ({ value: category.slug, label: category.name[locale] }))}
        csrfToken={session.csrfToken}
        failure={failureOf('save')}
        conflict={Boolean(answer?.conflict && answer.intent === 'save')}
        preview={answer?.preview}
      />
      {editing ? <DeleteArticle editing={editing} csrfToken={session.csrfToken} failure={failureOf('delete')} /> : null}
    </>
  );
}

/** Where the article stands for readers, and who changed it last. */
function ArticleState({ editing }: { editing: AdminArticle }) {
  const { t } = useTranslation();
  return (
    <>
      <PublicationBadge state={editing.state} /> {t('admin.articles.changedBy', { name: editing.updatedBy })}
    </>
  );
}

function ArticleForm({
  editing,
  categories,
  csrfToken,
  failure,
  conflict,
  preview,
}: {
  editing: AdminArticle | null;
  categories: { value: string; label: string }[];
  csrfToken: string;
  failure: FormFailure | undefined;
  conflict: boolean;
  preview: Answer['preview'];
}) {
  const { t } = useTranslation();
  const values =
    failure?.values ??
    preview?.values ??
    (editing ? articleValues(editing.article) : newArticleValues(categories[0]?.value));
  const { byField: errors, elsewhere } = editorialFieldErrors(failure?.fields, ARTICLE_FIELDS, 'article');
  const focus = firstRefused(errors, ARTICLE_FIELDS);
  const text = (language: Locale, field: string, label: string, hint?: string) => (
    <AdminTextField
      name={textField(language, field)}
      label={label}
      hint={hint}
      lang={language}
      defaultValue={values[textField(language, field)] ?? ''}
      error={errors[textField(language, field)]}
      focus={focus === textField(language, field)}
    />
  );
  return (
    <section className="admin-card" aria-labelledby="article-form-title">
      <h2 id="article-form-title" className="admin-section__title">
        {t(editing ? 'admin.articles.formTitle' : 'admin.articles.newTitle')}
      </h2>
      <ActionForm
        failure={failure}
        encType="multipart/form-data"
        hidden={{
          intent: 'save',
          csrf: csrfToken,
          // A refused save keeps the revision it was made from: saving again must not overwrite a change made meanwhile.
          revision: values.revision ?? editing?.revision ?? '',
          coverUrl: values.coverUrl ?? '',
          ...(editing && { key: editing.article.key }),
        }}
        submit={t(editing ? 'admin.articles.save' : 'admin.articles.create')}
        alertDetails={
          <RefusalDetails
            messages={elsewhere}
            reload={
              conflict && editing
                ? { to: `${BACK_OFFICE_PATHS.articles}/${editing.id}`, label: t('admin.articles.reload') }
                : undefined
            }
          />
        }
      >
        {preview ? <p className="field__hint">{t('admin.editorial.previewShown')}</p> : null}
        <fieldset className="admin-fieldset">
          <legend>{t('admin.articles.aboutLegend')}</legend>
          {editing ? null : (
            <AdminTextField
              name="key"
              label={t('admin.articles.key')}
              hint={t('admin.articles.keyHint')}
              defaultValue={values.key ?? ''}
              error={errors.key}
              focus={focus === 'key'}
            />
          )}
          <AdminSelectField
            name="category"
            label={t('admin.articles.category')}
            options={categories}
            defaultValue={values.category}
            error={errors.category}
            focus={focus === 'category'}
          />
          <AdminTextField
            name="hashtags"
            label={t('admin.articles.hashtags')}
            hint={t('admin.articles.hashtagsHint')}
            defaultValue={values.hashtags ?? ''}
            error={errors.hashtags}
            focus={focus === 'hashtags'}
          />
          <label className="admin-check">
            <input type="checkbox" name="pinned" defaultChecked={values.pinned === 'on'} /> {t('admin.articles.pin')}
          </label>
        </fieldset>
        <EditorialLanguages fields={ARTICLE_TEXT_FIELDS} values={values} errors={errors}>
          {(language) => (
            <>
              {text(language, 'title', t('admin.articles.articleTitle'))}
              {text(language, 'slug', t('admin.articles.slug'), t('admin.articles.slugHint'))}
              <AdminTextArea
                name={textField(language, 'description')}
                label={t('admin.articles.description')}
                hint={t('admin.articles.descriptionHint')}
                lang={language}
                rows={3}
                defaultValue={values[textField(language, 'description')] ?? ''}
                error={errors[textField(language, 'description')]}
                focus={focus === textField(language, 'description')}
              />
              <MarkdownField
                name={textField(language, 'body')}
                label={t('admin.articles.body')}
                lang={language}
                defaultValue={values[textField(language, 'body')] ?? ''}
                error={errors[textField(language, 'body')]}
                focus={focus === textField(language, 'body')}
                previewHtml={preview?.html[textField(language, 'body')]}
              />
              {text(language, COVER_ALT_FIELD, t('admin.articles.coverAlt'), t('admin.articles.coverAltHint'))}
            </>
          )}
        </EditorialLanguages>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.articles.coverLegend')}</legend>
          {values.coverUrl ? null : <p>{t('admin.articles.noCover')}</p>}
          <AttachedFileField
            current={
              values.coverUrl ? (
                <img className="article-cover" src={values.coverUrl} alt={t('admin.articles.currentCover')} />
              ) : null
            }
            remove={{
              name: REMOVE_COVER_FIELD,
              label: t('admin.articles.removeCover'),
              checked: values[REMOVE_COVER_FIELD] === 'on',
            }}
            file={{
              name: COVER_FILE_FIELD,
              accept: 'image/png,image/jpeg',
              label: t(values.coverUrl ? 'admin.articles.replaceCover' : 'admin.articles.coverFile'),
              hint: t('admin.articles.coverHint'),
              error: errors[COVER_FILE_FIELD],
              focus: focus === COVER_FILE_FIELD,
            }}
          />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.articles.publicationLegend')}</legend>
          <PublicationFields values={values} errors={errors} focus={focus} />
        </fieldset>
      </ActionForm>
    </section>
  );
}

/** Deleting asks twice: the section opens, then the button says what it does. */
function DeleteArticle({
  editing,
  csrfToken,
  failure,
}: {
  editing: AdminArticle;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="delete-article-title">
      <h2 id="delete-article-title" className="admin-section__title">
        {t('admin.articles.deleteTitle')}
      </h2>
      <details open={Boolean(failure)}>
        <summary>{t('admin.articles.deleteOpen')}</summary>
        <ActionForm
          failure={failure}
          hidden={{ intent: 'delete', csrf: csrfToken, revision: editing.revision }}
          submit={t('admin.articles.deleteConfirm')}
        >
          <p>{t('admin.articles.deleteLead')}</p>
        </ActionForm>
      </details>
    </section>
  );
}
