import { CENTRE_KINDS, type CentreWrite } from '@beast/domain/checkout/centre-write.schema';
import { formatDay, weekdayName } from '@beast/domain/i18n/date-format';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { type CentreDetail, CentreDetailSchema, WrittenSchema } from '@beast/domain/staff/centres-api.schema';
import { Form, Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import {
  AdminSelectField,
  AdminTextArea,
  AdminTextField,
  CsrfField,
  firstRefused,
} from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import {
  CENTRE_DETAILS_ORDER,
  centreDetailsChange,
  centreDetailsErrors,
  centreDetailsValues,
  descriptionField,
  hoursField,
  translatedField,
} from '../../features/back-office/centre-form';
import { EditorialLanguages } from '../../features/back-office/editorial/editorial-languages';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/centre';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const centrePath = (id: string) => `/api/admin/centres/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  return { detail: await backOfficeApi(args).load(centrePath(args.params.id), CentreDetailSchema) };
}

/** What a change did, said above the forms. */
type Done = { kind: 'saved' } | { kind: 'closedAdded' | 'reopened'; date: string };
type Intent = 'save' | 'details' | 'close' | 'reopen';

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, ...values } = await formFields(args.request);
  const path = centrePath(args.params.id);
  try {
    if (intent === 'save' || intent === 'details') {
      // The whole centre as stored, with what the form changes; its revision says which centre it was read from.
      const { centre } = await api.load(path, CentreDetailSchema);
      const change = intent === 'save' ? changedFields(values) : centreDetailsChange(values);
      const body = { revision: values.revision ?? '', centre: { ...centre, ...change } };
      await api.change('PUT', path, { body, csrfToken, schema: WrittenSchema });
      return { done: { kind: 'saved' } as Done };
    }
    if (intent === 'close') {
      const body = { date: values.date ?? '', reason: reasonOf(values) };
      await api.change('POST', `${path}/closed-days`, { body, csrfToken, schema: WrittenSchema });
      return { done: { kind: 'closedAdded', date: values.date ?? '' } as Done };
    }
    const date = values.date ?? '';
    await api.change('DELETE', `${path}/closed-days/${encodeURIComponent(date)}`, { csrfToken, schema: WrittenSchema });
    return { done: { kind: 'reopened', date } as Done };
  } catch (error) {
    return api.failure(error, values, { intent });
  }
}

/** The form's places as a number when it is one (the API names anything else), and whether the centre is active. */
function changedFields(values: Record<string, string>): Partial<Record<keyof CentreWrite, unknown>> {
  const capacity = values.pickUpSlotCapacity?.trim() ?? '';
  return {
    pickUpSlotCapacity: /^\d+$/.test(capacity) ? Number(capacity) : capacity,
    isActive: values.isActive === 'on',
  };
}

