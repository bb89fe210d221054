import { describe, expect, it } from 'vitest';
import { canonicalOptions, optionsKey, sameOptions } from './line-options';

describe("a cart line's options (spec §4 line identity)", () => {
  it('counts the same options in another key order as the same', () => {
    expect(sameOptions({ color: 'red', fork: 'rigid' }, { fork: 'rigid', color: 'red' })).toBe(true);
  });

  it('counts no options, null and {} as the same', () => {
    expect(sameOptions(undefined, {})).toBe(true);
    expect(sameOptions(null, {})).toBe(true);
  });

  it('tells different values or different keys apart', () => {
    expect(sameOptions({ color: 'red' }, { color: 'blue' })).toBe(false);
    expect(sameOptions({ color: 'red' }, { colour: 'red' })).toBe(false);
    expect(sameOptions({ color: 'red' }, {})).toBe(false);
  });

  it('keeps the options with their keys in order, and none as null', () => {
    expect(Object.keys(canonicalOptions({ fork: 'rigid', color: 'red' }) ?? {})).toEqual(['color', 'fork']);
    expect(canonicalOptions({})).toBeNull();
    expect(canonicalOptions(null)).toBeNull();
  });

  it('writes the identifying text the stored hashes were made from', () => {
    expect(optionsKey({ fork: 'rigid', color: 'red' })).toBe('[["color","red"],["fork","rigid"]]');
    expect(optionsKey({})).toBe('');
  });
});
