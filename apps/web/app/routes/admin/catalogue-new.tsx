import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { AdminSubcategoryListSchema, AdminWrittenSchema } from '@beast/domain/staff/catalogue-api.schema';
import { Link, redirect } from 'react-router';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { ProductEditor } from '../../features/back-office/product-editor';
import { type ProductFormValues, productFromForm } from '../../features/back-office/product-form';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/catalogue-new';

/** A new product starts as an accessory with no text, off the shop until it is ready. */
const BLANK: ProductFormValues = { type: 'accessory', sortOrder: '0', isPublished: '' };

export async function loader(args: Route.LoaderArgs) {
  const subcategories = await backOfficeApi(args).load(
    '/api/admin/catalogue/subcategories',
    AdminSubcategoryListSchema,
  );
  return { subcategories: subcategories.data };
}

/** Created whole in every language; its editor opens next, where pictures and documents are added. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent: _intent, csrf: csrfToken, ...values } = await formFields(args.request);
  try {
    const body = productFromForm(values);
    const { id } = await api.change('POST', '/api/admin/catalogue/products', {
      body,
      csrfToken,
      schema: AdminWrittenSchema,
    });
    return redirect(`${BACK_OFFICE_PATHS.catalogue}/${id}?created`, { headers: api.cookieHeaders() });
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.catalogue.newTitle');

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const failure = (actionData as { failure?: FormFailure } | undefined)?.failure;
  return (
    <>
      <ScreenHeading title={t('admin.catalogue.newTitle')} lead={t('admin.catalogue.newLead')}>
        <p>
          <Link to={BACK_OFFICE_PATHS.catalogue}>{t('admin.catalogue.back')}</Link>
        </p>
      </ScreenHeading>
      <ProductEditor
        values={failure?.values ?? BLANK}
        failure={failure}
        hidden={{ intent: 'create', csrf: session.csrfToken }}
        submit={t('admin.catalogue.create')}
        subcategories={loaderData.subcategories}
        missingTranslations={[]}
        withPublication
      />
    </>
  );
}