/** A reason in any language makes one in every language (the API names those left empty); none is no reason. */
function reasonOf(values: Record<string, string>) {
  const reason = { en: values.reasonEn ?? '', fr: values.reasonFr ?? '', de: values.reasonDe ?? '' };
  return Object.values(reason).some((text) => text.trim() !== '') ? reason : null;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.centres.title');

export default function CentrePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const locale = i18n.language as Locale;
  const { detail } = loaderData;
  const answer = actionData as { done?: Done; failure?: FormFailure; intent?: Intent } | undefined;
  const failureOf = (intent: Intent) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  const mayChange = session.permissions.includes('centres.write');
  return (
    <>
      <ScreenHeading title={detail.centre.name[locale]} lead={detail.centre.city[locale]}>
        <p>
          <Link to={BACK_OFFICE_PATHS.centres}>{t('admin.centres.back')}</Link>
          {' · '}
          <Link to={`${BACK_OFFICE_PATHS.testRides}/centres/${detail.id}`}>{t('admin.centres.testRides')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice done={answer?.done} />
      {mayChange ? null : <p>{t('admin.centres.readOnly')}</p>}
      {mayChange ? (
        <DetailsForm detail={detail} csrfToken={session.csrfToken} failure={failureOf('details')} />
      ) : (
        <ContactCard centre={detail.centre} />
      )}
      <SlotsCard detail={detail} csrfToken={mayChange ? session.csrfToken : null} failure={failureOf('save')} />
      <ClosedDaysCard
        detail={detail}
        csrfToken={mayChange ? session.csrfToken : null}
        failure={failureOf('close')}
        reopenFailure={failureOf('reopen')}
      />
    </>
  );
}

function DoneNotice({ done }: { done: Done | undefined }) {
  const { t, i18n } = useTranslation();
  if (!done) return <FormStatus message={null} />;
  const message =
    done.kind === 'saved'
      ? t('admin.centres.saved')
      : t(`admin.centres.${done.kind}`, { day: formatDay(done.date, i18n.language as Locale, 'long') });
  return (
    <div className="admin-card admin-done">
      <FormStatus message={message} />
    </div>
  );
}

function ContactCard({ centre }: { centre: CentreWrite }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <section className="admin-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="admin-section__title">
        {t('admin.centres.contact')}
      </h2>
      <dl className="admin-member__facts">
        <div>
          <dt>{t('admin.centres.address')}</dt>
          <dd>
            {centre.address}, {centre.zipCode} {centre.city[locale]}
          </dd>
        </div>
        <div>
          <dt>{t('admin.centres.phone')}</dt>
          <dd>{centre.phoneNumber}</dd>
        </div>
        <div>
          <dt>{t('admin.centres.email')}</dt>
          <dd>{centre.email}</dd>
        </div>
      </dl>
      <h3 className="admin-entry__values-title">{t('admin.centres.pageLegend')}</h3>
      <dl className="admin-member__facts">
        <div>
          <dt>{t('admin.centres.kind')}</dt>
          <dd>{t(`admin.centres.kinds.${centre.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('admin.centres.position')}</dt>
          <dd>
            {centre.latitude === null || centre.longitude === null
              ? t('admin.centres.notPlaced')
              : `${centre.latitude}, ${centre.longitude}`}
          </dd>
        </div>
        <div>
          <dt>{t('admin.centres.description')}</dt>
          <dd>{centre.description?.[locale] ?? t('admin.centres.noDescription')}</dd>
        </div>
      </dl>
      <h3 className="admin-entry__values-title">{t('admin.centres.hours')}</h3>
      <dl className="admin-member__facts">
        {WEEKDAYS.map((weekday) => {
          const hours = centre.workHours.filter((opening) => opening.weekday === weekday);
          return (
            <div key={weekday}>
              <dt>{weekdayName(weekday, locale)}</dt>
              <dd>
                {hours.length === 0
                  ? t('admin.centres.closedWeekday')
                  : hours.map((opening) => `${opening.opens}–${opening.closes}`).join(', ')}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** Names, address, contacts and opening hours, as one change of the centre from the revision shown. */
function DetailsForm({
  detail,
  csrfToken,
  failure,
}: {
  detail: CentreDetail;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const values = failure?.values ?? centreDetailsValues(detail.centre);
  const errors = failure ? centreDetailsErrors(failure.fields, failure.values) : {};
  const focus = firstRefused(errors, CENTRE_DETAILS_ORDER);
  const field = (name: string, label: string, extra: { type?: string; hint?: string; inputMode?: 'decimal' } = {}) => (
    <AdminTextField
      key={name}
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      focus={focus === name}
      {...extra}
    />
  );
  const perLanguage = (name: 'name' | 'city') =>
    LOCALES.map((language) => field(translatedField(name, language), t(`admin.centres.${name}In.${language}`)));
  return (
    <section className="admin-card" aria-labelledby="details-title">
      <h2 id="details-title" className="admin-section__title">
        {t('admin.centres.detailsTitle')}
      </h2>
      {/* A new revision (the change saved) shows the centre as stored; a refusal keeps what was typed. */}
      <ActionForm
        key={detail.revision}
        failure={failure}
        hidden={{ intent: 'details', csrf: csrfToken, revision: detail.revision }}
        submit={t('admin.centres.saveDetails')}
        className="admin-centre-form"
      >
        <fieldset className="admin-fieldset">
          <legend>{t('admin.centres.namesLegend')}</legend>
          {perLanguage('name')}
          {perLanguage('city')}
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.centres.contact')}</legend>
          {field('address', t('admin.centres.address'))}
          {field('zipCode', t('admin.centres.zipCode'))}
          {field('phoneNumber', t('admin.centres.phone'), { type: 'tel' })}
          {field('email', t('admin.centres.email'), { type: 'email' })}
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.centres.hours')}</legend>
          <p className="field__hint">{t('admin.centres.hoursHint')}</p>
          {WEEKDAYS.map((weekday) => field(hoursField(weekday), weekdayName(weekday, locale)))}
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.centres.pageLegend')}</legend>
          <AdminSelectField
            name="kind"
            label={t('admin.centres.kind')}
            options={CENTRE_KINDS.map((kind) => ({ value: kind, label: t(`admin.centres.kinds.${kind}`) }))}
            defaultValue={values.kind}
            error={errors.kind}
            focus={focus === 'kind'}
          />
          {field('latitude', t('admin.centres.latitude'), {
            inputMode: 'decimal',
            hint: t('admin.centres.positionHint'),
          })}
          {field('longitude', t('admin.centres.longitude'), { inputMode: 'decimal' })}
          <p className="field__hint">{t('admin.centres.descriptionHint')}</p>
          <EditorialLanguages fields={['description']} values={values} errors={errors}>
            {(language) => (
              <AdminTextArea
                name={descriptionField(language)}
                label={t('admin.centres.description')}
                defaultValue={values[descriptionField(language)] ?? ''}
                error={errors[descriptionField(language)]}
                focus={focus === descriptionField(language)}
                rows={4}
              />
            )}
          </EditorialLanguages>
        </fieldset>
      </ActionForm>
    </section>
  );
}

function SlotsCard({
  detail,
  csrfToken,
  failure,
}: {
  detail: CentreDetail;
  csrfToken: string | null;
  failure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { centre, busiestSlot } = detail;
  const capacityError = failure?.fields['centre.pickUpSlotCapacity'] ?? failure?.fields.pickUpSlotCapacity;
  return (
    <section className="admin-card" aria-labelledby="slots-title">
      <h2 id="slots-title" className="admin-section__title">
        {t('admin.centres.slotsTitle')}
      </h2>
      <p>{t('admin.centres.slotMinutes', { minutes: centre.pickUpSlotMinutes })}</p>
      <p>
        {busiestSlot
          ? t('admin.centres.busiest', {
              booked: busiestSlot.booked,
              day: formatDay(busiestSlot.date, i18n.language as Locale, 'long'),
              slot: busiestSlot.timeWindow,
            })
          : t('admin.centres.noBookings')}
      </p>
      {csrfToken ? (
        <ActionForm
          failure={failure}
          hidden={{ intent: 'save', csrf: csrfToken, revision: detail.revision }}
          submit={t('admin.centres.save')}
          className="admin-invite"
        >
          <AdminTextField
            name="pickUpSlotCapacity"
            inputMode="numeric"
            label={t('admin.centres.capacityLabel')}
            defaultValue={failure?.values.pickUpSlotCapacity ?? String(centre.pickUpSlotCapacity)}
            error={capacityError}
            focus={Boolean(capacityError)}
          />
          <label className="admin-check">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={failure ? failure.values.isActive === 'on' : centre.isActive}
            />{' '}
            {t('admin.centres.activeLabel')}
          </label>
        </ActionForm>
      ) : (
        <p>
          {t('admin.centres.capacity')}: {centre.pickUpSlotCapacity}
        </p>
      )}
    </section>
  );
}

function ClosedDaysCard({
  detail,
  csrfToken,
  failure,
  reopenFailure,
}: {
  detail: CentreDetail;
  csrfToken: string | null;
  failure: FormFailure | undefined;
  reopenFailure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const focus = firstRefused(failure?.fields, ['date', 'reason.en', 'reason.fr', 'reason.de']);
  return (
    <section className="admin-card" aria-labelledby="closed-title">
      <h2 id="closed-title" className="admin-section__title">
        {t('admin.centres.closedTitle')}
      </h2>
      <p>{t('admin.centres.closedLead')}</p>
      <FormAlert message={reopenFailure?.formError ?? null} />
      {detail.closedDays.length === 0 ? (
        <p>{t('admin.centres.closedEmpty')}</p>
      ) : (
        <ul className="admin-list">
          {detail.closedDays.map((day) => {
            const label = formatDay(day.date, locale, 'long');
            return (
              <li key={day.date} className="admin-row admin-inline-form">
                <p className="admin-member__name">
                  <time dateTime={day.date}>{label}</time>
                </p>
                <p className="admin-member__email">{day.reason ? day.reason[locale] : t('admin.centres.noReason')}</p>
                {csrfToken ? (
                  <Form method="post">
                    <CsrfField token={csrfToken} />
                    <input type="hidden" name="date" value={day.date} />
                    <button type="submit" name="intent" value="reopen" className="button button--ghost">
                      {t('admin.centres.reopen', { day: label })}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {csrfToken ? (
        <ActionForm
          failure={failure}
          hidden={{ intent: 'close', csrf: csrfToken }}
          submit={t('admin.centres.addClosed')}
          className="admin-invite"
        >
          <AdminTextField
            name="date"
            type="date"
            label={t('admin.centres.date')}
            defaultValue={failure?.values.date ?? ''}
            error={failure?.fields.date}
            focus={focus === 'date'}
          />
          {(['en', 'fr', 'de'] as const).map((language) => {
            const name = `reason${language[0]!.toUpperCase()}${language[1]}`;
            return (
              <AdminTextField
                key={language}
                name={name}
                label={t(`admin.centres.${name}`)}
                defaultValue={failure?.values[name] ?? ''}
                error={failure?.fields[`reason.${language}`]}
                focus={focus === `reason.${language}`}
              />
            );
          })}
        </ActionForm>
      ) : null}
    </section>
  );
}
