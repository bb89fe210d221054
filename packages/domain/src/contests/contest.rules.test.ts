import { describe, expect, it } from 'vitest';
import { closestEstimate, contestState, kilogramsToGrams } from './contest.rules';

const window = {
  opensAt: new Date('2026-08-16T08:00:00Z'),
  closesAt: new Date('2026-08-26T12:00:00Z'),
  drawnAt: null,
};

describe('a contest’s state', () => {
  it.each([
    ['2026-08-16T07:59:59.999Z', 'upcoming'],
    ['2026-08-16T08:00:00Z', 'open'],
    ['2026-08-26T11:59:59.999Z', 'open'],
    ['2026-08-26T12:00:00Z', 'closed'],
  ] as const)('at %s is %s', (now, state) => {
    expect(contestState(window, new Date(now))).toBe(state);
  });

  it('is drawn once drawn, whatever the clock', () => {
    expect(
      contestState({ ...window, drawnAt: new Date('2026-08-27T08:00:00Z') }, new Date('2026-08-20T08:00:00Z')),
    ).toBe('drawn');
  });
});

describe('the weight contest’s winner', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 7, 20, 10, minute));
  it('is the estimate closest to the real weight, above or below', () => {
    const entries = [
      { id: 1, weightGrams: 30_000, createdAt: at(1) },
      { id: 2, weightGrams: 37_400, createdAt: at(2) },
      { id: 3, weightGrams: 36_500, createdAt: at(3) },
    ];
    expect(closestEstimate(entries, 37_000)?.id).toBe(2);
    expect(closestEstimate(entries, 36_700)?.id).toBe(3);
  });

  it('goes to the earlier entry between two equally close', () => {
    const entries = [
      { id: 5, weightGrams: 37_500, createdAt: at(9) },
      { id: 6, weightGrams: 36_500, createdAt: at(4) },
      { id: 7, weightGrams: 36_500, createdAt: at(7) },
    ];
    expect(closestEstimate(entries, 37_000)?.id).toBe(6);
  });

  it('has none without entries, and keeps grams whole', () => {
    expect(closestEstimate([], 37_000)).toBeUndefined();
    expect(kilogramsToGrams(37.1234)).toBe(37_123);
  });
});
