import { PACKAGE_FEE_KINDS } from '@beast/domain/catalog/package-fee-kinds';
import { GEOMETRY_MEASURES, SPEC_ENTRY_KEYS } from '@beast/domain/catalog/product.schema';
import { PRODUCT_TYPE_CODES } from '@beast/domain/catalog/product-type-codes';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import type { AdminSubcategorySchema } from '@beast/domain/staff/catalogue-api.schema';
import type { z } from '@beast/domain/zod';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { FormAlert } from '../../ui/field';
import { AdminSelectField, AdminTextArea, AdminTextField } from './admin-fields';
import type { FormFailure } from './back-office-api.server';
import { centimesOf, type ProductFormValues, productFieldErrors } from './product-form';

type Subcategory = z.infer<typeof AdminSubcategorySchema>;

/** The order fields take the focus in when the API refuses several: the form's own order. */
function fieldOrder(values: ProductFormValues): string[] {
  return Object.keys(values);
}

/**
 * The product editor's form (decision 15): every part of a product in fieldsets with headings, the three
 * languages' texts side by side on a wide screen and one under the other on a phone. It posts the whole
 * product; a refusal shows each message under its field with what was typed, and a change made meanwhile by
 * someone else is said with a way to reload.
 */
export function ProductEditor({
  values,
  failure,
  hidden,
  submit,
  subcategories,
  editionSold,
  missingTranslations,
  reloadTo,
  conflict,
  withPublication,
}: {
  values: ProductFormValues;
  failure: FormFailure | undefined;
  hidden: Record<string, string>;
  submit: string;
  subcategories: readonly Subcategory[];
  /** Units of its edition sold (an existing product). */
  editionSold?: number;
  missingTranslations: readonly Locale[];
  /** Where the latest version of the product is read again (an existing product). */
  reloadTo?: string;
  /** The refusal is a change made meanwhile by someone else (409 REVISION_CONFLICT). */
  conflict?: boolean;
  /** A checkbox to publish it at once (a new product; an existing one has its own switch). */
  withPublication?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const busy = useNavigation().state === 'submitting';
  const { byField, elsewhere } = productFieldErrors(failure?.fields, Object.keys(values));
  const focus = fieldOrder(values).find((name) => byField[name]);
  const field = (name: string, label: string, extra: { hint?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <AdminTextField
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={byField[name]}
      focus={focus === name}
      {...extra}
    />
  );
  const money = (name: string, label: string) => {
    const centimes = centimesOf(values[name] ?? '');
    const hint =
      typeof centimes === 'number' ? t('admin.catalogue.shownAs', { price: formatMoney(centimes, locale) }) : undefined;
    return field(name, label, { inputMode: 'decimal', ...(hint && { hint }) });
  };
  return (
    <Form method="post" className="form admin-product" noValidate>
      <FormAlert message={failure?.formError ?? null}>
        {conflict && reloadTo ? (
          <p>
            <Link to={reloadTo} reloadDocument>
              {t('admin.catalogue.reload')}
            </Link>
          </p>
        ) : null}
        {elsewhere.length > 0 ? (
          <ul>
            {elsewhere.map((entry) => (
              <li key={`${entry.place}${entry.message}`}>
                {t(PLACES[entry.place] ?? 'admin.catalogue.identity')}: {entry.message}
              </li>
            ))}
          </ul>
        ) : null}
      </FormAlert>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <Section id="texts" title={t('admin.catalogue.texts')}>
        <p>{t('admin.catalogue.textsLead')}</p>
        <div className="admin-languages">
          {LOCALES.map((language) => (
            <fieldset key={language} className="admin-language">
              <legend className="admin-language__name">{t(`admin.catalogue.column.${language}`)}</legend>
              {missingTranslations.includes(language) ? (
                <p className="admin-badge admin-badge--warn">{t('admin.catalogue.translationMissing')}</p>
              ) : null}
              {field(`text.${language}.name`, t('admin.catalogue.name'))}
              {field(`text.${language}.tagline`, t('admin.catalogue.tagline'))}
              <AdminTextArea
                name={`text.${language}.description`}
                label={t('admin.catalogue.description')}
                rows={6}
                defaultValue={values[`text.${language}.description`] ?? ''}
                error={byField[`text.${language}.description`]}
                focus={focus === `text.${language}.description`}
              />
              <AdminTextArea
                name={`text.${language}.highlights`}
                label={t('admin.catalogue.highlights')}
                hint={t('admin.catalogue.highlightsHint')}
                rows={4}
                defaultValue={values[`text.${language}.highlights`] ?? ''}
                error={byField[`text.${language}.highlights`]}
              />
              <h3 className="admin-entry__values-title">{t('admin.catalogue.specs')}</h3>
              {SPEC_ENTRY_KEYS.map((key) => field(`text.${language}.specs.${key}`, t(`specs.${key}`)))}
            </fieldset>
          ))}
        </div>
      </Section>

      <Section id="identity" title={t('admin.catalogue.identity')}>
        <div className="admin-fields">
          {field('slug', t('admin.catalogue.slug'), { hint: t('admin.catalogue.slugHint') })}
          <AdminSelectField
            name="type"
            label={t('admin.catalogue.type')}
            options={PRODUCT_TYPE_CODES.map((type) => ({ value: type, label: t(`admin.catalogue.types.${type}`) }))}
            defaultValue={values.type}
            error={byField.type}
            focus={focus === 'type'}
          />
          <AdminSelectField
            name="subcategory"
            label={t('admin.catalogue.subcategory')}
            placeholder={t('admin.catalogue.none')}
            options={subcategories.map(({ subcategory }) => ({
              value: subcategory.slug,
              label: `${subcategory.name[locale]} (${t(`admin.subcategories.kinds.${subcategory.kind}`)})`,
            }))}
            defaultValue={values.subcategory}
            error={byField.subcategory}
            focus={focus === 'subcategory'}
          />
          <AdminSelectField
            name="page"
            label={t('admin.catalogue.storefrontPage')}
            placeholder={t('admin.catalogue.none')}
            options={[
              { value: 'product', label: t('admin.catalogue.pageKinds.product') },
              { value: 'order', label: t('admin.catalogue.pageKinds.order') },
            ]}
            defaultValue={values.page}
            error={byField.page}
          />
          {field('sortOrder', t('admin.catalogue.sortOrder'), { inputMode: 'numeric' })}
          {field('configuratorCatalogId', t('admin.catalogue.configuratorCatalogId'))}
        </div>
        {withPublication ? (
          <label className="admin-check">
            <input type="checkbox" name="isPublished" defaultChecked={values.isPublished === 'on'} />{' '}
            {t('admin.catalogue.publishNow')}
          </label>
        ) : (
          <input type="hidden" name="isPublished" value={values.isPublished ?? ''} />
        )}
      </Section>

      <Section id="prices" title={t('admin.catalogue.prices')}>
        <div className="admin-fields">
          {money('price', t('admin.catalogue.price'))}
          {money('originalPrice', t('admin.catalogue.originalPrice'))}
        </div>
        <h3 className="admin-entry__values-title">{t('admin.catalogue.packageFees')}</h3>
        <p>{t('admin.catalogue.packageFeesLead')}</p>
        <div className="admin-fields">
          {PACKAGE_FEE_KINDS.map((kind) => money(`packageFees.${kind}`, t(`fees.${kind}`)))}
        </div>
      </Section>

      <Section id="facts" title={t('admin.catalogue.facts')}>
        <div className="admin-fields">
          {field('speedKmh', t('admin.catalogue.speedKmh'), { inputMode: 'numeric' })}
          {field('batteryWh', t('admin.catalogue.batteryWh'), { inputMode: 'numeric' })}
          {field('weightKg', t('admin.catalogue.weightKg'), { inputMode: 'decimal' })}
          {field('editionSize', t('admin.catalogue.editionSize'), {
            inputMode: 'numeric',
            hint:
              editionSold === undefined
                ? t('admin.catalogue.editionHint')
                : t('admin.catalogue.editionSold', { count: editionSold }),
          })}
        </div>
      </Section>

      <Section id="geometry" title={t('admin.catalogue.geometry')}>
        <p>{t('admin.catalogue.geometryLead')}</p>
        <div className="admin-fields">
          {field('geometry.sizes', t('admin.catalogue.sizes'))}
          {GEOMETRY_MEASURES.map((measure) => field(`geometry.${measure}`, t(`geometry.${measure}`)))}
        </div>
      </Section>

      <Section id="refurbished" title={t('admin.catalogue.refurbished')}>
        <div className="admin-fields">
          <AdminSelectField
            name="refurbished.condition"
            label={t('refurbished.conditionLabel')}
            placeholder={t('admin.catalogue.notRefurbished')}
            options={(['like_new', 'very_good', 'good'] as const).map((condition) => ({
              value: condition,
              label: t(`refurbished.condition.${condition}`),
            }))}
            defaultValue={values['refurbished.condition']}
            error={byField['refurbished.condition']}
          />
          {field('refurbished.modelYear', t('refurbished.modelYear'), { inputMode: 'numeric' })}
          {field('refurbished.mileageKm', t('admin.catalogue.mileageKm'), { inputMode: 'numeric' })}
          {field('refurbished.warrantyMonths', t('admin.catalogue.warrantyMonths'), { inputMode: 'numeric' })}
          {field('refurbished.frameWarrantyYears', t('admin.catalogue.frameWarrantyYears'), { inputMode: 'numeric' })}
        </div>
      </Section>

      <MediaSection values={values} byField={byField} />
      <DownloadsSection values={values} byField={byField} />

      <button type="submit" className="button button--primary form__submit" aria-disabled={busy || undefined}>
        {submit}
      </button>
    </Form>
  );
}

/** The fieldset a message without a field of its own belongs to (a geometry row, the fee list …). */
const PLACES: Partial<Record<string, string>> = {
  text: 'admin.catalogue.texts',
  packageFees: 'admin.catalogue.packageFees',
  geometry: 'admin.catalogue.geometry',
  refurbished: 'admin.catalogue.refurbished',
  media: 'admin.catalogue.media',
  downloads: 'admin.catalogue.documents',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className="admin-card admin-product__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {title}
      </h2>
      {children}
    </fieldset>
  );
}

/** The indices of a list's entries in the form (`media.0.kind`, `media.3.kind` …), in order. */
function entries(values: ProductFormValues, list: 'media' | 'downloads'): number[] {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.kind$`);
  return Object.keys(values)
    .flatMap((name) => {
      const index = pattern.exec(name)?.[1];
      return index === undefined ? [] : [Number(index)];
    })
    .sort((a, b) => a - b);
}

function MediaSection({ values, byField }: { values: ProductFormValues; byField: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const media = entries(values, 'media');
  return (
    <Section id="media" title={t('admin.catalogue.media')}>
      {media.length === 0 ? <p>{t('admin.catalogue.noMedia')}</p> : null}
      <ol className="admin-list">
        {media.map((index) => {
          const at = `media.${index}`;
          const position = Number(values[`${at}.position`]) || index + 1;
          return (
            <li key={at} className="admin-row admin-media">
              {values[`${at}.kind`] === 'image' ? (
                <img
                  src={values[`${at}.url`]}
                  alt={values[`${at}.alt.${i18n.language}`] ?? ''}
                  width={160}
                  loading="lazy"
                />
              ) : (
                <a href={values[`${at}.url`]}>{t('admin.catalogue.video')}</a>
              )}
              {(['url', 'kind', 'width', 'height'] as const).map((part) => (
                <input key={part} type="hidden" name={`${at}.${part}`} value={values[`${at}.${part}`] ?? ''} />
              ))}
              <div className="admin-fields">
                <AdminTextField
                  name={`${at}.position`}
                  label={t('admin.catalogue.position', { position })}
                  inputMode="numeric"
                  defaultValue={values[`${at}.position`] ?? ''}
                />
                {LOCALES.map((language) => (
                  <AdminTextField
                    key={language}
                    name={`${at}.alt.${language}`}
                    label={t('admin.catalogue.altIn', {
                      position,
                      language: t(`admin.catalogue.language.${language}`),
                    })}
                    defaultValue={values[`${at}.alt.${language}`] ?? ''}
                    error={byField[`${at}.alt.${language}`]}
                  />
                ))}
              </div>
              <label className="admin-check">
                <input type="checkbox" name={`${at}.remove`} defaultChecked={values[`${at}.remove`] === 'on'} />{' '}
                {t('admin.catalogue.removeMedia', { position })}
              </label>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function DownloadsSection({ values, byField }: { values: ProductFormValues; byField: Record<string, string> }) {
  const { t } = useTranslation();
  const downloads = entries(values, 'downloads');
  return (
    <Section id="documents" title={t('admin.catalogue.documents')}>
      {downloads.length === 0 ? <p>{t('admin.catalogue.noDocuments')}</p> : null}
      <ol className="admin-list">
        {downloads.map((index) => {
          const at = `downloads.${index}`;
          const position = Number(values[`${at}.position`]) || index + 1;
          return (
            <li key={at} className="admin-row">
              <input type="hidden" name={`${at}.kind`} value={values[`${at}.kind`] ?? ''} />
              <p className="admin-member__name">{t(`downloads.${values[`${at}.kind`] ?? 'manual'}`)}</p>
              <ul className="admin-links">
                {LOCALES.map((language) => (
                  <li key={language}>
                    <a href={values[`${at}.files.${language}.url`]}>
                      {t('admin.catalogue.pdfIn', { language: t(`admin.catalogue.language.${language}`) })}
                    </a>
                    <input
                      type="hidden"
                      name={`${at}.files.${language}.url`}
                      value={values[`${at}.files.${language}.url`] ?? ''}
                    />
                    <input
                      type="hidden"
                      name={`${at}.files.${language}.bytes`}
                      value={values[`${at}.files.${language}.bytes`] ?? ''}
                    />
                  </li>
                ))}
              </ul>
              <div className="admin-fields">
                <AdminTextField
                  name={`${at}.position`}
                  label={t('admin.catalogue.documentPosition', { position })}
                  inputMode="numeric"
                  defaultValue={values[`${at}.position`] ?? ''}
                />
                {LOCALES.map((language) => (
                  <AdminTextField
                    key={language}
                    name={`${at}.title.${language}`}
                    label={t('admin.catalogue.titleIn', {
                      position,
                      language: t(`admin.catalogue.language.${language}`),
                    })}
                    defaultValue={values[`${at}.title.${language}`] ?? ''}
                    error={byField[`${at}.title.${language}`]}
                  />
                ))}
              </div>
              <label className="admin-check">
                <input type="checkbox" name={`${at}.remove`} defaultChecked={values[`${at}.remove`] === 'on'} />{' '}
                {t('admin.catalogue.removeDocument', { position })}
              </label>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
