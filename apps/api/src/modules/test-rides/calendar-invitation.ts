/**
 * A test ride as an iCalendar invitation (RFC 5545, with METHOD of RFC 5546): REQUEST when it is booked or
 * moved, CANCEL when it is cancelled. Times are Swiss wall-clock times with TZID=Europe/Zurich, and the calendar
 * carries that zone's rules (CET/CEST), so every calendar shows the ride at the centre's hour. The UID stays the
 * ride's for its whole life and SEQUENCE grows with each change, so a calendar updates the event it has.
 */
export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** Stable per ride: `test-ride-<id>@<host>`. */
  uid: string;
  sequence: number;
  /** Swiss wall-clock day and times ("2026-11-24", "10:00", "11:00"). */
  date: string;
  from: string;
  to: string;
  /** When the invitation is made. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const ZURICH = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The invitation's text, lines ending in CRLF and folded at 75 octets. */
export function calendarInvitation(invitation: CalendarInvitation): string {
  const local = (time: string) => `${invitation.date.replaceAll('-', '')}T${time.replace(':', '')}00`;
  const cancelled = invitation.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Beast//Test rides//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    ...ZURICH,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utc(invitation.stamp)}`,
    `DTSTART;TZID=Europe/Zurich:${local(invitation.from)}`,
    `DTEND;TZID=Europe/Zurich:${local(invitation.to)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    `LOCATION:${text(invitation.location)}`,
    `ORGANIZER;CN=${parameter(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;CN=${parameter(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${invitation.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** An instant in UTC, iCalendar's basic format ("20261124T090000Z"). */
function utc(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value in double quotes, which may not contain one. */
function parameter(value: string): string {
  return `"${value.replace(/"/g, "'")}"`;
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
