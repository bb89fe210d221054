import type { TimeSlot } from '@beast/domain/checkout/checkout-api.schema';
import type { TestRideBooking, TestRideOffer } from '@beast/domain/test-rides/test-ride-api.schema';
import type { ChangeEvent } from 'react';
import { data, Link } from 'react-router';
import { NameFields, PhoneFields } from '../features/account/person-fields';
import { FormGuardFields } from '../features/forms/form-guard';
import { formTokenOf, postedFields, publicFormFailure, typedValues } from '../features/forms/public-form.server';
import { usePublicForm } from '../features/forms/use-public-form';
import { dayLabel, dayLabels } from '../features/test-rides/day-labels.server';
import { RideTime, TIMES_INTENT, useDaySlots } from '../features/test-rides/ride-slots';
import { RideSummary } from '../features/test-rides/ride-summary';
import { testRidesApi } from '../features/test-rides/test-rides-api';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '../ui/field';
import { RenderedHtml } from '../ui/rendered-html';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/test-drive';
import '../styles/requests.css';
import '../styles/test-rides.css';

const EMPTY_APPLICATION = {
  model: '',
  testDriveCenter: '',
  date: '',
  timeSlot: '',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+41',
  phoneNumber: '',
  dataProcessingConsent: false,
};

/**
 * spec §2 /{locale}/test-drive: what a test ride offers (content: GET /test-drive, /test-drive/page), then the
 * booking form: model, centre, one of its open days, a slot with its places left, and the contact details.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, t, seoFor } = pageContext(args);
  const rides = testRidesApi(api);
  // spec §8: test-drive data that fails to load falls back to empty data.
  const [page, points, offer, countries, formToken] = await Promise.all([
    rides.page().catch(() => null),
    rides.points().catch(() => ({ points: [] })),
    rides.offer().catch((): TestRideOffer => ({ models: [], centres: [] })),
    rides.countries().catch(() => []),
    formTokenOf(api),
  ]);
  return {
    ...routeTexts(args.request, ['testRide', 'auth', 'validation', 'errors']),
    page: page && { title: page.title, description: page.description, bodyHtml: page.bodyHtml },
    points: points.points,
    offer,
    days: dayLabels([...new Set(offer.centres.flatMap((centre) => centre.days))].sort(), locale),
    countries,
    formToken,
    seo: seoFor({
      path: '/test-drive',
      title: page?.title ?? t('seo.testDriveTitle'),
      description: page?.description ?? t('seo.testDriveDescription', { brand: shop.brandName }),
    }),
  };
}

/**
 * The form, posted with or without JavaScript: booked → the page shows the ride; "show the times" (without
 * JavaScript) → the page is drawn again with the day's slots; refused → drawn again as typed, with its slots.
 */
