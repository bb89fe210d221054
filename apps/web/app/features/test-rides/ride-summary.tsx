import type { TestRideBooking } from '@beast/domain/test-rides/test-ride-api.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';

/** A ride's model, centre, day and time. */
export function RideSummary({ booking, dayLabel }: { booking: TestRideBooking; dayLabel: string }) {
  const { t } = useTranslation();
  return (
    <dl className="ride-summary">
      <div>
        <dt>{t('testRide.summary.model')}</dt>
        <dd>{booking.model.name}</dd>
      </div>
      <div>
        <dt>{t('testRide.summary.centre')}</dt>
        <dd>
          {booking.centre.name}, {booking.centre.address}
        </dd>
      </div>
      <div>
        <dt>{t('testRide.summary.day')}</dt>
        <dd>{dayLabel}</dd>
      </div>
      <div>
        <dt>{t('testRide.summary.time')}</dt>
        <dd>{booking.timeSlot.replace('-', '–')}</dd>
      </div>
    </dl>
  );
}
