import type { AdminContest } from '@beast/domain/contests/contest-api.schema';
import { describe, expect, it } from 'vitest';
import { contestDetailsFromForm, contestDetailsValues } from './contest-form';

const contest: AdminContest = {
  id: 1,
  slug: 'weight-contest',
  kind: 'weight-estimate',
  state: 'upcoming',
  opensAt: '2026-08-16T08:00:00.000Z',
  closesAt: '2026-08-26T12:00:00.000Z',
  drawAt: null,
  prizeValue: 589_000,
  prizeText: { en: 'A bike', fr: 'Un vélo', de: 'Ein Velo' },
  entries: 0,
  drawnAt: null,
  realWeightKg: null,
  winner: null,
};

describe('the Contests screen’s form of a window and prize', () => {
  it('shows the window in Swiss time and the prize in francs', () => {
    expect(contestDetailsValues(contest)).toEqual({
      opensAt: '2026-08-16T10:00',
      closesAt: '2026-08-26T14:00',
      drawAt: '',
      prizeValue: '5890.00',
      'prizeText.en': 'A bike',
      'prizeText.fr': 'Un vélo',
      'prizeText.de': 'Ein Velo',
    });
  });

  it('sends Swiss times as instants with their offset, francs as centimes, and empties as not announced', () => {
    expect(
      contestDetailsFromForm({
        opensAt: '2026-12-01T10:00',
        closesAt: '2027-01-10T14:00',
        drawAt: '',
        prizeValue: '',
        'prizeText.en': 'A night',
        'prizeText.fr': 'Une nuit',
        'prizeText.de': 'Eine Nacht',
      }),
    ).toEqual({
      opensAt: '2026-12-01T10:00:00+01:00',
      closesAt: '2027-01-10T14:00:00+01:00',
      drawAt: null,
      prizeValue: null,
      prizeText: { en: 'A night', fr: 'Une nuit', de: 'Eine Nacht' },
    });
    expect(contestDetailsFromForm({ opensAt: 'soon', prizeValue: '1’200.50' })).toMatchObject({
      opensAt: 'soon',
      prizeValue: 120_050,
    });
  });
});
