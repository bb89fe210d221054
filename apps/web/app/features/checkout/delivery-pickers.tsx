import type { TimeSlot } from '@beast/domain/checkout/checkout-api.schema';
import { isFewPlacesLeft } from '@beast/domain/checkout/checkout-rules';
import { formatDay } from '@beast/domain/i18n/date-format';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatWindow } from './format-day';

export interface PickerDay {
  date: string;
  available: boolean;
}

function FieldMessage({ id, message, tone }: { id: string; message: string | null; tone: 'error' | 'info' }) {
  return (
    <p id={id} className={`picker__message picker__message--${tone}`} role="status">
      {message}
    </p>
  );
}

/**
 * The days to choose from, as buttons in a group (spec §4 week list). An unavailable day stays focusable
 * (aria-disabled) so that choosing it can say why: "we are not available today, choose another day".
 */
export function DayPicker({
  legend,
  days,
  value,
  onChoose,
  message,
  tone = 'error',
  week,
  loading = false,
}: {
  legend: string;
  days: readonly PickerDay[];
  value: string | null;
  onChoose: (day: PickerDay) => void;
  message: string | null;
  tone?: 'error' | 'info';
  week?: { onPrevious: () => void; onNext: () => void; previousDisabled: boolean };
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const messageId = useId();
  return (
    <fieldset className="picker" aria-describedby={message ? messageId : undefined} aria-busy={loading || undefined}>
      <legend className="picker__legend">{legend}</legend>
      {week ? (
        <div className="picker__week">
          <button
            type="button"
            className="button button--ghost picker__week-button"
            onClick={week.onPrevious}
            disabled={week.previousDisabled}
          >
            <span aria-hidden="true">←</span> {t('checkout.delivery.previousWeek')}
          </button>
          <button type="button" className="button button--ghost picker__week-button" onClick={week.onNext}>
            {t('checkout.delivery.nextWeek')} <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
      {loading && days.length === 0 ? (
        <p className="picker__loading">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('loading')}
        </p>
      ) : (
        <ul className="picker__days">
          {days.map((day) => (
            <li key={day.date}>
              <button
                type="button"
                className={[
                  'day-button',
                  day.date === value ? 'day-button--chosen' : '',
                  day.available ? '' : 'day-button--unavailable',
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-pressed={day.date === value}
                aria-disabled={day.available ? undefined : true}
                onClick={() => onChoose(day)}
              >
                {formatDay(day.date, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldMessage id={messageId} message={message} tone={tone} />
    </fieldset>
  );
}

/** Time windows or pick-up slots as radio buttons; a full one is disabled, a nearly full one says so. */
export function SlotPicker({
  legend,
  name,
  slots,
  value,
  onChoose,
  loading,
  error,
}: {
  legend: string;
  name: string;
  slots: readonly TimeSlot[];
  value: string | null;
  onChoose: (slotId: string) => void;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const empty = !loading && slots.length === 0;
  const message = error ?? (empty ? t('validation.delivery.noTimeSlots') : null);
  return (
    <fieldset
      className="picker"
      aria-describedby={message ? messageId : undefined}
      aria-invalid={error ? true : undefined}
      aria-busy={loading || undefined}
    >
      <legend className="picker__legend">{legend}</legend>
      {loading ? (
        <p className="picker__loading">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('loading')}
        </p>
      ) : (
        <div className="picker__slots">
          {slots.map((slot) => {
            const full = slot.remaining === 0;
            return (
              <label key={slot.id} className={full ? 'slot slot--full' : 'slot'}>
                <input
                  type="radio"
                  name={name}
                  value={slot.id}
                  checked={value === slot.id}
                  disabled={full}
                  onChange={() => onChoose(slot.id)}
                />
                <span className="slot__time">{formatWindow(slot.id)}</span>
                {full ? (
                  <span className="slot__note">{t('checkout.delivery.full')}</span>
                ) : isFewPlacesLeft(slot.remaining, slot.capacity) ? (
                  <span className="slot__note">{t('checkout.delivery.left', { count: slot.remaining })}</span>
                ) : null}
              </label>
            );
          })}
        </div>
      )}
      <FieldMessage id={messageId} message={message} tone={error ? 'error' : 'info'} />
    </fieldset>
  );
}
