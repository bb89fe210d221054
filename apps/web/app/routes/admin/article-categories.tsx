import { AdminArticleCategoryListSchema } from '@beast/domain/content/articles-api.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { AdminWrittenSchema } from '@beast/domain/staff/catalogue-api.schema';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { CATEGORY_FIELDS, categoryFromForm, categoryValues } from '../../features/back-office/editorial/article-form';
import { editorialFieldErrors } from '../../features/back-office/editorial/editorial-form';
import {
  NamedEntries,
  type NamedEntriesAnswer,
  type NamedEntryFormProps,
} from '../../features/back-office/named-entries';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/article-categories';

export async function loader(args: Route.LoaderArgs) {
  const { data: categories } = await backOfficeApi(args).load(
    '/api/admin/article-categories',
    AdminArticleCategoryListSchema,
  );
  return { categories };
}

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, id = '', revision = '', ...values } = await formFields(args.request);
  try {
    const category = categoryFromForm(values);
    if (intent === 'create') {
      await api.change('POST', '/api/admin/article-categories', {
        body: category,
        csrfToken,
        schema: AdminWrittenSchema,
      });
      return { done: 'created', id: '' };
    }
    const path = `/api/admin/article-categories/${encodeURIComponent(id)}`;
    await api.change('PUT', path, { body: { revision, category }, csrfToken, schema: AdminWrittenSchema });
    return { done: 'saved', id };
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, { ...values, revision }, { intent, id, conflict });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.articleCategories.title');

/** The blog's categories: named in every language, in the order the blog lists them. */
export default function ArticleCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const locale = i18n.language as Locale;
  const answer = actionData as NamedEntriesAnswer | undefined;
  const { categories } = loaderData;
  return (
    <>
      <ScreenHeading title={t('admin.articleCategories.title')} lead={t('admin.articleCategories.lead')}>
        <p>
          <Link to={BACK_OFFICE_PATHS.articles}>{t('admin.articles.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ? t(`admin.articleCategories.${answer.done}`) : null} />
      <NamedEntries
        texts="admin.articleCategories"
        entries={categories}
        name={({ category }) => category.name[locale]}
        details={({ category, articles }) =>
          `${category.slug} · ${t('admin.articleCategories.articles', { count: articles })}`
        }
        valuesOf={({ category }) => categoryValues(category)}
        newValues={{ sortOrder: String(categories.length * 10) }}
        answer={answer}
        csrfToken={session.csrfToken}
        Form={CategoryForm}
      />
    </>
  );
}

function CategoryForm({ values, failure, conflict, hidden, submit }: NamedEntryFormProps) {
  const { t } = useTranslation();
  const errors = editorialFieldErrors(failure?.fields, CATEGORY_FIELDS, 'category').byField;
  const focus = firstRefused(errors, CATEGORY_FIELDS);
  const field = (name: string, label: string, extra: { hint?: string; inputMode?: 'numeric'; lang?: string } = {}) => (
    <AdminTextField
      key={name}
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      focus={focus === name}
      {...extra}
    />
  );
  return (
    <ActionForm failure={failure} hidden={hidden} submit={submit} className="admin-invite">
      {conflict ? (
        <p>
          <Link to={BACK_OFFICE_PATHS.articleCategories} reloadDocument>
            {t('admin.articleCategories.reload')}
          </Link>
        </p>
      ) : null}
      {field('slug', t('admin.articleCategories.slug'), { hint: t('admin.articleCategories.slugHint') })}
      {LOCALES.map((language) =>
        field(
          `name.${language}`,
          t('admin.articleCategories.nameIn', { language: t(`admin.catalogue.language.${language}`) }),
          { lang: language },
        ),
      )}
      {field('sortOrder', t('admin.articleCategories.sortOrder'), {
        inputMode: 'numeric',
        hint: t('admin.articleCategories.sortOrderHint'),
      })}
    </ActionForm>
  );
}
