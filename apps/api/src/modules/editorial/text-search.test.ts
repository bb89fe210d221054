import { describe, expect, it } from 'vitest';
import { prefixQuery, searchWords, singular } from './text-search';

describe('the editorial search’s words', () => {
  it.each([
    ['fr', 'vélos', 'vélo'],
    ['fr', 'vélo', 'vélo'],
    ['fr', 'chevaux', 'cheval'],
    ['fr', 'batteries', 'batterie'],
    ['de', 'velos', 'velo'],
    ['de', 'akkus', 'akku'],
    ['de', 'batterien', 'batteri'],
    ['de', 'kinder', 'kind'],
    ['de', 'velo', 'velo'],
    ['en', 'batteries', 'battery'],
    ['en', 'bikes', 'bike'],
    ['en', 'boxes', 'box'],
    ['en', 'glass', 'glass'],
    ['en', 'bus', 'bus'],
  ] as const)('in %s, the singular of %s is %s', (locale, word, form) => {
    expect(singular(word, locale)).toBe(form);
  });

  it('reads letters and digits only, so a visitor cannot write the query syntax', () => {
    expect(searchWords('Vélos  cargo -électriques "vélos" & l’hiver')).toEqual([
      'vélos',
      'cargo',
      'électriques',
      'vélos',
      'l',
      'hiver',
    ]);
    expect(prefixQuery('vélos: cargo!', 'fr')).toBe('(vélos:* | vélo:*) & (cargo:*)');
    expect(prefixQuery(' & | ', 'fr')).toBeNull();
  });
});
