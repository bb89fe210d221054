import { addDays, DELIVERY_WEEK_LENGTH, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { WEEK_LIST_DEBOUNCE_MS } from '@beast/domain/constants/ui';
import { ZipCodeSchema } from '@beast/domain/validation/address.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { Note } from '../../ui/note';
import { checkoutApi } from './checkout-api';
import {
  type CheckoutState,
  type DeliveryIssue,
  type SetCheckoutState,
  stateZipIsStandard,
  withCourierDate,
  withCourierWeek,
  withCourierWindow,
  withZipCheck,
} from './checkout-state';
import { DayPicker, type PickerDay, SlotPicker } from './delivery-pickers';
import { useDebouncedValue } from './use-debounced-value';
import { useFallbackList } from './use-fallback-list';

interface CourierProps {
  state: CheckoutState;
  setState: SetCheckoutState;
  issues: Partial<Record<'date' | 'slot', DeliveryIssue>>;
  /** Changes when the server refused the chosen window: the lists are asked again. */
  refresh: number;
}

/**
 * Courier delivery (spec §4): the ZIP is checked once it looks complete; a non-standard ZIP may go on
 * without a window (a sales manager calls, spec §8); a standard one shows the week of available days
 * (asked 400 ms after the last change) and the chosen day's windows. Both lists fall back to empty.
 */
export function CourierDelivery({ state, setState, issues, refresh }: CourierProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const zipCode = state.contacts.zipCode.trim();
  const zipLooksComplete = ZipCodeSchema.safeParse(zipCode).success;
  const settledZip = useDebouncedValue(zipLooksComplete ? zipCode : '', WEEK_LIST_DEBOUNCE_MS);
  const checkedZip = state.zipCheck?.zipCode;

  useEffect(() => {
    if (!settledZip || checkedZip === settledZip) return;
    let current = true;
    checkoutApi(browserApi(locale))
      .zipcode(settledZip)
      .then((check) => current && setState((state) => withZipCheck(state, settledZip, check.isStandard)))
      // The check failed: the ZIP counts as standard and the week list answers for it (stateZipIsStandard).
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [settledZip, checkedZip, locale, setState]);

  if (!zipLooksComplete) {
    return <p className="muted">{t('checkout.delivery.zipFirst')}</p>;
  }
  if (!stateZipIsStandard(state)) {
    return (
      <Note tone="info">
        <p>{t('notices.nonStandardZip')}</p>
      </Note>
    );
  }
  return (
    <CourierWeek zipCode={settledZip || zipCode} state={state} setState={setState} issues={issues} refresh={refresh} />
  );
}

function CourierWeek({ zipCode, state, setState, issues, refresh }: CourierProps & { zipCode: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const today = swissIsoToday(new Date());
  const from = state.courier.weekFrom ?? today;
  const weekKey = useDebouncedValue(`${zipCode}|${from}|${refresh}`, WEEK_LIST_DEBOUNCE_MS);
  const api = checkoutApi(browserApi(locale));
  const week = useFallbackList(weekKey, () => {
    const [zip = '', weekFrom = today] = weekKey.split('|');
    return api.deliveryWeek(zip, weekFrom).then((answer) => answer.days);
  });
  const { date, timeWindow } = state.courier;
  const slots = useFallbackList(date ? `${zipCode}|${date}|${refresh}|${locale}` : null, () =>
    api.timeSlots({ zipcode: zipCode }, date ?? '').then((answer) => answer.slots),
  );
  const [dayMessage, setDayMessage] = useState<string | null>(null);

  function choose(day: PickerDay) {
    if (!day.available) {
      // spec §8: "we are not available today, choose another day".
      setDayMessage(t(day.date === today ? 'errors.DAY_UNAVAILABLE' : 'validation.delivery.dayUnavailable'));
      return;
    }
    setDayMessage(null);
    setState((state) => withCourierDate(state, day.date));
  }

  const dateIssue = issues.date ? t(issues.date) : null;
  return (
    <div className="delivery-choice">
      <DayPicker
        legend={t('checkout.delivery.dayLegend')}
        days={week.items}
        value={date}
        onChoose={choose}
        message={dayMessage ?? dateIssue}
        loading={week.loading}
        week={{
          onPrevious: () =>
            setState((state) => withCourierWeek(state, maxDay(today, addDays(from, -DELIVERY_WEEK_LENGTH)))),
          onNext: () => setState((state) => withCourierWeek(state, addDays(from, DELIVERY_WEEK_LENGTH))),
          previousDisabled: from <= today,
        }}
      />
      {date ? (
        <SlotPicker
          legend={t('checkout.delivery.windowLegend')}
          name="timeWindow"
          slots={slots.items}
          value={timeWindow}
          onChoose={(slot) => setState((state) => withCourierWindow(state, slot))}
          loading={slots.loading}
          error={issues.slot ? t(issues.slot) : null}
        />
      ) : null}
    </div>
  );
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}
