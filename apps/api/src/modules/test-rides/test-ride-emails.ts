import { formatDay } from '@beast/domain/i18n/date-format';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { typeset } from '@beast/domain/i18n/typography';
import { translate } from '../../i18n/translate';
import type { OutgoingEmail } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';
import { calendarInvitation } from './calendar-invitation';
import type { TestRideWithNames } from './test-rides.repository';

/**
 * The visitor's emails about a ride, in the ride's language: the confirmation and a move with the calendar
 * invitation (METHOD:REQUEST) and the signed link to move or cancel it, the cancellation with the invitation's
 * CANCEL, and the reminder the day before.
 */
export type TestRideEmailKind = 'confirmed' | 'moved' | 'cancelled' | 'reminder';

export interface TestRideEmailContext {
  brandName: string;
  publicOrigin: string;
  /** The page the signed link opens, with its token. */
  manageLink: string;
  now: Date;
}

const CALENDAR_KINDS: Record<TestRideEmailKind, 'REQUEST' | 'CANCEL' | null> = {
  confirmed: 'REQUEST',
  moved: 'REQUEST',
  cancelled: 'CANCEL',
  reminder: null,
};

export function testRideEmail(
  kind: TestRideEmailKind,
  { ride, modelName, centre }: TestRideWithNames,
  context: TestRideEmailContext,
): OutgoingEmail {
  const locale = ride.locale;
  const [from, to] = ride.timeSlot.split('-') as [string, string];
  const values = {
    brand: context.brandName,
    name: ride.firstName,
    model: modelName,
    day: formatDay(ride.date, locale, 'long'),
    time: `${from}–${to}`,
    centre: centre.name[locale],
    address: `${centre.address}, ${centre.zipCode} ${centre.city[locale]}`,
  };
  const t = (key: MessageKey) => typeset(interpolate(translate(locale, key), values), locale);
  const intro = t(`email.testRide.${kind}.intro`);
  const calendar = CALENDAR_KINDS[kind];
  const cancelled = kind === 'cancelled';
  const email = linkEmail({
    locale,
    brandName: context.brandName,
    link: cancelled ? `${context.publicOrigin}/${locale}/test-drive` : context.manageLink,
    lines: {
      subject: t(`email.testRide.${kind}.subject`),
      greeting: t('email.greeting'),
      paragraphs: [
        intro,
        ...(cancelled ? [] : [t('email.testRide.bring')]),
        ...(calendar === 'REQUEST' ? [t('email.testRide.calendar')] : []),
      ],
      linkIntro: t(cancelled ? 'email.testRide.cancelled.linkIntro' : 'email.testRide.linkIntro'),
      button: t(cancelled ? 'email.testRide.cancelled.button' : 'email.testRide.button'),
      signature: t('email.signature'),
    },
  });
  const invitation =
    calendar &&
    calendarInvitation({
      method: calendar,
      uid: `test-ride-${ride.id}@${new URL(context.publicOrigin).hostname}`,
      sequence: ride.sequence,
      date: ride.date,
      from,
      to,
      stamp: context.now,
      summary: t('email.testRide.calendarSummary'),
      description: intro,
      location: values.address,
      organizer: { name: `${context.brandName} ${values.centre}`, email: centre.email },
      attendee: { name: `${ride.firstName} ${ride.lastName}`, email: ride.email },
    });
  return {
    to: ride.email,
    ...email,
    attachments: invitation
      ? [
          {
            filename: `test-ride-${ride.id}.ics`,
            contentType: `text/calendar; charset=utf-8; method=${calendar}`,
            content: Buffer.from(invitation, 'utf8').toString('base64'),
          },
        ]
      : null,
  };
}
