import { addDays } from '@beast/domain/checkout/calendar-days';
import { formatDay } from '@beast/domain/i18n/date-format';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  type ScheduledRide,
  type TestRideSchedule,
  TestRideScheduleSchema,
} from '@beast/domain/test-rides/test-ride-api.schema';
import { Form, Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { Card } from '../../features/back-office/admin-card';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/test-rides';
import { InboxStatusBadge } from './inbox';

/**
 * The test rides of a centre, a day or a week from a day, slot by slot: the places used and left, who rides
 * what, and the rider's check-in or no-show. The choice comes in the address (`centre`, `from`, `days`; the
 * inbox links a ride with `ride`), so a view can be bookmarked.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const query = Object.fromEntries(
    ['ride', 'centre', 'from', 'days'].map((name) => [name, url.searchParams.get(name) || undefined]),
  );
  return { schedule: await backOfficeApi(args).load('/api/admin/test-rides', TestRideScheduleSchema, query) };
}

const STEPS = { 'check-in': 'admin.testRides.checkedIn', 'no-show': 'admin.testRides.markedNoShow' } as const;
type Step = keyof typeof STEPS;

/** A rider's check-in or no-show; the API audits it and the inbox's request follows. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, ride = '', ...values } = await formFields(args.request);
  const step: Step = intent === 'no-show' ? 'no-show' : 'check-in';
  try {
    await api.change('POST', `/api/admin/test-rides/${encodeURIComponent(ride)}/${step}`, { csrfToken });
    return { done: STEPS[step] };
  } catch (error) {
    return api.failure(error, values, { ride });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.testRides.title');

type Answer = { done?: string; failure?: FormFailure; ride?: string };

export default function TestRides({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const { schedule } = loaderData;
  const answer = actionData as Answer | undefined;
  if (!session) return null;
  const span = schedule.days.length;
  const step = (days: number) =>
    `${BACK_OFFICE_PATHS.testRides}?${new URLSearchParams({
      centre: String(schedule.centre.id),
      from: addDays(schedule.from, days),
      days: String(span),
    })}`;
  return (
    <>
      <ScreenHeading title={t('admin.testRides.title')} lead={t('admin.testRides.lead')} />
      <DoneNotice message={answer?.done ? t(answer.done) : null} />
      <Form method="get" className="form admin-filters" aria-label={t('admin.testRides.choose')}>
        <AdminSelectField
          name="centre"
          label={t('admin.testRides.centre')}
          options={schedule.centres.map((centre) => ({ value: String(centre.id), label: centre.name }))}
          defaultValue={String(schedule.centre.id)}
        />
        <AdminTextField name="from" type="date" label={t('admin.testRides.from')} defaultValue={schedule.from} />
        <AdminSelectField
          name="days"
          label={t('admin.testRides.span')}
          options={[
            { value: '1', label: t('admin.testRides.day') },
            { value: '7', label: t('admin.testRides.week') },
          ]}
          defaultValue={String(span)}
        />
        <button type="submit" className="button button--secondary">
          {t('admin.testRides.show')}
        </button>
      </Form>
      <p className="admin-pager">
        <Link to={step(-span)}>{t(span === 1 ? 'admin.testRides.previousDay' : 'admin.testRides.previousWeek')}</Link>
        {' · '}
        <Link to={step(span)}>{t(span === 1 ? 'admin.testRides.nextDay' : 'admin.testRides.nextWeek')}</Link>
        {' · '}
        <Link to={`${BACK_OFFICE_PATHS.testRides}/centres/${schedule.centre.id}`}>{t('admin.testRides.fleet')}</Link>
      </p>
      {schedule.days.map((day) => (
        <Card key={day.date} id={`day-${day.date}`} title={formatDay(day.date, i18n.language, 'long')}>
          <DaySlots day={day} csrfToken={session.csrfToken} answer={answer} />
        </Card>
      ))}
    </>
  );
}

function DaySlots({
  day,
  csrfToken,
  answer,
}: {
  day: TestRideSchedule['days'][number];
  csrfToken: string;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation();
  if (day.slots.length === 0) return <p>{t('admin.testRides.closed')}</p>;
  return (
    <ol className="admin-list">
      {day.slots.map((slot) => (
        <li key={slot.id} className="admin-row">
          <p className="admin-entry__what">
            <strong>{slot.id.replace('-', '–')}</strong> ·{' '}
            {t('admin.testRides.places', { booked: slot.booked, capacity: slot.capacity, remaining: slot.remaining })}
          </p>
          {slot.rides.length > 0 ? (
            <ul className="admin-list">
              {slot.rides.map((ride) => (
                <RideRow
                  key={ride.id}
                  ride={ride}
                  csrfToken={csrfToken}
                  failure={answer?.ride === String(ride.id) ? answer.failure : undefined}
                />
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function RideRow({ ride, csrfToken, failure }: { ride: ScheduledRide; csrfToken: string; failure?: FormFailure }) {
  const { t } = useTranslation();
  const who = `${ride.name} · ${ride.model.name}`;
  return (
    <li className="admin-entry">
      <p className="admin-entry__what">
        {ride.inboxId === null ? who : <Link to={`${BACK_OFFICE_PATHS.inbox}/${ride.inboxId}`}>{who}</Link>}{' '}
        <InboxStatusBadge status={ride.status} />
      </p>
      <p className="admin-entry__who">
        <a href={`mailto:${ride.email}`}>{ride.email}</a> ·{' '}
        <a href={`tel:${ride.phone.replace(/\s/g, '')}`}>{ride.phone}</a>
      </p>
      {ride.status === 'booked' ? (
        <div className="admin-actions">
          <ActionForm
            failure={failure}
            hidden={{ intent: 'check-in', ride: String(ride.id), csrf: csrfToken }}
            submit={t('admin.testRides.checkIn', { name: ride.name })}
          >
            {null}
          </ActionForm>
          <ActionForm
            failure={undefined}
            hidden={{ intent: 'no-show', ride: String(ride.id), csrf: csrfToken }}
            submit={t('admin.testRides.noShow', { name: ride.name })}
          >
            {null}
          </ActionForm>
        </div>
      ) : null}
    </li>
  );
}
