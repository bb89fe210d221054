import type { TimeSlot } from '@beast/domain/checkout/checkout-api.schema';
import type { TestRideBooking } from '@beast/domain/test-rides/test-ride-api.schema';
import { data, Form, Link, useNavigation } from 'react-router';
import { postedFields, publicFormFailure } from '../features/forms/public-form.server';
import { usePublicForm } from '../features/forms/use-public-form';
import { dayLabel, dayLabels } from '../features/test-rides/day-labels.server';
import { RideTime, TIMES_INTENT, useDaySlots } from '../features/test-rides/ride-slots';
import { RideSummary } from '../features/test-rides/ride-summary';
import { testRidesApi } from '../features/test-rides/test-rides-api';
import { ApiError } from '../lib/api/api-error';
import { errorText } from '../lib/api/error-text';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { FormAlert, FormStatus, SubmitButton } from '../ui/field';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/test-drive-ride';
import '../styles/requests.css';
import '../styles/test-rides.css';

const CANCEL_INTENT = 'cancel';

/**
 * The page a test ride's emailed link opens (`?token=`, a signed link: no account needed): the ride, and while
 * it can still change, moving it to another day or slot of its centre or cancelling it. Private: never indexed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, url, t, seoFor } = pageContext(args);
  const token = url.searchParams.get('token') ?? '';
  const rides = testRidesApi(api);
  let ride: TestRideBooking | null = null;
  let problem: string | null = null;
  try {
    ride = await rides.ride(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    problem = errorText(error, t);
  }
  const offer = ride?.changeable ? await rides.offer().catch(() => null) : null;
  const days = offer?.centres.find((centre) => centre.id === ride?.centre.id)?.days ?? [];
  return {
    ...routeTexts(args.request, ['testRide', 'validation', 'errors']),
    ride,
    rideDay: ride ? dayLabel(ride.date, locale) : '',
    problem,
    days,
    dayNames: dayLabels(days, locale),
    seo: seoFor({
      path: '/test-drive/ride',
      title: t('seo.testRideTitle'),
      description: t('seo.testDriveDescription', { brand: shop.brandName }),
      noindex: true,
    }),
  };
}

/** Cancel, move, or (without JavaScript) show the chosen day's times; a refusal keeps what was chosen. */
export async function action(args: Route.ActionArgs) {
  const { api, locale, url, t } = pageContext(args);
  const token = url.searchParams.get('token') ?? '';
  const rides = testRidesApi(api);
  const { intent, ...fields } = await postedFields(args.request);
  const values = { date: fields.date ?? '', timeSlot: fields.timeSlot ?? '' };
  const daySlots = async (centre: number) =>
    values.date
      ? (await rides.slots({ date: values.date, testDriveCenter: String(centre) }).catch(() => ({ slots: [] }))).slots
      : null;
  try {
    const done = (kind: 'cancelled' | 'moved', ride: TestRideBooking) => ({
      done: kind,
      ride,
      rideDay: dayLabel(ride.date, locale),
    });
    if (intent === CANCEL_INTENT) return done('cancelled', await rides.cancel(token));
    if (intent === TIMES_INTENT) {
      const ride = await rides.ride(token);
      return { values, slots: await daySlots(ride.centre.id) };
    }
    return done('moved', await rides.move(token, values));
  } catch (error) {
    const failure = publicFormFailure(error, fields, t);
    const ride = await rides.ride(token).catch(() => null);
    return data({ ...failure.data, slots: ride ? await daySlots(ride.centre.id) : null }, failure.init ?? undefined);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function TestDriveRide({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const done = actionData && 'done' in actionData ? actionData : null;
  const ride = done?.ride ?? loaderData.ride;
  const rideDay = done?.rideDay ?? loaderData.rideDay;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('testRide.eyebrow')}</p>
          <h1 className="page-head__title">{t('testRide.ride.title')}</h1>
        </Container>
      </header>
      <Container className="request-page">
        <div className="request-page__main ride-manage">
          {ride ? (
            <section className="request-done" aria-labelledby="ride-summary-title">
              <h2 id="ride-summary-title" className="request-done__title">
                {t(`testRide.status.${ride.status}`)}
              </h2>
              <RideSummary booking={ride} dayLabel={rideDay} />
              <FormStatus message={done ? t(`testRide.ride.${done.done}`) : null} />
              {ride.changeable ? null : <p>{t('testRide.ride.final')}</p>}
            </section>
          ) : (
            <FormAlert message={loaderData.problem} />
          )}
          {ride?.changeable ? (
            <>
              <MoveForm
                key={`${ride.date}-${ride.timeSlot}`}
                days={loaderData.days}
                dayNames={loaderData.dayNames}
                centre={String(ride.centre.id)}
                answer={actionData && !('done' in actionData) ? actionData : undefined}
              />
              <CancelForm />
            </>
          ) : null}
          <p>
            <Link to={href('/test-drive')}>{t('testRide.done.another')}</Link>
          </p>
        </div>
      </Container>
    </>
  );
}

type Answer = {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  formError?: string | null;
  slots?: readonly TimeSlot[] | null;
};

function MoveForm({
  days,
  dayNames,
  centre,
  answer,
}: {
  days: readonly string[];
  dayNames: Record<string, string>;
  centre: string;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation();
  const form = usePublicForm({
    schema: () => import('@beast/domain/test-rides/test-ride.schema').then((module) => module.TestRideMoveSchema),
    initialValues: { date: '', timeSlot: '' },
    answer,
  });
  const slots = useDaySlots({ testDriveCenter: centre, date: form.values.date }, answer);
  const date = form.field('date');
  return (
    <form method="post" className="request-form" aria-labelledby="ride-move-title" {...form.formProps}>
      <h2 id="ride-move-title" className="request-form__title">
        {t('testRide.ride.moveTitle')}
      </h2>
      <FormAlert message={form.formError} />
      <RideTime
        dateField={{
          ...date,
          onChange: (event) => {
            date.onChange(event);
            form.setValue('timeSlot', '');
          },
        }}
        dateError={errorProps(form, 'date')}
        days={days}
        dayNames={dayNames}
        slots={slots}
        timeSlot={form.values.timeSlot}
        onChooseTime={(slot) => form.setValue('timeSlot', slot)}
        timeError={errorProps(form, 'timeSlot')}
      />
      <SubmitButton busy={form.submitting} busyLabel={t('testRide.ride.moving')}>
        {t('testRide.ride.move')}
      </SubmitButton>
    </form>
  );
}

function CancelForm() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === CANCEL_INTENT;
  return (
    <Form method="post" className="request-form" aria-labelledby="ride-cancel-title" preventScrollReset>
      <h2 id="ride-cancel-title" className="request-form__title">
        {t('testRide.ride.cancelTitle')}
      </h2>
      <p className="request-form__privacy">{t('testRide.ride.cancelText')}</p>
      <input type="hidden" name="intent" value={CANCEL_INTENT} />
      <SubmitButton busy={busy} busyLabel={t('testRide.ride.cancelling')} variant="secondary">
        {t('testRide.ride.cancel')}
      </SubmitButton>
    </Form>
  );
}
