import { AdminPageDetailSchema, AdminPageWrittenSchema } from '@beast/domain/content/pages-api.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextArea, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
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
import { PageBlocksEditor } from '../../features/back-office/editorial/page-blocks-editor';
import {
  applyBlockEdit,
  blockEditOf,
  compactPageValues,
  PAGE_TEXT_FIELDS,
  pageFieldNames,
  pageFieldOf,
  pageFromForm,
  pageValues,
} from '../../features/back-office/editorial/page-form';
import { PageLanguageMarker } from '../../features/back-office/editorial/page-language-marker';
import { PublicationFields } from '../../features/back-office/editorial/publication-fields';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/page';

const pagePath = (key: string) => `/api/admin/pages/${encodeURIComponent(key)}`;

export async function loader(args: Route.LoaderArgs) {
  return { editing: await backOfficeApi(args).load(pagePath(args.params.key), AdminPageDetailSchema) };
}

/**
 * Saves the page whole from the revision it was read at. The Preview button renders the bodies, and the
 * blocks' buttons add, move or remove a block, on what was typed: neither saves anything.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, revision = '', ...typed } = await formFields(args.request);
  const edit = blockEditOf(typed);
  if (edit) return { edited: applyBlockEdit(typed, edit), edit: edit.kind };
  const values = compactPageValues(typed);
  try {
    if (asksForPreview(values)) return previewAnswer(api, values, csrfToken);
    await api.change('PUT', pagePath(args.params.key), {
      body: { revision, page: pageFromForm(values) },
      csrfToken,
      schema: AdminPageWrittenSchema,
    });
    return { done: 'saved' as const };
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, { ...values, revision }, { conflict });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.pages.editTitle');

/** Saved, refused (a 409 says so), the Preview button's answer, or a block added, moved or removed on what was typed. */
interface Answer {
  done?: 'saved';
  failure?: FormFailure;
  conflict?: boolean;
  preview?: PreviewAnswer;
  edited?: Record<string, string>;
  edit?: 'add' | 'remove' | 'up' | 'down';
}

export default function PageEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { editing } = loaderData;
  const answer = actionData as Answer | undefined;
  const locale = i18n.language as Locale;
  const title = editing.page.text[locale]?.title ?? editing.key;
  const values = answer?.failure?.values ?? answer?.edited ?? answer?.preview?.values ?? pageValues(editing.page);
  const status = answer?.done
    ? t('admin.pages.done.saved')
    : answer?.edit
      ? t(`admin.pages.edited.${answer.edit}`)
      : answer?.preview
        ? t('admin.editorial.previewShown')
        : null;
  return (
    <>
      <ScreenHeading title={title} lead={`/${editing.key}`}>
        <p>
          <Link to={BACK_OFFICE_PATHS.pages}>{t('admin.pages.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={status} />
      <section className="admin-card" aria-labelledby="page-languages-title">
        <h2 id="page-languages-title" className="admin-section__title">
          {t('admin.pages.languagesTitle')}
        </h2>
        <dl className="admin-member__facts">
          {LOCALES.map((language) => (
            <div key={language}>
              <dt>{t(`admin.catalogue.column.${language}`)}</dt>
              <dd>
                <PageLanguageMarker state={editing.languages[language]} />
              </dd>
            </div>
          ))}
        </dl>
        {editing.productsNotOnSale.length > 0 ? (
          <p className="admin-badge admin-badge--warn">
            {t('admin.pages.productsNotOnSale', { products: editing.productsNotOnSale.join(', ') })}
          </p>
        ) : null}
      </section>
      <PageForm
        // Rendered anew with the values an answer brings (a block changed, a preview, a refusal); typing keeps it.
        key={`${editing.revision}-${digest(JSON.stringify(values))}`}
        values={values}
        revision={answer?.failure?.values.revision ?? editing.revision}
        csrfToken={session.csrfToken}
        failure={answer?.failure}
        conflict={Boolean(answer?.conflict)}
        previews={answer?.preview?.html}
        reloadTo={`${BACK_OFFICE_PATHS.pages}/${editing.key}`}
      />
    </>
  );
}

/** A short digest of a text, for a key that changes with the form's values. */
function digest(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

function PageForm({
  values,
  revision,
  csrfToken,
  failure,
  conflict,
  previews,
  reloadTo,
}: {
  values: Record<string, string>;
  revision: string;
  csrfToken: string;
  failure: FormFailure | undefined;
  conflict: boolean;
  previews: Record<string, string> | undefined;
  reloadTo: string;
}) {
  const { t } = useTranslation();
  const names = pageFieldNames(values);
  const fields = Object.fromEntries(
    Object.entries(failure?.fields ?? {}).map(([path, message]) => [pageFieldOf(path), message]),
  );
  const { byField, elsewhere } = editorialFieldErrors(fields, names, 'page');
  const focus = names.find((name) => byField[name]);
  return (
    <section className="admin-card" aria-labelledby="page-form-title">
      <h2 id="page-form-title" className="admin-section__title">
        {t('admin.pages.formTitle')}
      </h2>
      <ActionForm
        className="admin-editorial"
        failure={failure}
        hidden={{ csrf: csrfToken, revision }}
        submit={t('admin.pages.save')}
        alertDetails={
          <RefusalDetails
            messages={elsewhere}
            reload={conflict ? { to: reloadTo, label: t('admin.pages.reload') } : undefined}
          />
        }
      >
        <PublicationFields values={values} errors={byField} focus={focus} />
        <EditorialLanguages fields={PAGE_TEXT_FIELDS} values={values} errors={byField}>
          {(language) => (
            <>
              <AdminTextField
                name={textField(language, 'title')}
                label={t('admin.pages.pageTitle')}
                lang={language}
                defaultValue={values[textField(language, 'title')] ?? ''}
                error={byField[textField(language, 'title')]}
                focus={focus === textField(language, 'title')}
              />
              <AdminTextArea
                name={textField(language, 'description')}
                label={t('admin.pages.description')}
                hint={t('admin.pages.descriptionHint')}
                rows={3}
                lang={language}
                defaultValue={values[textField(language, 'description')] ?? ''}
                error={byField[textField(language, 'description')]}
                focus={focus === textField(language, 'description')}
              />
              <MarkdownField
                name={textField(language, 'body')}
                label={t('admin.pages.body')}
                lang={language}
                defaultValue={values[textField(language, 'body')] ?? ''}
                previewHtml={previews?.[textField(language, 'body')]}
                error={byField[textField(language, 'body')]}
                focus={focus === textField(language, 'body')}
              />
              <PageBlocksEditor language={language} values={values} errors={byField} focus={focus} />
            </>
          )}
        </EditorialLanguages>
      </ActionForm>
    </section>
  );
}
