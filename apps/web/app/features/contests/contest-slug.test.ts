import { describe, expect, it } from 'vitest';
import { contestSlugOf } from './contest-slug';

describe('the contest a page shows', () => {
  it.each([
    ['/contest', undefined, 'weight-contest'],
    ['/fr/contest', undefined, 'weight-contest'],
    ['/hotel-competition', undefined, 'hotel-competition'],
    ['/de/hotel-competition/', undefined, 'hotel-competition'],
    ['/en/contest/summer-2027', 'summer-2027', 'summer-2027'],
  ])('%s shows %s', (path, slug, expected) => {
    expect(contestSlugOf(path, slug)).toBe(expected);
  });
});
