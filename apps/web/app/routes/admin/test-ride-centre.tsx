import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { TestRideCentreSettingsSchema } from '@beast/domain/test-rides/test-ride-api.schema';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { Card } from '../../features/back-office/admin-card';
import { AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/test-ride-centre';

const path = (id: string) => `/api/admin/test-rides/centres/${encodeURIComponent(id)}`;
/** A model's field: `bikes-<slug>`. */
const BIKES = 'bikes-';

export async function loader(args: Route.LoaderArgs) {
  return { settings: await backOfficeApi(args).load(path(args.params.id), TestRideCentreSettingsSchema) };
}

/** Text as a number when it is one; the API names anything else as the field's error. */
const numberOf = (value: string | undefined) => (/^\d+$/.test(value?.trim() ?? '') ? Number(value) : value);

/** The centre's slot length and places and its demo bikes per model, saved whole. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { csrf: csrfToken, ...values } = await formFields(args.request);
  const fleet = Object.entries(values)
    .filter(([name]) => name.startsWith(BIKES))
    .map(([name, bikes]) => ({ model: name.slice(BIKES.length), bikes: numberOf(bikes) }));
  try {
    await api.change('PUT', path(args.params.id), {
      body: { slotMinutes: numberOf(values.slotMinutes), slotCapacity: numberOf(values.slotCapacity), fleet },
      csrfToken,
    });
    return { done: 'admin.testRides.saved' };
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.testRides.fleetTitle');

type Answer = { done?: string; failure?: FormFailure };

export default function TestRideCentre({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { settings } = loaderData;
  const answer = actionData as Answer | undefined;
  if (!session) return null;
  const failure = answer?.failure;
  const mayChange = session.permissions.includes('centres.write');
  const shown = (name: string, stored: number) => failure?.values[name] ?? String(stored);
  const first = firstRefused(failure?.fields, ['slotMinutes', 'slotCapacity', 'fleet']);
  const fields = (
    <>
      <AdminTextField
        name="slotMinutes"
        type="number"
        inputMode="numeric"
        label={t('admin.testRides.slotMinutes')}
        defaultValue={shown('slotMinutes', settings.slotMinutes)}
        error={failure?.fields.slotMinutes}
        focus={first === 'slotMinutes'}
        readOnly={!mayChange}
      />
      <AdminTextField
        name="slotCapacity"
        type="number"
        inputMode="numeric"
        label={t('admin.testRides.slotCapacity')}
        hint={t('admin.testRides.slotCapacityHint')}
        defaultValue={shown('slotCapacity', settings.slotCapacity)}
        error={failure?.fields.slotCapacity}
        focus={first === 'slotCapacity'}
        readOnly={!mayChange}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.testRides.fleetLegend')}</legend>
        {failure?.fields.fleet ? <p className="field__error">{failure.fields.fleet}</p> : null}
        {settings.fleet.map((entry) => (
          <AdminTextField
            key={entry.model}
            name={`${BIKES}${entry.model}`}
            type="number"
            inputMode="numeric"
            min={0}
            label={entry.name}
            defaultValue={shown(`${BIKES}${entry.model}`, entry.bikes)}
            readOnly={!mayChange}
          />
        ))}
      </fieldset>
    </>
  );
  return (
    <>
      <ScreenHeading title={t('admin.testRides.fleetTitle')} lead={settings.centre.name}>
        <p>
          <Link to={`${BACK_OFFICE_PATHS.centres}/${settings.centre.id}`}>{t('admin.testRides.backToCentre')}</Link>
          {' · '}
          <Link to={`${BACK_OFFICE_PATHS.testRides}?centre=${settings.centre.id}`}>
            {t('admin.testRides.backToSchedule')}
          </Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={answer?.done ? t(answer.done) : null} />
      <Card id="test-ride-fleet" title={t('admin.testRides.fleetCard')}>
        <p>{t('admin.testRides.fleetLead')}</p>
        {mayChange ? (
          <ActionForm failure={failure} hidden={{ csrf: session.csrfToken }} submit={t('admin.testRides.save')}>
            {fields}
          </ActionForm>
        ) : (
          <div className="form">
            <p>{t('admin.centres.readOnly')}</p>
            {fields}
          </div>
        )}
      </Card>
    </>
  );
}
