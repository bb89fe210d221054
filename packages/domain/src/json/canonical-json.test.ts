import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonical JSON', () => {
  it('writes the same text whatever the order of the keys, at every level', () => {
    expect(canonicalJson({ b: 2, a: { d: 4, c: 3 } })).toBe('{"a":{"c":3,"d":4},"b":2}');
    expect(canonicalJson({ a: { c: 3, d: 4 }, b: 2 })).toBe(canonicalJson({ b: 2, a: { d: 4, c: 3 } }));
  });

  it('keeps the order of arrays and sorts the objects inside them', () => {
    expect(canonicalJson([{ b: 1, a: 2 }, 3])).toBe('[{"a":2,"b":1},3]');
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });

  it('leaves out undefined entries, as JSON does, and keeps nulls', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });

  it('sorts by code units, upper case before lower case, independent of the locale', () => {
    expect(canonicalJson({ b: 1, B: 2, a: 3 })).toBe('{"B":2,"a":3,"b":1}');
  });

  it('writes plain values as JSON does', () => {
    expect(canonicalJson('text')).toBe('"text"');
    expect(canonicalJson(12)).toBe('12');
    expect(canonicalJson(null)).toBe('null');
  });
});