export async function action(args: Route.ActionArgs) {
  const { api, locale, t } = pageContext(args);
  const rides = testRidesApi(api);
  const { intent, ...fields } = await postedFields(args.request);
  const { dataProcessingConsent, ...values } = typedValues(fields);
  const daySlots = async () =>
    values.testDriveCenter && values.date
      ? (
          await rides
            .slots({ date: values.date, testDriveCenter: values.testDriveCenter, model: values.model || undefined })
            .catch(() => ({ slots: [] }))
        ).slots
      : null;
  if (intent === TIMES_INTENT) {
    return { values: { ...values, dataProcessingConsent: dataProcessingConsent ?? '' }, slots: await daySlots() };
  }
  try {
    const booking = await rides.book({
      ...values,
      dataProcessingConsent: dataProcessingConsent === 'on' || dataProcessingConsent === 'true',
      website: fields.website ?? '',
      formToken: fields.formToken,
    });
    return { booked: booking, dayLabel: dayLabel(booking.date, locale) };
  } catch (error) {
    const failure = publicFormFailure(error, fields, t);
    return data({ ...failure.data, slots: await daySlots() }, failure.init ?? undefined);
  }
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function TestDrive({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, points, offer, days, countries, formToken } = loaderData;
  const booked =
    actionData && 'booked' in actionData && actionData.booked && actionData.dayLabel
      ? { booking: actionData.booked, dayLabel: actionData.dayLabel }
      : null;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('testRide.eyebrow')}</p>
          <h1 className="page-head__title">{page?.title ?? t('testRide.title')}</h1>
          {page ? <p className="page-head__lead">{page.description}</p> : null}
        </Container>
      </header>
      <Container className="request-page">
        <div className="request-page__main">
          {booked ? (
            <Booked booking={booked.booking} dayLabel={booked.dayLabel} />
          ) : (
            <TestRideForm
              offer={offer}
              dayNames={days}
              countries={countries}
              formToken={formToken}
              answer={actionData && !('booked' in actionData) ? actionData : undefined}
            />
          )}
        </div>
        <aside className="request-page__aside" aria-labelledby="test-ride-offers">
          <h2 id="test-ride-offers" className="request-page__aside-title">
            {t('testRide.pointsTitle')}
          </h2>
          {points.length > 0 ? (
            <dl className="ride-points">
              {points.map((point) => (
                <div key={point.title} className="ride-points__item">
                  <dt>{point.title}</dt>
                  <dd>{point.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {page ? <RenderedHtml html={page.bodyHtml} className="prose ride-about" /> : null}
        </aside>
      </Container>
    </>
  );
}

/** The success state: what was booked, and where the confirmation went. */
function Booked({ booking, dayLabel }: { booking: TestRideBooking; dayLabel: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="request-done" role="status">
      <h2 className="request-done__title">{t('testRide.done.title')}</h2>
      <RideSummary booking={booking} dayLabel={dayLabel} />
      <p>{t('testRide.done.text', { email: booking.email })}</p>
      <p>
        <Link to={href('/test-drive')} reloadDocument>
          {t('testRide.done.another')}
        </Link>
      </p>
    </div>
  );
}

type Answer = {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  formError?: string | null;
  slots?: readonly TimeSlot[] | null;
};

function TestRideForm({
  offer,
  dayNames,
  countries,
  formToken,
  answer,
}: {
  offer: TestRideOffer;
  dayNames: Record<string, string>;
  countries: Route.ComponentProps['loaderData']['countries'];
  formToken: string;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const form = usePublicForm({
    schema: () =>
      import('@beast/domain/test-rides/test-ride.schema').then((module) => module.TestRideApplicationSchema),
    initialValues: EMPTY_APPLICATION,
    answer,
  });
  const { values } = form;
  const slots = useDaySlots(values, answer);

  const centre = offer.centres.find((entry) => String(entry.id) === values.testDriveCenter);
  const centres = values.model ? offer.centres.filter((entry) => entry.models.includes(values.model)) : offer.centres;
  const days = centre ? centre.days : [...new Set(offer.centres.flatMap((entry) => entry.days))].sort();

  /** A new model, centre or day clears the slot (spec §4: choosing a day clears the time slot). */
  function choosing(name: 'model' | 'testDriveCenter' | 'date') {
    const field = form.field(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        field.onChange(event);
        form.setValue('timeSlot', '');
        if (name === 'testDriveCenter') {
          const next = offer.centres.find((entry) => String(entry.id) === event.target.value);
          if (next && !next.days.includes(values.date)) form.setValue('date', '');
        }
      },
    };
  }

  return (
    <form method="post" className="request-form" aria-labelledby="test-ride-form-title" {...form.formProps}>
      <h2 id="test-ride-form-title" className="request-form__title">
        {t('testRide.form.title')}
      </h2>
      <FormAlert message={form.formError} />
      <fieldset className="ride-choice">
        <legend className="ride-choice__legend">{t('testRide.form.rideTitle')}</legend>
        <SelectField
          label={t('testRide.form.model')}
          field={choosing('model')}
          placeholder={t('testRide.form.chooseModel')}
          options={offer.models.map((model) => ({ value: model.slug, label: model.name }))}
          {...errorProps(form, 'model')}
        />
        <SelectField
          label={t('testRide.form.centre')}
          field={choosing('testDriveCenter')}
          placeholder={t('testRide.form.chooseCentre')}
          options={centres.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          {...errorProps(form, 'testDriveCenter')}
        />
        <RideTime
          dateField={choosing('date')}
          dateError={errorProps(form, 'date')}
          days={days}
          dayNames={dayNames}
          slots={slots}
          timeSlot={values.timeSlot}
          onChooseTime={(slot) => form.setValue('timeSlot', slot)}
          timeError={errorProps(form, 'timeSlot')}
        />
      </fieldset>
      <fieldset className="ride-choice">
        <legend className="ride-choice__legend">{t('testRide.form.contactTitle')}</legend>
        <NameFields form={form} />
        <TextField
          label={t('auth.fields.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          {...errorProps(form, 'email')}
        />
        <PhoneFields form={form} countries={countries} />
        <CheckboxField
          label={
            <>
              {t('testRide.form.consent.before')} <Link to={href('/privacy')}>{t('testRide.form.consent.link')}</Link>
              {t('testRide.form.consent.after')}
            </>
          }
          checkbox={form.checkbox('dataProcessingConsent')}
          {...errorProps(form, 'dataProcessingConsent')}
        />
      </fieldset>
      <FormGuardFields formToken={formToken} />
      <SubmitButton busy={form.submitting} busyLabel={t('testRide.form.booking')}>
        {t('testRide.form.book')}
      </SubmitButton>
    </form>
  );
}
