import { isoWeekday } from '@beast/domain/checkout/calendar-days';
import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { openingState, swissWallClock } from '@beast/domain/checkout/opening-hours';
import { formatDay, weekdayName } from '@beast/domain/i18n/date-format';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { openingText, periodsOn } from './opening-text';
import { placeAnchor } from './place-anchor';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A phone number as a tel: link wants it: digits and the leading +, no spaces. */
const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;

/**
 * One experience centre or partner shop: whether it is open now (Swiss time), its address, phone and email as
 * links, a few words about it, its opening hours as a table and the coming days it is closed.
 */
export function PlaceCard({
  place,
  now,
  serviceHref,
}: {
  place: FindUsLocation;
  /** The minute the opening state is worked out for (useMinuteClock). */
  now: Date;
  /** Where an experience centre's "book a service here" leads; partner shops book none. */
  serviceHref?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const anchor = placeAnchor(place.slug);
  const today = swissWallClock(now).date;
  const todayWeekday = isoWeekday(today);
  const state = openingState({ workHours: place.workHours, closedDays: place.closedDays.map((day) => day.date) }, now);
  return (
    <article id={anchor} className="place-card" aria-labelledby={`${anchor}-name`} tabIndex={-1}>
      <header className="place-card__head">
        <p className="place-card__badges">
          {/* The badges' look without ui/badge, which comes with the catalogue's chunk this page does not need. */}
          <span className={place.kind === 'shop' ? 'badge badge--neutral' : 'badge badge--accent'}>
            {t(place.kind === 'shop' ? 'centres.shop' : 'centres.experienceCentre')}
          </span>
          {place.isDefault ? <span className="badge badge--neutral">{t('centres.defaultCentre')}</span> : null}
        </p>
        <h3 id={`${anchor}-name`} className="place-card__name">
          {place.name}
        </h3>
        <p className={`place-card__status place-card__status--${state.open ? 'open' : 'closed'}`}>
          {openingText(state, today, locale, t)}
        </p>
      </header>
      {place.description ? <p className="place-card__description">{place.description}</p> : null}
      <address className="place-card__address">
        <p>
          {place.address}
          <br />
          {place.zipCode} {place.city}
        </p>
        <dl className="place-card__contact">
          <div>
            <dt>{t('centres.phone')}</dt>
            <dd>
              <a href={telHref(place.phoneNumber)}>{place.phoneNumber}</a>
            </dd>
          </div>
          <div>
            <dt>{t('centres.email')}</dt>
            <dd>
              <a href={`mailto:${place.email}`}>{place.email}</a>
            </dd>
          </div>
        </dl>
      </address>
      <table className="place-hours">
        <caption>{t('centres.hours')}</caption>
        <tbody>
          {WEEKDAYS.map((weekday) => {
            const periods = periodsOn(place.workHours, weekday, locale);
            const isToday = weekday === todayWeekday;
            return (
              <tr key={weekday} className={isToday ? 'place-hours__today' : undefined}>
                <th scope="row">
                  {weekdayName(weekday, locale)}
                  {isToday ? <span className="place-hours__today-mark"> · {t('centres.today')}</span> : null}
                </th>
                <td>
                  {periods.length === 0
                    ? t('centres.closedWeekday')
                    : periods.map((period, index) => (
                        // A period never breaks inside; two of a day stand one under the other when narrow.
                        <Fragment key={period}>
                          {index > 0 ? ', ' : null}
                          <span className="place-hours__period">{period}</span>
                        </Fragment>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {place.closedDays.length > 0 ? (
        <div className="place-card__closed">
          <p className="place-card__closed-title">{t('centres.closedDays')}</p>
          <ul>
            {place.closedDays.map((day) => (
              <li key={day.date}>
                <time dateTime={day.date}>{formatDay(day.date, locale, 'long')}</time>
                {day.reason ? ` (${day.reason})` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {serviceHref ? (
        <p className="place-card__action">
          <a href={serviceHref} className="place-card__service">
            {t('centres.bookService')}
          </a>
        </p>
      ) : null}
    </article>
  );
}
