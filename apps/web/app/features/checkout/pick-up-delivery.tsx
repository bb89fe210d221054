import type { PickUpCenter, WorkHours } from '@beast/domain/checkout/checkout-api.schema';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { pickUpDays } from '@beast/domain/checkout/delivery-offer';
import { weekdayName } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { checkoutApi } from './checkout-api';
import {
  type CheckoutState,
  type DeliveryIssue,
  type SetCheckoutState,
  withPickUpCentre,
  withPickUpDay,
  withPickUpSlot,
} from './checkout-state';
import { DayPicker, SlotPicker } from './delivery-pickers';
import { formatWindow } from './format-day';
import { useFallbackList } from './use-fallback-list';

/** How many open days of a centre are offered at once. */
const PICK_UP_DAYS_SHOWN = 7;

/**
 * Pick-up at an experience centre (spec §3 Experience center, §4): the centre (Geneva preselected), its
 * address, phone, email and hours; a date among its next open days (choosing one clears the slot) and a
 * slot of that day from the server (empty when it fails).
 */
export function PickUpDelivery({
  centres,
  state,
  setState,
  issues,
  refresh,
}: {
  centres: readonly PickUpCenter[];
  state: CheckoutState;
  setState: SetCheckoutState;
  issues: Partial<Record<'centre' | 'date' | 'slot', DeliveryIssue>>;
  refresh: number;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const selectId = useId();
  const active = centres.filter((centre) => centre.isActive);
  const centre = active.find((candidate) => candidate.id === state.pickUp.centreId);
  const { date, timeSlot } = state.pickUp;
  const centreId = centre?.id;
  const slots = useFallbackList(centreId && date ? `${centreId}|${date}|${refresh}|${locale}` : null, () =>
    checkoutApi(browserApi(locale))
      .timeSlots({ pickUpCenterId: centreId ?? 0 }, date ?? '')
      .then((answer) => answer.slots),
  );

  if (active.length === 0) {
    // spec §8: the centres fail silently to an empty list; say so rather than show nothing.
    return (
      <p className="muted" role="status">
        {t('checkout.pickUp.noCentres')}
      </p>
    );
  }
  const days = centre ? pickUpDays(centre, swissIsoToday(new Date()), PICK_UP_DAYS_SHOWN) : [];
  return (
    <div className="delivery-choice">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('checkout.pickUp.centre')}
        </label>
        <select
          id={selectId}
          className="field__input field__select"
          value={centre ? String(centre.id) : ''}
          onChange={(event) => setState((state) => withPickUpCentre(state, Number(event.target.value)))}
        >
          {centre ? null : <option value="">{t('auth.choose')}</option>}
          {active.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {centre ? <CentreCard centre={centre} locale={locale} /> : null}
      {centre ? (
        <DayPicker
          legend={t('checkout.pickUp.dayLegend')}
          days={days.map((day) => ({ date: day, available: true }))}
          value={date}
          onChoose={(day) => setState((state) => withPickUpDay(state, day.date))}
          message={issues.date ? t(issues.date) : null}
        />
      ) : null}
      {centre && date ? (
        <SlotPicker
          legend={t('checkout.pickUp.slotLegend')}
          name="pickUpSlot"
          slots={slots.items}
          value={timeSlot}
          onChoose={(slot) => setState((state) => withPickUpSlot(state, slot))}
          loading={slots.loading}
          error={issues.slot ? t(issues.slot) : null}
        />
      ) : null}
    </div>
  );
}

function CentreCard({ centre, locale }: { centre: PickUpCenter; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div className="centre-card">
      <p className="centre-card__name">{centre.name}</p>
      <address className="centre-card__address">
        {centre.address}
        <br />
        {centre.zipCode} {centre.city}
        <br />
        <a href={`tel:${centre.phoneNumber.replace(/\s/g, '')}`}>{centre.phoneNumber}</a>
        <br />
        <a href={`mailto:${centre.email}`}>{centre.email}</a>
      </address>
      <p className="centre-card__hours-title">{t('checkout.pickUp.hours')}</p>
      <ul className="centre-card__hours">
        {hoursLines(centre.workHours, locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** Consecutive days with the same hours in one line: "Monday – Saturday: 09:00–18:00". */
export function hoursLines(workHours: readonly WorkHours[], locale: Locale): string[] {
  const sorted = [...workHours].sort((a, b) => a.weekday - b.weekday);
  const groups: { first: number; last: number; hours: string }[] = [];
  for (const day of sorted) {
    const hours = formatWindow(`${day.opens}-${day.closes}`);
    const previous = groups.at(-1);
    if (previous && previous.hours === hours && previous.last === day.weekday - 1) previous.last = day.weekday;
    else groups.push({ first: day.weekday, last: day.weekday, hours });
  }
  return groups.map(({ first, last, hours }) =>
    first === last
      ? `${weekdayName(first, locale)}: ${hours}`
      : `${weekdayName(first, locale)} – ${weekdayName(last, locale)}: ${hours}`,
  );
}
