import { formatDay, weekdayName } from '@beast/domain/i18n/date-format';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { type CourierZoneDetail, CourierZoneDetailSchema, WrittenSchema } from '@beast/domain/staff/centres-api.schema';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import {
  postcodesText,
  WEEKDAYS,
  windowDayField,
  windowField,
  windowRows,
  zoneChange,
  zoneErrors,
  zoneNameField,
  zoneValues,
} from '../../features/back-office/courier-zone-form';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FieldError, FormStatus } from '../../ui/field';
import type { Route } from './+types/courier-zone';

const zonePath = (id: string) => `/api/admin/courier-zones/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  return { detail: await backOfficeApi(args).load(zonePath(args.params.id), CourierZoneDetailSchema) };
}

/** The whole zone from the form, from the revision it was read at; the API refuses places below the bookings. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent: _intent, csrf: csrfToken, revision = '', ...values } = await formFields(args.request);
  const path = zonePath(args.params.id);
  try {
    const { zone: stored } = await api.load(path, CourierZoneDetailSchema);
    const body = { revision, zone: { slug: stored.slug, ...zoneChange(values).zone } };
    await api.change('PUT', path, { body, csrfToken, schema: WrittenSchema });
    return { saved: true };
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.courierZones.title');

export default function CourierZonePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { detail } = loaderData;
  const answer = actionData as { saved?: boolean; failure?: FormFailure } | undefined;
  const mayChange = session.permissions.includes('centres.write');
  return (
    <>
      <ScreenHeading
        title={detail.zone.name[i18n.language as Locale]}
        lead={t('admin.courierZones.postcodesLead', { postcodes: postcodesText(detail.zone.postcodeRanges) })}
      >
        <p>
          <Link to={BACK_OFFICE_PATHS.courierZones}>{t('admin.courierZones.back')}</Link>
        </p>
      </ScreenHeading>
      {answer?.saved ? (
        <div className="admin-card admin-done">
          <FormStatus message={t('admin.courierZones.saved')} />
        </div>
      ) : (
        <FormStatus message={null} />
      )}
      {mayChange ? (
        <ZoneForm detail={detail} csrfToken={session.csrfToken} failure={answer?.failure} />
      ) : (
        <>
          <p>{t('admin.courierZones.readOnly')}</p>
          <WindowsList detail={detail} />
        </>
      )}
    </>
  );
}

/** The busiest coming day of a stored window, as the hint of its places. */
function useBusiest(detail: CourierZoneDetail) {
  const { t, i18n } = useTranslation();
  return (from: string | undefined, to: string | undefined) => {
    const busiest = detail.busiestByWindow[`${from}-${to}`];
    return busiest
      ? t('admin.courierZones.busiest', {
          booked: busiest.booked,
          day: formatDay(busiest.date, i18n.language as Locale, 'long'),
        })
      : t('admin.courierZones.noBookings');
  };
}

function WindowsList({ detail }: { detail: CourierZoneDetail }) {
  const { t, i18n } = useTranslation();
  const busiest = useBusiest(detail);
  const locale = i18n.language as Locale;
  return (
    <section className="admin-card" aria-labelledby="windows-title">
      <h2 id="windows-title" className="admin-section__title">
        {t('admin.courierZones.windows')}
      </h2>
      <ul className="admin-list">
        {detail.zone.windows.map((window) => (
          <li key={`${window.from}-${window.to}-${window.weekdays.join()}`} className="admin-row">
            <p className="admin-member__name">
              {window.from}–{window.to} · {window.weekdays.map((weekday) => weekdayName(weekday, locale)).join(', ')}
            </p>
            <p>
              {t('admin.courierZones.capacity')}: {window.capacity} · {busiest(window.from, window.to)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ZoneForm({
  detail,
  csrfToken,
  failure,
}: {
  detail: CourierZoneDetail;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const busiest = useBusiest(detail);
  const values = failure?.values ?? zoneValues(detail.zone);
  const errors = failure ? zoneErrors(failure.fields, failure.values) : {};
  const rows = windowRows(values);
  const order = [
    ...LOCALES.map(zoneNameField),
    'postcodes',
    ...rows.flatMap((row) => (['from', 'to', 'capacity'] as const).map((part) => windowField(row, part))),
  ];
  const focus = firstRefused(errors, order);
  const field = (name: string, label: string, hint?: string) => (
    <AdminTextField
      key={name}
      name={name}
      label={label}
      hint={hint}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      focus={focus === name}
    />
  );
  return (
    <section className="admin-card" aria-labelledby="zone-form-title">
      <h2 id="zone-form-title" className="admin-section__title">
        {t('admin.courierZones.formTitle')}
      </h2>
      {/* A new revision (the change saved) shows the zone as stored; a refusal keeps what was typed. */}
      <ActionForm
        key={detail.revision}
        failure={failure}
        hidden={{ intent: 'save', csrf: csrfToken, revision: detail.revision }}
        submit={t('admin.courierZones.save')}
      >
        <fieldset className="admin-fieldset">
          <legend>{t('admin.courierZones.namesLegend')}</legend>
          {LOCALES.map((language) => field(zoneNameField(language), t(`admin.courierZones.nameIn.${language}`)))}
          {field('postcodes', t('admin.courierZones.postcodes'), t('admin.courierZones.postcodesHint'))}
          <label className="admin-check">
            <input type="checkbox" name="isActive" defaultChecked={values.isActive === 'on'} />{' '}
            {t('admin.courierZones.activeLabel')}
          </label>
        </fieldset>
        <fieldset className="admin-fieldset admin-windows" aria-describedby="windows-hint">
          <legend>{t('admin.courierZones.windows')}</legend>
          <p className="field__hint" id="windows-hint">
            {t('admin.courierZones.windowsHint')}
          </p>
          <FieldError id="windows-error" message={errors.windows} />
          {rows.map((row) => (
            <WindowRow
              key={row}
              row={row}
              isNew={row === rows.length - 1}
              values={values}
              errors={errors}
              field={field}
              busiest={busiest}
            />
          ))}
        </fieldset>
      </ActionForm>
    </section>
  );
}

function WindowRow({
  row,
  isNew,
  values,
  errors,
  field,
  busiest,
}: {
  row: number;
  isNew: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  field: (name: string, label: string, hint?: string) => ReactNode;
  busiest: (from: string | undefined, to: string | undefined) => string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const daysId = useId();
  const from = values[windowField(row, 'from')];
  const to = values[windowField(row, 'to')];
  const daysError = errors[windowField(row, 'weekdays')];
  const legend = isNew
    ? t('admin.courierZones.newWindow')
    : t('admin.courierZones.windowLegend', { number: row + 1, from: from ?? '', to: to ?? '' });
  return (
    <fieldset className="admin-fieldset admin-window">
      <legend>{legend}</legend>
      {field(windowField(row, 'from'), t('admin.courierZones.from'))}
      {field(windowField(row, 'to'), t('admin.courierZones.to'))}
      {field(windowField(row, 'capacity'), t('admin.courierZones.capacity'), isNew ? undefined : busiest(from, to))}
      <fieldset className="admin-weekdays" aria-describedby={daysError ? `${daysId}-error` : undefined}>
        <legend>{t('admin.courierZones.weekdays')}</legend>
        {WEEKDAYS.map((weekday) => (
          <label key={weekday} className="admin-check">
            <input
              type="checkbox"
              name={windowDayField(row, weekday)}
              defaultChecked={values[windowDayField(row, weekday)] === 'on'}
            />{' '}
            {weekdayName(weekday, locale)}
          </label>
        ))}
        <FieldError id={`${daysId}-error`} message={daysError} />
      </fieldset>
    </fieldset>
  );
}
