import { describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/catalogue.server';
import { openingText, periodsOn } from './opening-text';

const TUESDAY = '2026-11-17';

describe('what a centre’s card says of its opening', () => {
  it('says until when it is open, in each language’s way of writing the time', () => {
    const open = { open: true, closes: '18:00' } as const;
    expect(openingText(open, TUESDAY, 'en', serverT('en'))).toBe('Open now · until 18:00');
    expect(openingText(open, TUESDAY, 'fr', serverT('fr'))).toBe('Ouvert · jusqu’à 18h');
    expect(openingText(open, TUESDAY, 'de', serverT('de'))).toBe('Jetzt geöffnet · bis 18:00');
  });

  it('names the day it opens again: today, tomorrow, a weekday within the week, else the date', () => {
    const opens = (date: string, time = '09:00') => ({ open: false, opens: { date, time } }) as const;
    const en = serverT('en');
    expect(openingText(opens(TUESDAY, '14:00'), TUESDAY, 'en', en)).toBe('Closed now · opens today at 14:00');
    expect(openingText(opens('2026-11-18'), TUESDAY, 'en', en)).toBe('Closed now · opens tomorrow at 9:00');
    expect(openingText(opens('2026-11-23'), TUESDAY, 'en', en)).toBe('Closed now · opens Monday at 9:00');
    expect(openingText(opens('2026-11-23'), TUESDAY, 'fr', serverT('fr'))).toBe('Fermé · ouvre lundi à 9h');
    expect(openingText(opens('2026-11-23'), TUESDAY, 'de', serverT('de'))).toBe(
      'Jetzt geschlossen · öffnet am Montag um 9:00',
    );
    expect(openingText(opens('2026-11-30'), TUESDAY, 'en', en)).toMatch(
      /^Closed now · opens Monday.*30.*November.*2026 at 9:00$/,
    );
  });

  it('says only that it is closed when it opens on no day within two weeks', () => {
    expect(openingText({ open: false, opens: null }, TUESDAY, 'de', serverT('de'))).toBe('Jetzt geschlossen');
  });
});

describe('the hours table', () => {
  it('writes a weekday’s periods in the order of the day, nothing for a closed weekday', () => {
    const hours = [
      { weekday: 2, opens: '14:00', closes: '18:00' },
      { weekday: 2, opens: '09:00', closes: '12:00' },
    ];
    expect(periodsOn(hours, 2, 'en')).toEqual(['9:00–12:00', '14:00–18:00']);
    expect(periodsOn(hours, 2, 'fr')).toEqual(['9h–12h', '14h–18h']);
    expect(periodsOn(hours, 1, 'de')).toEqual([]);
  });
});
