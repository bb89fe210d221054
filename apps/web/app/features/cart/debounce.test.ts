import { CART_QUANTITY_DEBOUNCE_MS, COUPON_DEBOUNCE_MS } from '@beast/domain/constants/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyedDebouncer } from './debounce';

describe('debounced cart updates (spec §4: quantity 750 ms, coupon 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last quantity, 750 ms after the last change', () => {
    const sent: number[] = [];
    const debouncer = createKeyedDebouncer(CART_QUANTITY_DEBOUNCE_MS);
    for (const quantity of [2, 3, 4]) {
      debouncer.schedule('line-1', () => sent.push(quantity));
      vi.advanceTimersByTime(700);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([4]);
  });

  it('checks a coupon 500 ms after the last key, line by line', () => {
    const checked: string[] = [];
    const debouncer = createKeyedDebouncer(COUPON_DEBOUNCE_MS);
    debouncer.schedule('bike', () => checked.push('bike:ALPS'));
    debouncer.schedule('bag', () => checked.push('bag:WELCOME10'));
    vi.advanceTimersByTime(300);
    debouncer.schedule('bike', () => checked.push('bike:ALPS200'));
    vi.advanceTimersByTime(200);
    expect(checked).toEqual(['bag:WELCOME10']);
    vi.advanceTimersByTime(300);
    expect(checked).toEqual(['bag:WELCOME10', 'bike:ALPS200']);
  });

  it('forgets a cancelled update (the line was removed)', () => {
    const run = vi.fn();
    const debouncer = createKeyedDebouncer(CART_QUANTITY_DEBOUNCE_MS);
    debouncer.schedule('line-1', run);
    expect(debouncer.isPending('line-1')).toBe(true);
    debouncer.cancel('line-1');
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
