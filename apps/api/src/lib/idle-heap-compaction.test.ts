import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleHeapCompaction } from './idle-heap-compaction';

const MB = 1024 * 1024;

describe('compacting the heap while the shop idles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function scenario({ utilisation, heapMb }: { utilisation: number[]; heapMb: number[] }) {
    const gc = vi.fn();
    let tick = 0;
    const compaction = startIdleHeapCompaction({
      gc,
      intervalMs: 1000,
      utilisationSinceLast: () => utilisation[Math.min(tick, utilisation.length - 1)] ?? 0,
      heapUsedBytes: () => (heapMb[Math.min(tick, heapMb.length - 1)] ?? 0) * MB,
    });
    const advance = (intervals: number) => {
      for (let i = 0; i < intervals; i++) {
        vi.advanceTimersByTime(1000);
        tick++;
      }
    };
    return { gc, advance, stop: () => compaction.stop() };
  }

  it('collects once after an idle interval with a grown heap, and not again until it grows', () => {
    const { gc, advance, stop } = scenario({ utilisation: [0.001], heapMb: [60] });
    advance(5);
    expect(gc).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never collects while requests keep the event loop busy', () => {
    const { gc, advance, stop } = scenario({ utilisation: [0.5], heapMb: [60, 80, 100] });
    advance(3);
    expect(gc).not.toHaveBeenCalled();
    stop();
  });

  it('collects again once the heap has grown by a few megabytes since the last collection', () => {
    const { gc, advance, stop } = scenario({ utilisation: [0], heapMb: [60, 60, 62, 66] });
    advance(4);
    expect(gc).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops collecting once stopped', () => {
    const { gc, advance, stop } = scenario({ utilisation: [0], heapMb: [60, 70, 80] });
    stop();
    advance(3);
    expect(gc).not.toHaveBeenCalled();
  });

  it('does nothing when Node runs without --expose-gc', () => {
    expect(() => startIdleHeapCompaction({ gc: undefined }).stop()).not.toThrow();
  });
});
