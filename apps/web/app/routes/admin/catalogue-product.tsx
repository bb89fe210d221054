import { CopySchema, translated } from '@beast/domain/catalog/catalog-write.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  AdminProductSchema,
  AdminSubcategoryListSchema,
  AdminWrittenSchema,
  UploadedDocumentSchema,
  UploadedImageSchema,
} from '@beast/domain/staff/catalogue-api.schema';
import type { z } from '@beast/domain/zod';
import { data, Form, Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminSelectField, AdminTextField, CsrfField } from '../../features/back-office/admin-fields';
import {
  type BackOfficeApi,
  backOfficeApi,
  type FormFailure,
  textFields,
} from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { uploadFormFile } from '../../features/back-office/file-upload.server';
import { ProductEditor } from '../../features/back-office/product-editor';
import { productFormValues, productFromForm } from '../../features/back-office/product-form';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/catalogue-product';

const productPath = (id: string) => `/api/admin/catalogue/products/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const [editing, subcategories] = await Promise.all([
    api.load(productPath(args.params.id), AdminProductSchema),
    api.load('/api/admin/catalogue/subcategories', AdminSubcategoryListSchema),
  ]);
  const created = new URL(args.request.url).searchParams.has('created');
  return { editing, subcategories: subcategories.data, created };
}

type Intent = 'save' | 'publication' | 'addImage' | 'addDocument';
type Done = 'saved' | 'published' | 'unpublished' | 'imageAdded' | 'documentAdded';

/**
 * Every change names the revision the page was read at. A picture or a document is checked and stored by the
 * API's upload, then added to the product as it is stored (the editor's unsaved changes are not part of it).
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const form = await args.request.formData();
  const values = textFields(form);
  const { intent = '', csrf: csrfToken, ...typed } = values;
  const path = productPath(args.params.id);
  const revision = typed.revision ?? '';
  try {
    if (intent === 'save') {
      const body = { revision, product: productFromForm(typed) };
      await api.change('PUT', path, { body, csrfToken, schema: AdminWrittenSchema });
      return { done: 'saved' as Done };
    }
    if (intent === 'publication') {
      const isPublished = typed.isPublished === 'on';
      const body = { revision, isPublished };
      await api.change('POST', `${path}/publication`, { body, csrfToken, schema: AdminWrittenSchema });
      return { done: (isPublished ? 'published' : 'unpublished') as Done };
    }
    if (intent === 'addImage' || intent === 'addDocument') {
      const refused = checkTexts(api, typed, intent === 'addImage' ? 'alt' : 'title');
      if (refused) return data({ intent, failure: refused }, { status: 400 });
      const { product } = await api.load(path, AdminProductSchema);
      const added =
        intent === 'addImage'
          ? { media: [...product.media, await image()] }
          : { downloads: [...product.downloads, await document()] };
      const body = { revision, product: { ...product, ...added } };
      await api.change('PUT', path, { body, csrfToken, schema: AdminWrittenSchema });
      return { done: (intent === 'addImage' ? 'imageAdded' : 'documentAdded') as Done };
    }
    throw data(null, { status: 400 });
  } catch (error) {
    const conflict = error instanceof ApiError && error.code === 'REVISION_CONFLICT';
    return api.failure(error, typed, { intent, conflict });
  }

  /** One file handed on to the API's upload, which checks it by its content and stores it. */
  function upload<T>(kind: 'images' | 'documents', name: string, schema: z.ZodType<T>) {
    const path = `/api/admin/catalogue/uploads/${kind}`;
    return uploadFormFile(api, { form, field: name, path, csrfToken, schema });
  }

  async function image() {
    const stored = await upload('images', 'file', UploadedImageSchema);
    return {
      url: stored.url,
      kind: 'image' as const,
      width: stored.width,
      height: stored.height,
      alt: inLanguages('alt'),
    };
  }

  async function document() {
    const files: Record<string, { url: string; bytes: number }> = {};
    for (const language of LOCALES) {
      files[language] = await upload('documents', `file.${language}`, UploadedDocumentSchema);
    }
    return {
      kind: typed.kind === 'brochure' ? ('brochure' as const) : ('manual' as const),
      title: inLanguages('title'),
      files: files as Record<Locale, { url: string; bytes: number }>,
    };
  }

  function inLanguages(prefix: string) {
    return Object.fromEntries(
      LOCALES.map((language) => [language, (typed[`${prefix}.${language}`] ?? '').trim()]),
    ) as Record<Locale, string>;
  }
}

/** The texts of a new picture or document, checked by the domain's rule before any file is stored. */
function checkTexts(api: BackOfficeApi, values: Record<string, string>, prefix: 'alt' | 'title'): FormFailure | null {
  const texts = Object.fromEntries(LOCALES.map((language) => [language, values[`${prefix}.${language}`] ?? '']));
  const checked = translated(CopySchema).safeParse(texts);
  if (checked.success) return null;
  const fields = Object.fromEntries(
    checked.error.issues.map((issue) => [`${prefix}.${issue.path.join('.')}`, api.t(issue.message)]),
  );
  return { formError: api.t('admin.catalogue.checkFields'), fields, values };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.catalogue.editTitle');

export default function CatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { editing, subcategories, created } = loaderData;
  const locale = i18n.language as Locale;
  const answer = actionData as { done?: Done; failure?: FormFailure; intent?: Intent; conflict?: boolean } | undefined;
  const failureOf = (intent: Intent) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  const saveFailure = failureOf('save');
  const self = `${BACK_OFFICE_PATHS.catalogue}/${editing.id}`;
  const done = answer?.done ?? (created ? 'created' : null);
  const isPublished = editing.product.isPublished;
  return (
    <>
      <ScreenHeading title={editing.product.text[locale].name} lead={editing.product.slug}>
        <p>
          <Link to={BACK_OFFICE_PATHS.catalogue}>{t('admin.catalogue.back')}</Link>
        </p>
      </ScreenHeading>
      {done ? (
        <div className="admin-card admin-done">
          <FormStatus message={t(`admin.catalogue.done.${done}`)} />
        </div>
      ) : (
        <FormStatus message={null} />
      )}
      <section className="admin-card" aria-labelledby="publication-title">
        <h2 id="publication-title" className="admin-section__title">
          {t('admin.catalogue.publicationTitle')}
        </h2>
        <p>{isPublished ? t('admin.catalogue.isPublished') : t('admin.catalogue.isUnpublished')}</p>
        <ActionForm
          failure={failureOf('publication')}
          hidden={{
            intent: 'publication',
            csrf: session.csrfToken,
            revision: editing.revision,
            isPublished: isPublished ? '' : 'on',
          }}
          submit={isPublished ? t('admin.catalogue.unpublish') : t('admin.catalogue.publish')}
        >
          {null}
        </ActionForm>
      </section>
      <ProductEditor
        key={editing.revision}
        values={saveFailure?.values ?? productFormValues(editing.product)}
        failure={saveFailure}
        hidden={{ intent: 'save', csrf: session.csrfToken, revision: saveFailure?.values.revision ?? editing.revision }}
        submit={t('admin.catalogue.save')}
        subcategories={subcategories}
        editionSold={editing.editionSold}
        missingTranslations={editing.missingTranslations}
        reloadTo={self}
        conflict={Boolean(answer?.conflict && answer.intent === 'save')}
      />
      <UploadImage revision={editing.revision} csrfToken={session.csrfToken} failure={failureOf('addImage')} />
      <UploadDocument revision={editing.revision} csrfToken={session.csrfToken} failure={failureOf('addDocument')} />
    </>
  );
}

function UploadImage({ revision, csrfToken, failure }: { revision: string; csrfToken: string; failure?: FormFailure }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="add-image-title">
      <h2 id="add-image-title" className="admin-section__title">
        {t('admin.catalogue.addImage')}
      </h2>
      <p>{t('admin.catalogue.uploadLead')}</p>
      <Form method="post" encType="multipart/form-data" className="form admin-invite" noValidate>
        <UploadFields failure={failure} hidden={{ intent: 'addImage', revision }} csrfToken={csrfToken} />
        <AdminTextField
          name="file"
          type="file"
          accept="image/png,image/jpeg"
          label={t('admin.catalogue.imageFile')}
          error={failure?.fields.file}
        />
        {LOCALES.map((language) => (
          <AdminTextField
            key={language}
            name={`alt.${language}`}
            label={t('admin.catalogue.newAltIn', { language: t(`admin.catalogue.language.${language}`) })}
            defaultValue={failure?.values[`alt.${language}`] ?? ''}
            error={failure?.fields[`alt.${language}`]}
          />
        ))}
        <button type="submit" className="button button--secondary form__submit">
          {t('admin.catalogue.addImageSubmit')}
        </button>
      </Form>
    </section>
  );
}

function UploadDocument({
  revision,
  csrfToken,
  failure,
}: {
  revision: string;
  csrfToken: string;
  failure?: FormFailure;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="add-document-title">
      <h2 id="add-document-title" className="admin-section__title">
        {t('admin.catalogue.addDocument')}
      </h2>
      <p>{t('admin.catalogue.documentLead')}</p>
      <Form method="post" encType="multipart/form-data" className="form admin-invite" noValidate>
        <UploadFields failure={failure} hidden={{ intent: 'addDocument', revision }} csrfToken={csrfToken} />
        <AdminSelectField
          name="kind"
          label={t('admin.catalogue.documentKind')}
          options={[
            { value: 'manual', label: t('downloads.manual') },
            { value: 'brochure', label: t('downloads.brochure') },
          ]}
          defaultValue={failure?.values.kind ?? 'manual'}
        />
        {LOCALES.map((language) => (
          <div key={language}>
            <AdminTextField
              name={`title.${language}`}
              label={t('admin.catalogue.newTitleIn', { language: t(`admin.catalogue.language.${language}`) })}
              defaultValue={failure?.values[`title.${language}`] ?? ''}
              error={failure?.fields[`title.${language}`]}
            />
            <AdminTextField
              name={`file.${language}`}
              type="file"
              accept="application/pdf"
              label={t('admin.catalogue.pdfFileIn', { language: t(`admin.catalogue.language.${language}`) })}
              error={failure?.fields[`file.${language}`]}
            />
          </div>
        ))}
        <button type="submit" className="button button--secondary form__submit">
          {t('admin.catalogue.addDocumentSubmit')}
        </button>
      </Form>
    </section>
  );
}

/** An upload form's message and hidden values (a file form cannot be an ActionForm: it posts multipart). */
function UploadFields({
  failure,
  hidden,
  csrfToken,
}: {
  failure: FormFailure | undefined;
  hidden: Record<string, string>;
  csrfToken: string;
}) {
  return (
    <>
      <FormAlert message={failure?.formError ?? null} />
      <CsrfField token={csrfToken} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
