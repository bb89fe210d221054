import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  AdminSubcategoryListSchema,
  AdminWrittenSchema,
  SubcategoryKindSchema,
} from '@beast/domain/staff/catalogue-api.schema';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminSelectField, AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import {
  NamedEntries,
  type NamedEntriesAnswer,
  type NamedEntryFormProps,
} from '../../features/back-office/named-entries';
import { subcategoryFormValues, subcategoryFromForm } from '../../features/back-office/product-form';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/subcategories';

const KINDS = SubcategoryKindSchema.options;
const FIELDS = ['slug', 'kind', ...LOCALES.map((language) => `name.${language}`), 'sortOrder'] as const;

export async function loader(args: Route.LoaderArgs) {
  const { data: subcategories } = await backOfficeApi(args).load(
    '/api/admin/catalogue/subcategories',
    AdminSubcategoryListSchema,
  );
  return { subcategories };
}

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, id = '', revision = '', ...values } = await formFields(args.request);
  try {
    if (intent === 'create') {
      const body = subcategoryFromForm(values);
      await api.change('POST', '/api/admin/catalogue/subcategories', { body, csrfToken, schema: AdminWrittenSchema });
      return { done: 'created', id: '' };
    }
    const body = { revision, subcategory: subcategoryFromForm(values) };
    const path = `/api/admin/catalogue/subcategories/${encodeURIComponent(id)}`;
    await api.change('PUT', path, { body, csrfToken, schema: AdminWrittenSchema });
    return { done: 'saved', id };
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, values, { intent, id, conflict });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.subcategories.title');

export default function Subcategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const locale = i18n.language as Locale;
  const answer = actionData as NamedEntriesAnswer | undefined;
  return (
    <>
      <ScreenHeading title={t('admin.subcategories.title')} lead={t('admin.subcategories.lead')}>
        <p>
          <Link to={BACK_OFFICE_PATHS.catalogue}>{t('admin.catalogue.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ? t(`admin.subcategories.${answer.done}`) : null} />
      <NamedEntries
        texts="admin.subcategories"
        entries={loaderData.subcategories}
        name={({ subcategory }) => subcategory.name[locale]}
        details={({ subcategory }) => `${subcategory.slug} · ${t(`admin.subcategories.kinds.${subcategory.kind}`)}`}
        valuesOf={({ subcategory }) => subcategoryFormValues(subcategory)}
        newValues={{ kind: 'accessory', sortOrder: '0' }}
        answer={answer}
        csrfToken={session.csrfToken}
        Form={SubcategoryForm}
      />
    </>
  );
}

function SubcategoryForm({ values, failure, conflict, hidden, submit }: NamedEntryFormProps) {
  const { t } = useTranslation();
  const errorOf = (name: string) => failure?.fields[`subcategory.${name}`] ?? failure?.fields[name];
  const errors = Object.fromEntries(FIELDS.map((name) => [name, errorOf(name)]));
  const focus = firstRefused(errors as Record<string, string>, FIELDS);
  return (
    <ActionForm failure={failure} hidden={hidden} submit={submit} className="admin-invite">
      {conflict ? (
        <p>
          <Link to={BACK_OFFICE_PATHS.subcategories} reloadDocument>
            {t('admin.catalogue.reloadSubcategories')}
          </Link>
        </p>
      ) : null}
      <AdminTextField
        name="slug"
        label={t('admin.catalogue.slug')}
        defaultValue={values.slug ?? ''}
        error={errors.slug}
        focus={focus === 'slug'}
      />
      <AdminSelectField
        name="kind"
        label={t('admin.subcategories.kind')}
        options={KINDS.map((kind) => ({ value: kind, label: t(`admin.subcategories.kinds.${kind}`) }))}
        defaultValue={values.kind}
        error={errors.kind}
        focus={focus === 'kind'}
      />
      {LOCALES.map((language) => (
        <AdminTextField
          key={language}
          name={`name.${language}`}
          label={t('admin.subcategories.nameIn', { language: t(`admin.catalogue.language.${language}`) })}
          defaultValue={values[`name.${language}`] ?? ''}
          error={errors[`name.${language}`]}
          focus={focus === `name.${language}`}
        />
      ))}
      <AdminTextField
        name="sortOrder"
        inputMode="numeric"
        label={t('admin.catalogue.sortOrder')}
        defaultValue={values.sortOrder ?? ''}
        error={errors.sortOrder}
        focus={focus === 'sortOrder'}
      />
    </ActionForm>
  );
}
