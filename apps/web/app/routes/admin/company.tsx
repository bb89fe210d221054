import { LOCALES } from '@beast/domain/i18n/locale';
import {
  type AdminCompany,
  AdminCompanySchema,
  AdminCompanyWrittenSchema,
} from '@beast/domain/partners/partners-admin.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link, redirect } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextArea, AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/company';

/** `/admin/companies/new` makes a company; `/admin/companies/:id` changes one. */
const NEW = 'new';
const TEXT_FIELDS = ['introduction', 'advantages'] as const;
const FIELD_ORDER = [
  'slug',
  'name',
  'logoUrl',
  'emailDomains',
  'membershipMonths',
  ...LOCALES.flatMap((locale) => TEXT_FIELDS.map((field) => `text.${locale}.${field}`)),
];

export async function loader(args: Route.LoaderArgs) {
  const created = new URL(args.request.url).searchParams.get('done') === 'created';
  if (args.params.id === NEW) return { company: null, created };
  const company = await backOfficeApi(args).load(
    `/api/admin/companies/${encodeURIComponent(args.params.id)}`,
    AdminCompanySchema,
  );
  return { company, created };
}

/** The form's fields as the API takes a company: domains one per line, the months a number. */
function companyFromForm(values: Record<string, string>) {
  const texts = (locale: string) =>
    Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[`text.${locale}.${field}`] ?? '']));
  return {
    slug: (values.slug ?? '').trim(),
    name: values.name ?? '',
    logoUrl: values.logoUrl?.trim() ? values.logoUrl.trim() : null,
    emailDomains: (values.emailDomains ?? '').split(/[\s,;]+/).filter(Boolean),
    membershipMonths: Number(values.membershipMonths),
    inSitemap: values.inSitemap === 'on',
    text: Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale)])),
  };
}

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, ...values } = await formFields(args.request);
  try {
    const body = companyFromForm(values);
    if (args.params.id === NEW) {
      const { id } = await api.change('POST', '/api/admin/companies', {
        body,
        csrfToken,
        schema: AdminCompanyWrittenSchema,
      });
      return redirect(`${BACK_OFFICE_PATHS.companies}/${id}?done=created`, { headers: api.cookieHeaders() });
    }
    await api.change('PUT', `/api/admin/companies/${encodeURIComponent(args.params.id)}`, {
      body,
      csrfToken,
      schema: AdminCompanyWrittenSchema,
    });
    return { done: 'saved' as const };
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.companies.title');

/** What the form shows: what was typed after a refusal, else the stored company, else an empty one. */
function formValues(company: AdminCompany | null, typed: Record<string, string> | undefined) {
  if (typed) return typed;
  if (!company) return { membershipMonths: '12' } as Record<string, string>;
  return {
    slug: company.slug,
    name: company.name,
    logoUrl: company.logoUrl ?? '',
    emailDomains: company.emailDomains.join('\n'),
    membershipMonths: String(company.membershipMonths),
    inSitemap: company.inSitemap ? 'on' : '',
    ...Object.fromEntries(
      LOCALES.flatMap((locale) => TEXT_FIELDS.map((field) => [`text.${locale}.${field}`, company.text[locale][field]])),
    ),
  } as Record<string, string>;
}

/** A partner company's page and membership settings (content staff and admins), audited. */
export default function CompanyAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { company, created } = loaderData;
  const answer = actionData as { done?: 'saved'; failure?: FormFailure } | undefined;
  const failure = answer?.failure;
  const values = formValues(company, failure?.values);
  const errors = failure?.fields ?? {};
  const focus = firstRefused(errors, FIELD_ORDER);
  const done = answer?.done ?? (created ? 'created' : undefined);
  const field = (name: string, label: string, hint?: string) => ({
    name,
    label,
    hint,
    error: errors[name],
    focus: focus === name,
    defaultValue: values[name] ?? '',
  });
  return (
    <>
      <ScreenHeading
        title={company ? company.name : t('admin.companies.newTitle')}
        lead={company ? `/${company.slug}` : t('admin.companies.newLead')}
      >
        <p>
          <Link to={BACK_OFFICE_PATHS.companies}>{t('admin.companies.back')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={done ? t(`admin.companies.done.${done}`) : null} />
      <section className="admin-card" aria-labelledby="company-form">
        <h2 id="company-form" className="admin-section__title">
          {t('admin.companies.formTitle')}
        </h2>
        <ActionForm failure={failure} hidden={{ csrf: session.csrfToken }} submit={t('admin.companies.save')}>
          <AdminTextField {...field('slug', t('admin.companies.fields.slug'), t('admin.companies.fields.slugHint'))} />
          <AdminTextField {...field('name', t('admin.companies.fields.name'))} />
          <AdminTextField
            {...field('logoUrl', t('admin.companies.fields.logoUrl'), t('admin.companies.fields.logoUrlHint'))}
          />
          <AdminTextArea
            {...field(
              'emailDomains',
              t('admin.companies.fields.emailDomains'),
              t('admin.companies.fields.emailDomainsHint'),
            )}
            rows={3}
          />
          <AdminTextField
            {...field('membershipMonths', t('admin.companies.fields.membershipMonths'))}
            type="number"
            min={1}
            max={60}
          />
          <div className="field">
            <label className="field__label">
              <input type="checkbox" name="inSitemap" defaultChecked={values.inSitemap === 'on'} />{' '}
              {t('admin.companies.fields.inSitemap')}
            </label>
          </div>
          {LOCALES.map((locale) => (
            <fieldset key={locale} className="admin-fieldset" lang={locale}>
              <legend>{t(`admin.companies.language.${locale}`)}</legend>
              {TEXT_FIELDS.map((name) => (
                <AdminTextArea
                  key={name}
                  {...field(`text.${locale}.${name}`, t(`admin.companies.fields.${name}`))}
                  rows={4}
                />
              ))}
            </fieldset>
          ))}
        </ActionForm>
      </section>
    </>
  );
}
