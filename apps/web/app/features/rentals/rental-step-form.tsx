import type { Country } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { RENTAL_MONTH_CHOICES, type RentalStep, rentalTotal } from '@beast/domain/rentals/rental.rules';
import type { RentalModelOffer } from '@beast/domain/rentals/rental-api.schema';
import type { MouseEvent } from 'react';
import { useSubmit } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import { errorProps, type SchemaForm } from '../../ui/use-schema-form';
import { NameFields, PhoneFields, StreetAddressFields } from '../account';
import { FormGuardFields, usePublicForm } from '../forms';
import { EMPTY_RENTAL, type RentalFormValues, type RentalStepAnswer, RentalStepFrame } from './rental-step-views';

type RentalForm = SchemaForm<RentalFormValues>;

/**
 * Steps 2 to 4 of the rentals page (loaded with them): the same plain form posted to the page's action, enhanced
 * once the page is interactive — the step's shared schema checks its fields as they are typed (the first error of
 * each, translated), and Next and Back post without reloading the page.
 */
export default function RentalStepForm({
  step,
  models,
  countries,
  answer,
}: {
  step: Exclude<RentalStep, 'bike'>;
  models: readonly RentalModelOffer[];
  countries: readonly Country[];
  answer: RentalStepAnswer;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const submit = useSubmit();
  const form = usePublicForm({
    schema: () => import('@beast/domain/rentals/rental.schema').then((module) => module.RENTAL_STEP_SCHEMAS[step]),
    initialValues: EMPTY_RENTAL,
    answer,
  });
  const { values } = form;
  const chosen = models.find((model) => model.slug === values.model);

  /** Back posts the answers as they are: no field is checked on the way back. */
  function back(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    void submit(event.currentTarget, { method: 'post', preventScrollReset: true });
  }

  return (
    <form method="post" className="request-form rental-form" aria-labelledby="rental-step-title" {...form.formProps}>
      <RentalStepFrame
        step={step}
        values={values}
        formError={form.formError}
        busy={form.submitting}
        focusTitle={!answer.fields}
        onBack={back}
        guard={<FormGuardFields formToken={answer.formToken} />}
      >
        {step === 'length' ? <LengthStep form={form} models={models} chosen={chosen} locale={locale} /> : null}
        {step === 'details' ? <DetailsStep form={form} countries={countries} /> : null}
        {step === 'review' ? <ReviewStep values={values} chosen={chosen} locale={locale} /> : null}
      </RentalStepFrame>
    </form>
  );
}

/** Step 2: the months, the rental's total, and renting per week beside buying for every model (spec §9). */
export function LengthStep({
  form,
  models,
  chosen,
  locale,
}: {
  form: RentalForm;
  models: readonly RentalModelOffer[];
  chosen: RentalModelOffer | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const months = Number(form.values.months);
  const valid = RENTAL_MONTH_CHOICES.includes(months);
  return (
    <>
      <SelectField
        label={t('rentals.length.months')}
        field={form.field('months')}
        placeholder={t('rentals.length.choose')}
        options={RENTAL_MONTH_CHOICES.map((count) => ({
          value: String(count),
          label: t('rentals.length.month', { count }),
        }))}
        {...errorProps(form, 'months')}
      />
      {chosen && valid ? (
        <p className="rental-total" aria-live="polite">
          {t('rentals.length.total', {
            months: t('rentals.length.month', { count: months }),
            monthly: formatMoney(chosen.monthlyPrice, locale),
            total: formatMoney(rentalTotal(chosen.monthlyPrice, months), locale),
          })}
        </p>
      ) : null}
      <table className="rental-compare">
        <caption>{t('rentals.length.compareTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rentals.length.compareBike')}</th>
            <th scope="col">{t('rentals.length.comparePerWeek')}</th>
            <th scope="col">{t('rentals.length.compareBuy')}</th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.slug} className={model.slug === chosen?.slug ? 'rental-compare__chosen' : undefined}>
              <th scope="row">
                {model.name}
                {model.slug === chosen?.slug ? ` (${t('rentals.length.chosen')})` : ''}
              </th>
              <td>{formatMoney(model.weeklyPrice, locale)}</td>
              <td>{formatMoney(model.purchasePrice, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Step 3: the person, their phone with its dial code (the shared phone field), the delivery address, a message. */
export function DetailsStep({ form, countries }: { form: RentalForm; countries: readonly Country[] }) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields form={form} />
      <TextField
        label={t('auth.fields.email')}
        field={form.field('email')}
        type="email"
        autoComplete="email"
        {...errorProps(form, 'email')}
      />
      <PhoneFields form={form} countries={countries} />
      <StreetAddressFields form={form} addressHint={t('rentals.details.address')} />
      <TextAreaField
        label={t('rentals.details.message')}
        optional={t('auth.optional')}
        field={form.field('message')}
        {...errorProps(form, 'message')}
      />
    </>
  );
}

/** Step 4: every answer to check before sending, with the rental's price worked out from the model's. */
export function ReviewStep({
  values,
  chosen,
  locale,
}: {
  values: RentalFormValues;
  chosen: RentalModelOffer | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const months = Number(values.months);
  const rows: [string, string][] = [
    [t('rentals.review.bike'), chosen?.name ?? values.model],
    [t('rentals.review.length'), t('rentals.length.month', { count: months })],
    ...(chosen && Number.isInteger(months) && months > 0
      ? ([
          [t('rentals.review.monthly'), formatMoney(chosen.monthlyPrice, locale)],
          [t('rentals.review.total'), formatMoney(rentalTotal(chosen.monthlyPrice, months), locale)],
        ] as [string, string][])
      : []),
    [t('rentals.review.name'), `${values.firstName} ${values.lastName}`],
    [t('rentals.review.email'), values.email],
    [t('rentals.review.phone'), `${values.countryCode} ${values.phoneNumber}`],
    [t('rentals.review.address'), `${values.address}, ${values.zipCode} ${values.city}`],
    ...(values.message ? ([[t('rentals.review.message'), values.message]] as [string, string][]) : []),
  ];
  return (
    <dl className="rental-review">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
