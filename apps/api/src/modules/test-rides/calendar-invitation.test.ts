import { describe, expect, it } from 'vitest';
import { type CalendarInvitation, calendarInvitation } from './calendar-invitation';

const invitation: CalendarInvitation = {
  method: 'REQUEST',
  uid: 'test-ride-7@shop.example.ch',
  sequence: 2,
  date: '2026-07-14',
  from: '10:00',
  to: '11:00',
  stamp: new Date('2026-07-01T08:30:00Z'),
  summary: 'Essai : Mighty Beast',
  description: 'Votre essai du Mighty Beast, à Genève; apportez une pièce d’identité, s’il vous plaît.\nÀ bientôt',
  location: 'Rue du Rhône 1, 1204 Genève',
  organizer: { name: 'Beast "Genève"', email: 'geneve@beast.example' },
  attendee: { name: 'Zoé Favre', email: 'zoe@example.ch' },
};

describe('a test ride’s calendar invitation (RFC 5545)', () => {
  const text = calendarInvitation(invitation);
  const lines = text.split('\r\n');

  it('is one VEVENT in a VCALENDAR, lines ending in CRLF', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:test-ride-7@shop.example.ch');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTAMP:20260701T083000Z');
  });

  it('keeps the Swiss wall-clock time with the zone’s rules, summer time included', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Zurich:20260714T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Zurich:20260714T110000');
    expect(lines).toContain('TZID:Europe/Zurich');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
  });

  it('escapes text values and folds lines at 75 octets without splitting a character', () => {
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Essai : Mighty Beast');
    expect(unfolded).toContain('Genève\\; apportez');
    expect(unfolded).toContain('s’il vous plaît.\\nÀ bientôt');
    expect(unfolded).toContain('LOCATION:Rue du Rhône 1\\, 1204 Genève');
    expect(unfolded).toContain('ORGANIZER;CN="Beast \'Genève\'":mailto:geneve@beast.example');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(Buffer.from(text, 'utf8').toString('utf8')).toBe(text);
  });

  it('cancels the same event: METHOD and STATUS', () => {
    const cancelled = calendarInvitation({ ...invitation, method: 'CANCEL', sequence: 3 }).split('\r\n');
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('UID:test-ride-7@shop.example.ch');
  });
});
