import type { TimeSlot } from '@beast/domain/checkout/checkout-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { FieldError, type Option, SelectField } from '../../ui/field';
import type { FieldProps } from '../../ui/use-schema-form';
import type { testRidesApi } from './test-rides-api';

/** A centre's coming open days as the date field's choices, named as the server wrote them (day-labels.server). */
export function dayOptions(days: readonly string[], labels: Readonly<Record<string, string>>): Option[] {
  return days.map((day) => ({ value: day, label: labels[day] ?? day }));
}

/**
 * The transport and the calls load with the first choice: a first visit, which has none yet, downloads neither.
 */
async function loadSlots(locale: Locale, query: Parameters<ReturnType<typeof testRidesApi>['slots']>[0]) {
  const [{ createApiTransport }, { testRidesApi: api }] = await Promise.all([
    import('../../lib/api/api-transport'),
    import('./test-rides-api'),
  ]);
  return api(createApiTransport({ locale })).slots(query);
}

/**
 * A day's slots once the page is interactive: loaded as the visitor picks the model, the centre and the day.
 * The page's action answers with the day's slots as they are then (a slot may have just been taken), and
 * without JavaScript those are the only slots the page shows.
 */
export function useDaySlots(
  choice: { model?: string; testDriveCenter: string; date: string },
  answer: { slots?: readonly TimeSlot[] | null } | undefined,
) {
  const { locale } = useLocale();
  const [state, setState] = useState<{ slots: readonly TimeSlot[] | null; loading: boolean }>({
    slots: answer?.slots ?? null,
    loading: false,
  });
  // Slots the server drew stay until the visitor changes a choice.
  const drawn = useRef(Boolean(answer?.slots));
  const { model, testDriveCenter, date } = choice;
  useEffect(() => {
    if (drawn.current) {
      drawn.current = false;
      return;
    }
    if (!testDriveCenter || !date) {
      setState({ slots: null, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    loadSlots(locale, { date, testDriveCenter, ...(model ? { model } : {}) })
      .then((answered) => current && setState({ slots: answered.slots, loading: false }))
      // spec §8: time slots that fail to load fall back to an empty list.
      .catch(() => current && setState({ slots: [], loading: false }));
    return () => {
      current = false;
    };
  }, [locale, model, testDriveCenter, date]);
  useEffect(() => {
    if (answer?.slots !== undefined) setState({ slots: answer.slots, loading: false });
  }, [answer]);
  return state;
}

/** The slots of the chosen day as radio buttons, each with its places left; a full one is disabled. */
export function RideSlots({
  name,
  slots,
  value,
  onChoose,
  loading,
  error,
  errorId,
}: {
  name: string;
  slots: readonly TimeSlot[] | null;
  value: string;
  onChoose: (slot: string) => void;
  loading: boolean;
  error: string | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const empty = slots !== null && slots.length === 0 && !loading;
  return (
    <fieldset
      className="ride-slots"
      aria-invalid={error ? true : undefined}
      aria-describedby={
        [error ? errorId : '', slots === null || empty ? hintId : ''].filter(Boolean).join(' ') || undefined
      }
      aria-busy={loading || undefined}
    >
      <legend className="field__label">{t('testRide.form.time')}</legend>
      {loading ? (
        <p className="ride-slots__note">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('loading')}
        </p>
      ) : slots === null ? (
        <p className="ride-slots__note" id={hintId}>
          {t('testRide.form.timeFirst')}
        </p>
      ) : empty ? (
        <p className="ride-slots__note" id={hintId}>
          {t('validation.delivery.noTimeSlots')}
        </p>
      ) : (
        <div className="ride-slots__list">
          {slots.map((slot) => {
            const full = slot.remaining === 0;
            return (
              <label key={slot.id} className={full ? 'ride-slot ride-slot--full' : 'ride-slot'}>
                <input
                  type="radio"
                  name={name}
                  value={slot.id}
                  checked={value === slot.id}
                  disabled={full}
                  onChange={() => onChoose(slot.id)}
                />
                <span className="ride-slot__time">{slot.id.replace('-', '–')}</span>
                <span className="ride-slot__note">
                  {full ? t('testRide.form.full') : t('testRide.form.left', { count: slot.remaining })}
                </span>
              </label>
            );
          })}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The no-JavaScript form's second button: it asks for the chosen day's times without sending the form. */
export const TIMES_INTENT = 'times';

type FieldErrorProps = { error: string | undefined; errorId: string };

/**
 * The ride's day among the centre's open days, then its time. Until the page is interactive (and without
 * JavaScript) a button asks the page's action for the day's times; once it is, they load with the day.
 */
export function RideTime({
  dateField,
  dateError,
  days,
  dayNames,
  slots,
  timeSlot,
  onChooseTime,
  timeError,
}: {
  dateField: FieldProps;
  dateError: FieldErrorProps;
  days: readonly string[];
  dayNames: Readonly<Record<string, string>>;
  slots: { slots: readonly TimeSlot[] | null; loading: boolean };
  timeSlot: string;
  onChooseTime: (slot: string) => void;
  timeError: FieldErrorProps;
}) {
  const { t } = useTranslation();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <>
      <SelectField
        label={t('testRide.form.date')}
        field={dateField}
        placeholder={t('testRide.form.chooseDate')}
        options={dayOptions(days, dayNames)}
        {...dateError}
      />
      {interactive ? null : (
        <button type="submit" name="intent" value={TIMES_INTENT} className="button button--secondary" formNoValidate>
          {t('testRide.form.showTimes')}
        </button>
      )}
      <RideSlots
        name="timeSlot"
        slots={slots.slots}
        value={timeSlot}
        onChoose={onChooseTime}
        loading={slots.loading}
        {...timeError}
      />
    </>
  );
}
