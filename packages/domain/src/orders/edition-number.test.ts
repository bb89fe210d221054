import { describe, expect, it } from 'vitest';
import { formatEditionNumber } from './edition-number';

describe('formatEditionNumber', () => {
  it('pads to the digits of the edition size', () => {
    expect(formatEditionNumber(37, 220)).toBe('037/220');
    expect(formatEditionNumber(100, 100)).toBe('100/100');
    expect(formatEditionNumber(1, 100)).toBe('001/100');
  });

  it('refuses units outside the edition', () => {
    expect(() => formatEditionNumber(0, 100)).toThrow(RangeError);
    expect(() => formatEditionNumber(101, 100)).toThrow(RangeError);
  });
});
